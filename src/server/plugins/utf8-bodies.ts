import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

// Bodies that are text: JSON and forms. Uploads (multipart, images) are bytes and pass as sent.
const textBody =
  /^\s*(?:application\/(?:[\w.+-]*\+)?json|application\/x-www-form-urlencoded|text\/)/i;

/**
 * Refuses a JSON or form body that is not valid UTF-8. Node decodes such bytes as U+FFFD and
 * the request would otherwise be stored with its text silently changed; a client sending them
 * is broken or probing, and gets a 400 in the app's error body instead.
 */
export function registerUtf8Bodies(app: FastifyInstance) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!textBody.test(request.headers['content-type'] ?? '')) return payload;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const notUtf8 = () => badRequest('The request body is not valid UTF-8');
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          try {
            decoder.decode(chunk, { stream: true });
            done(null, chunk);
          } catch {
            done(notUtf8());
          }
        },
        flush(done) {
          try {
            decoder.decode();
            done();
          } catch {
            done(notUtf8());
          }
        },
      }),
    );
  });
}
