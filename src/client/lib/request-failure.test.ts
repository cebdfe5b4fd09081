import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/errors.ts';
import { ApiError } from './api-client.ts';
import { failureDescription, refusalReason } from './request-failure.ts';

const apiError = (status: number, body?: ApiErrorBody) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

const formText = 'Please check your information and try again.';

describe('what a form says when its request fails', () => {
  it('explains a request refused for the address the page was opened at', () => {
    const message =
      'This page was opened at an address the server does not serve. Please open http://localhost:5000 and try again.';
    const error = apiError(403, { error: { code: 'CROSS_SITE_REFUSED', message } });
    expect(refusalReason(error)).toBe(message);
    expect(failureDescription(error, formText)).toBe(message);
    // Even without the server's words it does not blame the user.
    const bare = new ApiError(403, '403: Forbidden', {
      error: { code: 'CROSS_SITE_REFUSED', message: '' },
    });
    expect(failureDescription(bare, formText)).toMatch(
      /opened at an address the server does not serve/,
    );
  });

  it('says "too many attempts" instead of blaming the input', () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    const error = apiError(429, { error: { code: 'RATE_LIMITED', message } });
    expect(failureDescription(error, formText)).toBe(message);
  });

  it('says the site is busy when too many uploads are arriving, not that the input is wrong', () => {
    const message = 'Many uploads are arriving right now. Please try again in a minute.';
    const error = apiError(503, { error: { code: 'SERVER_BUSY', message } });
    expect(failureDescription(error, formText)).toBe(message);
  });

  it('says the site cannot save for now when its database is out of reach, not that the input is wrong', () => {
    const message = 'The site cannot save or load this right now. Please try again in a minute.';
    const error = apiError(503, { error: { code: 'SERVICE_UNAVAILABLE', message } });
    expect(failureDescription(error, formText)).toBe(message);
  });

  it("keeps the form's own text for everything else", () => {
    const invalid = apiError(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please correct the highlighted fields',
        fields: {},
      },
    });
    const forbidden = apiError(403, { error: { code: 'FORBIDDEN', message: 'No' } });
    for (const error of [
      invalid,
      forbidden,
      new ApiError(502, '502: Bad Gateway'),
      new Error('x'),
    ]) {
      expect(refusalReason(error)).toBeUndefined();
      expect(failureDescription(error, formText)).toBe(formText);
    }
  });
});
