import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { rowCount } from '../../test-support/counts.ts';
import {
  allDocuments,
  applicationFields,
  database,
  sendApplication,
  useApplicationsApp,
} from './contractor-applications.test-setup.ts';

const HOUR = 3_600_000;
useApplicationsApp({
  app: {
    rateLimits: {
      application: { max: 4, windowMs: HOUR },
      applicationEmail: { max: 2, windowMs: HOUR },
    },
  },
});

describe('POST /api/contractor-applications limits', () => {
  it('is limited per address and per applicant e-mail', async () => {
    const fromOne = [];
    for (let i = 0; i < 3; i++) {
      const res = await sendApplication(
        [...applicationFields({ email: `owner${i}@firm.example.com` }), ...allDocuments()],
        '198.51.100.7',
      );
      fromOne.push(res.statusCode);
    }
    const sameEmail = [];
    for (let i = 0; i < 3; i++) {
      const res = await sendApplication(
        [...applicationFields(), ...allDocuments()],
        `198.51.100.${20 + i}`,
      );
      sameEmail.push(res.statusCode);
    }
    expect(fromOne).toEqual([201, 201, 201]);
    expect(sameEmail).toEqual([201, 201, 429]);
    const more = [];
    for (let i = 3; i < 5; i++) {
      const res = await sendApplication(
        [...applicationFields({ email: `owner${i}@firm.example.com` }), ...allDocuments()],
        '198.51.100.7',
      );
      more.push(res.statusCode);
    }
    expect(more).toEqual([201, 429]);
    // A refused one leaves no file: 6 applications of 3 documents each.
    expect(await rowCount(database, files)).toBe(18);
  });
});
