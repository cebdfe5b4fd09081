import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * One CSV line. Cells are quoted when needed; a cell starting with = + - @ gets a leading
 * apostrophe so a spreadsheet does not run it as a formula (CSV injection).
 */
export function csvLine(values: (string | number | boolean | null | undefined)[]) {
  return `${values
    .map((value) => {
      let text = value === null || value === undefined ? '' : String(value);
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\r\n`;
}

/**
 * Streams rows as a CSV download, so an export of any size never sits in memory whole. The first
 * rows are read before the answer starts: a query the database refuses is an error answer, not
 * a 200 whose download stops half-way.
 */
export async function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  header: string[],
  rows: AsyncIterable<T>,
  toValues: (row: T) => (string | number | boolean | null | undefined)[],
) {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* lines() {
    yield csvLine(header);
    for (let next = first; !next.done; next = await iterator.next()) {
      yield csvLine(toValues(next.value));
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
