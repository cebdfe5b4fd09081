import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { contractorInput, ContractorFilter } from '#shared/schemas/admin/contractors.ts';
import { pageAnswer } from '../../db/paging.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { deleteContractorSessions } from '../auth/sessions.queries.ts';
import { isoDay } from '../auctions/service-area.ts';
import { inviteStaffUser, type StaffInviteDeps } from '../staff/staff-invite.service.ts';
import {
  contractorPage,
  findContractor,
  insertContractor,
  lockContractor,
  takenFields,
  updateContractor,
  usersOfContractors,
  type Contractor,
} from './admin-contractors.queries.ts';

export type AdminContractorDeps = StaffInviteDeps;
type ContractorInput = z.output<typeof contractorInput>;
type ContractorUser = Awaited<ReturnType<typeof usersOfContractors>>[number];

const LICENCE_TAKEN = 'Another contractor already has this licence number';
const EMAIL_TAKEN = 'Another contractor already uses this e-mail address';

/** Why the contractor cannot bid today (DECISIONS.md §4); a missing expiry counts as lapsed. */
export function flagsOf(c: Contractor, today: string) {
  const licenceExpired = !c.licenceExpiresOn || c.licenceExpiresOn < today;
  const insuranceExpired = !c.insuranceExpiresOn || c.insuranceExpiresOn < today;
  const suspended = !c.isActive;
  const documentsUnverified = !c.licenceVerifiedAt || !c.insuranceVerifiedAt;
  return {
    licenceExpired,
    insuranceExpired,
    suspended,
    documentsUnverified,
    canBid: !licenceExpired && !insuranceExpired && !suspended && !documentsUnverified,
  };
}

/**
 * A date typed over the one of an approved document is not a verified one
 * (docs/decisions/contractor-vetting.md): the company bids again once staff approve a document
 * with that expiry (the portal's renewal upload).
 */
function verificationAfterEdit(before: Contractor | undefined, input: ContractorInput) {
  if (!before) return {};
  return {
    ...(before.licenceExpiresOn !== input.licenceExpiresOn ? { licenceVerifiedAt: null } : {}),
    ...(before.insuranceExpiresOn !== input.insuranceExpiresOn
      ? { insuranceVerifiedAt: null }
      : {}),
  };
}

function contractorRow(c: Contractor, users: ContractorUser[], today: string) {
  return {
    id: c.id,
    companyName: c.companyName,
    licenceNumber: c.licenceNumber,
    licenceExpiresOn: c.licenceExpiresOn,
    insuredAmountCents: c.insuredAmountCents,
    insuranceExpiresOn: c.insuranceExpiresOn,
    bonded: c.bonded,
    yearsInBusiness: c.yearsInBusiness,
    serviceArea: c.serviceArea,
    contactName: c.contactName,
    email: c.email,
    phone: c.phone,
    status: c.isActive ? ('active' as const) : ('suspended' as const),
    averageRating: c.averageRating,
    flags: flagsOf(c, today),
    users: users
      .filter((u) => u.contractorId === c.id)
      .map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        invited: !u.passwordHash,
        isActive: u.isActive,
      })),
    createdAt: c.createdAt.toISOString(),
  };
}

export async function listContractors(
  deps: AdminContractorDeps,
  query: { search?: string; filter?: ContractorFilter; page: number; pageSize: number },
) {
  const today = isoDay(deps.clock.now());
  const { rows, counted } = await contractorPage(
    deps.db,
    { search: query.search, filter: query.filter, today },
    query.page,
    query.pageSize,
  );
  const users = await usersOfContractors(
    deps.db,
    rows.map((r) => r.id),
  );
  return pageAnswer(
    rows.map((r) => contractorRow(r, users, today)),
    counted,
    query.page,
    query.pageSize,
  );
}

const columnsOf = (input: ContractorInput) => ({
  companyName: input.companyName,
  licenceNumber: input.licenceNumber,
  licenceExpiresOn: input.licenceExpiresOn,
  insuredAmountCents: input.insuredAmount,
  insuranceExpiresOn: input.insuranceExpiresOn,
  bonded: input.bonded,
  yearsInBusiness: input.yearsInBusiness,
  serviceArea: input.serviceArea,
  contactName: input.contactName,
  email: input.email,
  phone: input.phone,
  isActive: input.status === 'active',
});

async function refuseTaken(db: AdminContractorDeps['db'], input: ContractorInput, id?: string) {
  const taken = await takenFields(db, input, id);
  const fields = {
    ...(taken.licenceNumber ? { licenceNumber: LICENCE_TAKEN } : {}),
    ...(taken.email ? { email: EMAIL_TAKEN } : {}),
  };
  if (Object.keys(fields).length > 0) throw conflict(Object.values(fields).join('. '), fields);
}

/** Fields whose value an edit changed, for the audit row (names only: no contact details). */
function changedFields(before: Contractor, after: Contractor) {
  return (Object.keys(before) as (keyof Contractor)[]).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** Suspending and reactivating are named in the audit log: they decide who may bid. */
function auditAction(before: Contractor | undefined, after: Contractor) {
  if (!before) return 'contractor.created';
  if (before.isActive === after.isActive) return 'contractor.updated';
  return after.isActive ? 'contractor.reactivated' : 'contractor.suspended';
}

/** Creates (no id) or edits a contractor, with its audit row in the same transaction. */
export async function saveContractor(
  deps: AdminContractorDeps,
  request: FastifyRequest,
  id: string | undefined,
  input: ContractorInput,
) {
  const now = deps.clock.now();
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const before = id ? await lockContractor(tx, id) : undefined;
      if (id && !before) throw notFound('Contractor not found');
      await refuseTaken(tx, input, id);
      const row = before
        ? (await updateContractor(tx, before.id, {
            ...columnsOf(input),
            ...verificationAfterEdit(before, input),
            updatedAt: now,
          }))!
        : await insertContractor(tx, {
            ...columnsOf(input),
            vettedAt: now,
            createdAt: now,
            updatedAt: now,
          });
      const action = auditAction(before, row);
      // A suspended company's people are signed out at once: they see the suspension when they
      // sign in again, and nothing of an owner's reaches them.
      const signedOut =
        action === 'contractor.suspended' ? await deleteContractorSessions(tx, row.id) : 0;
      await auditStaff(tx, request, now, {
        action,
        entityType: 'contractor',
        entityId: row.id,
        details: before
          ? { changed: changedFields(before, row), ...(signedOut ? { signedOut } : {}) }
          : { companyName: row.companyName, status: input.status },
      });
      return row;
    });
    const users = await usersOfContractors(deps.db, [saved.id]);
    return contractorRow(saved, users, isoDay(now));
  } catch (error) {
    // Two saves of the same licence at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw conflict('Another contractor already has these details');
    throw error;
  }
}

/** Invites a person to sign in for the contractor (a 'contractor' staff user). */
export async function inviteContractorUser(
  deps: AdminContractorDeps,
  request: FastifyRequest,
  id: string,
  input: { name: string; email: string },
) {
  const contractor = await findContractor(deps.db, id);
  if (!contractor) throw notFound('Contractor not found');
  const result = await inviteStaffUser(deps, request, {
    ...input,
    role: 'contractor',
    contractorId: contractor.id,
    joins: contractor.companyName,
  });
  return {
    success: true,
    message: `${result.reinvited ? 'A new invitation was' : 'An invitation was'} e-mailed to ${result.user.email}.`,
    ...result,
  };
}
