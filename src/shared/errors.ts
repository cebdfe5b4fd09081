import { z } from 'zod';

/** Machine-readable error codes the API answers with. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  // A state-changing request from a page at an address the server does not serve as its own.
  'CROSS_SITE_REFUSED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  // An upload that stopped arriving, or took far longer than its size needs.
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  // The server is receiving as many uploads as it takes at once; try again shortly.
  'SERVER_BUSY',
  'PAYMENT_FAILED',
  'NOT_READY',
  // The database (or another server a request needs) cannot be reached for now; try again soon.
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The body of every non-OK API response: `{ error: { code, message, fields? } }`. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    // Field path (dot-separated) -> message, for forms to show next to the field.
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
