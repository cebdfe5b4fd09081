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
