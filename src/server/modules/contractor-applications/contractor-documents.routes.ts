import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractorDocument,
  contractorDocumentsResponse,
  pendingDocumentsResponse,
  rejectInput,
  renewalInput,
} from '#shared/schemas/contractor-applications.ts';
import { signedInContractor } from '../../plugins/auth.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import { documentedUploadForm } from '../files/upload-rules.ts';
import {
  contractorDocumentList,
  decideDocument,
  pendingDocuments,
  uploadRenewal,
  type DocumentDeps,
} from './contractor-documents.service.ts';
import { renewalUploads } from './document-upload.ts';

/**
 * The portal's Documents section (a contractor renews its licence, insurance or WCB letter),
 * and staff approving or rejecting the renewals.
 */
export const contractorDocumentRoutes: FastifyPluginAsyncZod<DocumentDeps> = async (app, deps) => {
  const asAdmin = routeShapes(app, 'admin');
  app.get(
    '/api/contractor/documents',
    {
      config: { access: 'contractor' },
      schema: { response: { 200: contractorDocumentsResponse } },
    },
    (request) => contractorDocumentList(deps, signedInContractor(request).contractorId),
  );

  app.post(
    '/api/contractor/documents',
    {
      config: {
        access: 'contractor',
        multipart: true,
        openapi: {
          requestBody: {
            'multipart/form-data': {
              schema: documentedUploadForm(renewalInput, renewalUploads),
              description: 'One renewed document with its new expiry date.',
            },
          },
        },
      },
      schema: { response: { 201: contractorDocument } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await uploadRenewal(deps, request, signedInContractor(request).contractorId)),
  );

  app.get(
    '/api/admin/contractor-documents',
    { config: { access: 'admin' }, schema: { response: { 200: pendingDocumentsResponse } } },
    () => pendingDocuments(deps.db),
  );
  asAdmin.rowById(
    'POST',
    '/api/admin/contractor-documents/:id/approve',
    contractorDocument,
    (id, request) => decideDocument(deps, request, id, { status: 'approved' }),
  );
  asAdmin.bodyById(
    'POST',
    '/api/admin/contractor-documents/:id/reject',
    { body: rejectInput, row: contractorDocument },
    (request, id, body) =>
      decideDocument(deps, request, id, { status: 'rejected', reason: body.reason }),
  );
};
