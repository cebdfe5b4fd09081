import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { DocumentKind } from '#shared/constants/contractor-vetting.ts';
import { applicationInput } from '#shared/schemas/contractor-applications.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { limitPer, type RateLimits } from '../../plugins/rate-limit.ts';
import { isoDay } from '../auctions/service-area.ts';
import { discardUploads, receiveUpload } from '../files/receive-upload.ts';
import { insertApplication, insertDocuments } from './contractor-applications.queries.ts';
import { applicationUploads } from './document-upload.ts';
import { queueVettingNotice, type VettingEmailDeps } from './vetting-email.ts';

export type ApplyDeps = VettingEmailDeps & {
  db: Db;
  clock: Clock;
  limits: RateLimits;
  storage: FileStorage;
  emailQueued: () => void;
};

type ApplicationFields = z.output<typeof applicationInput>;

export const APPLICATION_RECEIVED =
  'Thank you: your application was received. RoofBid checks your documents within 2 business days and e-mails you the decision; once approved, you get an invitation to set your password and bid.';

/**
 * POST /api/contractor-applications: the form with its documents, streamed into storage as they
 * arrive (checked by their first bytes, 10 MB each). The application, its documents and the
 * "received" e-mail commit together; a refused form, or a failed write, leaves no file behind.
 */
export async function submitApplication(
  deps: ApplyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!request.isMultipart()) throw badRequest('Send the application as a form with its documents');
  const received = await receiveUpload(request, deps.storage, {
    files: applicationUploads,
    fields: applicationInput,
  });
  const stored = Object.values(received.files).flat();
  try {
    const fields = received.fields;
    reply.countLimits([limitPer(deps.limits, 'applicationEmail', () => fields.email)]);
    refuseLapsed(fields, isoDay(deps.clock.now()));
    const id = await saveApplication(deps, fields, received.files);
    deps.emailQueued();
    return { success: true, id, message: APPLICATION_RECEIVED };
  } catch (err) {
    await discardUploads(deps.storage, stored, request.log);
    throw err;
  }
}

/** A licence or certificate that has already run out is no ground for vetting. */
function refuseLapsed(fields: ApplicationFields, today: string) {
  const errors = {
    ...(fields.licenceExpiresOn < today
      ? { licenceExpiresOn: 'This licence has expired: send the renewed one' }
      : {}),
    ...(fields.insuranceExpiresOn < today
      ? { insuranceExpiresOn: 'This insurance has expired: send the renewed certificate' }
      : {}),
  };
  if (Object.keys(errors).length > 0) {
    throw badRequest('Please correct the highlighted fields', errors);
  }
}

async function saveApplication(
  deps: ApplyDeps,
  fields: ApplicationFields,
  files: Record<string, string[]>,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const application = await insertApplication(tx, {
      companyName: fields.companyName,
      contactName: fields.contactName,
      phone: fields.phone,
      email: fields.email,
      serviceArea: fields.serviceArea,
      yearsInBusiness: fields.yearsInBusiness,
      licenceNumber: fields.licenceNumber,
      licenceExpiresOn: fields.licenceExpiresOn,
      insuredAmountCents: fields.insuredAmount,
      insuranceExpiresOn: fields.insuranceExpiresOn,
      bonded: fields.bonded,
      wcbAccount: fields.wcbAccount ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const expiry: Record<DocumentKind, string | null> = {
      licence: fields.licenceExpiresOn,
      insurance: fields.insuranceExpiresOn,
      wcb: null,
    };
    await insertDocuments(
      tx,
      (Object.keys(expiry) as DocumentKind[]).flatMap((kind) =>
        (files[kind] ?? []).map((fileId) => ({
          applicationId: application.id,
          kind,
          fileId,
          expiresOn: expiry[kind],
          createdAt: now,
          updatedAt: now,
        })),
      ),
    );
    await queueVettingNotice(tx, deps, now, {
      to: application.email,
      greeting: application.contactName,
      subject: 'We received your RoofBid contractor application',
      body: `Thank you for applying to bid on RoofBid for ${application.companyName}. We check your licence, insurance and the other documents you sent, usually within 2 business days, and e-mail you the decision.

Once approved, you receive an invitation to set your password and see the auctions in your service area.`,
    });
    return application.id;
  });
}
