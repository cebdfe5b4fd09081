import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/common.ts';
import {
  ownerRoofPhotos,
  quotePhotosAnswer,
  roofPhotoList,
  roofPhotoParams,
} from '#shared/schemas/roof-photos.ts';
import { signedInCustomer } from '../../plugins/auth.ts';
import { limitBy, limitPer, type RateLimits, type RouteLimit } from '../../plugins/rate-limit.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { documentedUploadForm } from '../files/upload-rules.ts';
import {
  addPhotos,
  auctionPhotos,
  openRoofPhoto,
  ownerPhotos,
  removePhoto,
  roofPhotoFields,
  roofPhotoUploads,
  type RoofPhotoDeps,
} from './roof-photos.service.ts';
import { clearQuotePhotos, setQuotePhotos } from './quote-photos.service.ts';

const owner = (request: FastifyRequest) => ({
  customerId: signedInCustomer(request).id,
  ip: request.ip,
});

const photoAnswers = {
  200: {
    description: 'The photo: a JPEG or PNG without any metadata',
    mediaTypes: ['image/jpeg', 'image/png'],
  },
};

const photoForm = (description: string) => ({
  requestBody: {
    'multipart/form-data': {
      schema: documentedUploadForm(roofPhotoFields, roofPhotoUploads),
      description,
    },
  },
});

/**
 * Roof photos (issue #23): the quote form sends them with the request, the owner adds and
 * removes them in the portal while bidding is open; staff list them; the copies are downloaded
 * under the rule in file-access.ts.
 */
export const roofPhotoRoutes: FastifyPluginAsyncZod<
  RoofPhotoDeps & { limits: RateLimits }
> = async (app, deps) => {
  const customer = { access: 'customer' } as const;
  // Anyone holding the quote request's id (the form that created it) may set its photos.
  const quoteRequest = {
    access: 'public',
    rateLimit: [
      limitBy(deps.limits, 'quotePhotos'),
      limitPer(deps.limits, 'quotePhotosLead', (r) => (r.params as { id?: string }).id ?? ''),
    ] satisfies RouteLimit[],
  } as const;

  app.put(
    '/api/contact/:id/photos',
    {
      config: {
        ...quoteRequest,
        multipart: true,
        openapi: photoForm(
          "The quote request's photos (1-8, JPG, PNG or HEIC), replacing any it had; stored without metadata, and the auction's once the request is paid.",
        ),
      },
      schema: { params: idParams, response: { 200: quotePhotosAnswer } },
    },
    (request) => setQuotePhotos(deps, request, request.params.id),
  );

  app.delete(
    '/api/contact/:id/photos',
    { config: quoteRequest, schema: { params: idParams, response: { 200: quotePhotosAnswer } } },
    (request) => clearQuotePhotos(deps, request.params.id, request.log),
  );

  app.get(
    '/api/customer/auctions/:id/photos',
    { config: customer, schema: { params: idParams, response: { 200: ownerRoofPhotos } } },
    (request) => ownerPhotos(deps, owner(request).customerId, request.params.id),
  );

  app.post(
    '/api/customer/auctions/:id/photos',
    {
      config: {
        ...customer,
        multipart: true,
        openapi: photoForm(
          'Up to 8 photos of the roof (JPG, PNG or HEIC); stored as JPEG or PNG without metadata.',
        ),
      },
      schema: { params: idParams, response: { 201: ownerRoofPhotos } },
    },
    async (request, reply) =>
      reply.status(201).send(await addPhotos(deps, request, owner(request), request.params.id)),
  );

  app.delete(
    '/api/customer/auctions/:id/photos/:photoId',
    { config: customer, schema: { params: roofPhotoParams, response: { 200: ownerRoofPhotos } } },
    (request) =>
      removePhoto(deps, owner(request), request.params.id, request.params.photoId, request.log),
  );

  app.get(
    '/api/admin/auctions/:id/photos',
    { config: { access: 'staff' }, schema: { params: idParams, response: { 200: roofPhotoList } } },
    (request) => auctionPhotos(deps.db, request.params.id),
  );

  for (const copy of ['display', 'original'] as const) {
    app.get(
      copy === 'display' ? '/api/roof-photos/:id' : '/api/roof-photos/:id/original',
      {
        config: { access: 'signed-in', openapi: { answers: photoAnswers } },
        schema: { params: idParams },
      },
      async (request, reply) => {
        const file = await openRoofPhoto(deps, request.params.id, copy, {
          customerId: request.customer?.id,
          staffRole: request.staff?.role,
          contractorId: request.staff?.contractorId ?? undefined,
        });
        return sendStoredFile(reply, file);
      },
    );
  }
};
