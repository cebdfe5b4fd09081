import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

let database: Database;

it('is one a file: a second would empty the first one’s data', async () => {
  database = await createTestDatabase();
  await expect(createTestDatabase()).rejects.toThrow('twice in one file');
  await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
});

// On PGlite every file of a worker shares one database (docs/decisions/test-databases.md).
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'on PGlite, a closed file’s view of the worker’s database refuses every query',
  async () => {
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: 'PGlite is closed' },
    });
  },
);
