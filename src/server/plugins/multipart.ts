import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import { AppError } from '../errors.ts';
import {
  defaultUploadLimits,
  uploadSlots,
  type UploadLimits,
  type UploadSlots,
} from './upload-slots.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route receives uploads (multipart/form-data) through receiveUpload(). */
    multipart?: boolean;
  }
  interface FastifyInstance {
    /** The uploads this instance is receiving; receiveUpload() takes a slot for each. */
    uploadSlots: UploadSlots;
  }
}

const isMultipart = (contentType: string | undefined) =>
  contentType !== undefined && /^\s*multipart\/form-data\b/i.test(contentType);

/**
 * Multipart bodies, for the routes that take uploads. The limits here bound any request;
 * receiveUpload() narrows them to the route's policy. Other routes keep refusing multipart
 * with 415, as they did before uploads existed: a form that any site can post (multipart needs
 * no CORS preflight) reaches only the routes built to read one.
 */
export async function registerMultipart(
  app: FastifyInstance,
  limits: UploadLimits = defaultUploadLimits,
) {
  app.decorate('uploadSlots', uploadSlots(limits));
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 10,
      fields: 40,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      parts: 50,
      headerPairs: 100,
    },
  });
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.multipart && isMultipart(request.headers['content-type'])) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported Media Type', 415);
    }
  });
  // An upload refused part-way leaves the rest of the body unread: close the connection rather
  // than read it, as Fastify does for a body over its limit.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.multipart && !request.raw.complete) {
      reply.header('connection', 'close');
    }
  });
}
