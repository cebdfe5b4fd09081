import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The answer to a form that failed validation: a 400 naming exactly these fields, each with the
 * message the form shows beside it.
 */
export function expectFieldErrors(
  response: LightMyRequestResponse,
  fields: Record<string, string>,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error.fields).toEqual(fields);
}

/** The whole answer to a refused request: `status` and exactly this error (the app's shape). */
export function expectErrorAnswer(
  response: LightMyRequestResponse,
  status: number,
  error: { code: string; message: string; fields?: Record<string, string> },
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error });
}
