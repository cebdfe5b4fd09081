import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-database.ts';

// On PGlite every file of a worker shares one database (docs/decisions/test-databases.md).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the worker’s PGlite database', () => {
  it('is one a file, and a closed file’s view of it refuses every query', async () => {
    const database = await createTestDatabase();
    await expect(createTestDatabase()).rejects.toThrow('twice in one file');
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: 'PGlite is closed' },
    });
  });
});
