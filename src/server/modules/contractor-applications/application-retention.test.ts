import { describe, expect, it } from 'vitest';
import { contractorDocuments } from '../../db/schema/contractor-applications.ts';
import { files } from '../../db/schema/files.ts';
import { createDatabaseStorage } from '../../integrations/storage/database-storage.ts';
import { deleteUnneededUploads, ENDED_APPLICATION_DAYS } from '../../jobs/upload-retention.ts';
import { rowCount } from '../../test-support/counts.ts';
import {
  adminCall,
  applied,
  clock,
  database,
  storedApplication,
  useApplicationsApp,
} from './contractor-applications.test-setup.ts';

useApplicationsApp({ at: '2026-06-01T15:00:00Z' });

const DAY_MS = 86_400_000;
const url = (id: string, action: string) => `/api/admin/contractor-applications/${id}/${action}`;

const cleanUp = () =>
  deleteUnneededUploads({
    db: database.db,
    storage: createDatabaseStorage(database.db),
    clock,
  });
const later = (days: number) => clock.set(new Date(clock.now().getTime() + days * DAY_MS));

describe('the documents of an application that ended without a contractor', () => {
  it('are deleted with it after 180 days; approved and waiting ones are kept', async () => {
    const rejected = await applied({ email: 'rejected@example.com', licenceNumber: 'AB-1' });
    const stalled = await applied({ email: 'stalled@example.com', licenceNumber: 'AB-2' });
    const approved = await applied({ email: 'approved@example.com', licenceNumber: 'AB-3' });
    const waiting = await applied({ email: 'waiting@example.com', licenceNumber: 'AB-4' });
    const reason = 'The licence number does not match the registry.';
    expect((await adminCall('POST', url(rejected, 'reject'), { reason })).statusCode).toBe(200);
    const ask = { kind: 'wcb', reason: 'Please send the WCB clearance letter.' };
    expect((await adminCall('POST', url(stalled, 'request-document'), ask)).statusCode).toBe(200);
    expect((await adminCall('POST', url(approved, 'approve'))).statusCode).toBe(200);
    expect(await rowCount(database, files)).toBe(12);

    later(ENDED_APPLICATION_DAYS - 1);
    expect(await cleanUp()).toMatchObject({ applications: 0, files: 0 });

    later(2);
    expect(await cleanUp()).toMatchObject({ applications: 2, files: 6 });
    expect(await rowCount(database, files)).toBe(6);
    expect(await rowCount(database, contractorDocuments)).toBe(6);
    // The approved company's record and the one staff have not answered yet stay.
    expect((await storedApplication(approved)).status).toBe('approved');
    expect((await storedApplication(waiting)).status).toBe('submitted');
  });
});
