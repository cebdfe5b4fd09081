import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `roofbid_test_<hex>`; per-file copies append another `_<hex>` to their run's template. */
export function uniqueDatabaseName(prefix = 'roofbid_test') {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
