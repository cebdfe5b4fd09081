import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../integrations/storage/file-storage.ts';
import { contentDisposition } from './content-disposition.ts';

/** Answers a stored file as a private download that no browser may take for another type. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', contentDisposition(file.originalName, file.contentType))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
