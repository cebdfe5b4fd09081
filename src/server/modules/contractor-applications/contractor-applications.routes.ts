import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationDecision,
  applicationDetail as applicationDetailSchema,
  applicationInput,
  applicationListQuery,
  applicationPage,
  applicationReceived,
  rejectInput,
  requestDocumentInput,
} from '#shared/schemas/contractor-applications.ts';
import { limitBy } from '../../plugins/rate-limit.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import { documentedUploadForm } from '../files/upload-rules.ts';
import {
  applicationDetail,
  approveApplication,
  listApplications,
  rejectApplication,
  requestDocument,
} from './application-review.service.ts';
import { submitApplication, type ApplyDeps } from './apply.service.ts';
import { applicationUploads } from './document-upload.ts';

/**
 * POST /api/contractor-applications: a company applies (/contractors/apply). The admin's
 * Applications queue: list, one with its documents, approve, reject, ask for a document. Admins
 * only, like the rest of the Contractors tab.
 */
export const contractorApplicationRoutes: FastifyPluginAsyncZod<ApplyDeps> = async (app, deps) => {
  const asAdmin = routeShapes(app, 'admin');
  app.post(
    '/api/contractor-applications',
    {
      config: {
        access: 'public',
        multipart: true,
        openapi: {
          requestBody: {
            'multipart/form-data': {
              schema: documentedUploadForm(applicationInput, applicationUploads),
              description:
                'The application form with the business licence, certificate of insurance and (optional) WCB clearance letter. Limited per address and per applicant e-mail.',
            },
          },
        },
        // Per address here; per applicant e-mail once the form is read (submitApplication).
        rateLimit: limitBy(deps.limits, 'application'),
      },
      schema: { response: { 201: applicationReceived } },
    },
    async (request, reply) => reply.status(201).send(await submitApplication(deps, request, reply)),
  );

  asAdmin.pagedList(
    '/api/admin/contractor-applications',
    { query: applicationListQuery, page: applicationPage },
    (query) => listApplications(deps, query),
  );
  asAdmin.rowById('GET', '/api/admin/contractor-applications/:id', applicationDetailSchema, (id) =>
    applicationDetail(deps.db, id),
  );
  asAdmin.rowById(
    'POST',
    '/api/admin/contractor-applications/:id/approve',
    applicationDecision,
    (id, request) => approveApplication(deps, request, id),
  );
  asAdmin.bodyById(
    'POST',
    '/api/admin/contractor-applications/:id/reject',
    { body: rejectInput, row: applicationDecision },
    (request, id, body) => rejectApplication(deps, request, id, body),
  );
  asAdmin.bodyById(
    'POST',
    '/api/admin/contractor-applications/:id/request-document',
    { body: requestDocumentInput, row: applicationDecision },
    (request, id, body) => requestDocument(deps, request, id, body),
  );
};
