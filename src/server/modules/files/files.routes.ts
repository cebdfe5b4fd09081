import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/common.ts';
import { sendStoredFile } from './send-stored-file.ts';
import { openFileFor, type FileDeps } from './files.service.ts';

/** GET /api/files/:id: an uploaded invoice or photo, for those allowed to see it. */
export const fileRoutes: FastifyPluginAsyncZod<FileDeps> = async (app, deps) => {
  app.get(
    '/api/files/:id',
    {
      config: {
        access: 'signed-in',
        openapi: {
          answers: {
            200: {
              description: 'The file as uploaded (an invoice or a photo)',
              mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
            },
          },
        },
      },
      schema: { params: idParams },
    },
    async (request, reply) => {
      const file = await openFileFor(deps, request.params.id, {
        customerId: request.customer?.id,
        staffRole: request.staff?.role,
        contractorId: request.staff?.contractorId ?? undefined,
      });
      return sendStoredFile(reply, file);
    },
  );
};
