import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// What starts a formula in a spreadsheet cell (= + - @), and tab and carriage return, which some
// spreadsheets skip before reading one.
const FORMULA_START = '[=+\\-@\\t\\r]';
// A cell's start: the field's, or a piece after a character some reader splits cells or rows on
// (";" in French-Canadian and other Excels, tab, a line break), past spaces and quotes.
const formulaAtCellStart = new RegExp(`(^|[;\\t\\r\\n])([ "]*)(?=${FORMULA_START})`, 'g');

/**
 * One CSV line. Every field is quoted, and a field, or any piece of it that a spreadsheet could
 * read as a cell of its own, that starts like a formula gets an apostrophe in front, so the
 * spreadsheet shows it as text and never runs it (CSV injection).
 *
 * Why both. Quoting keeps any comma reader (the format) from splitting a field. But an Excel set
 * to a French-Canadian locale opens a .csv splitting on ";", and its quotes count only at the
 * start of a cell: in `"Jane","555;=cmd|..."` the second field's opening quote sits mid-cell
 * (after `"Jane",`), so ";" still splits there and `=cmd|...` becomes a cell of its own. Quoting
 * cannot prevent that split; the apostrophe after ";" makes the piece it creates harmless text.
 * The same holds for tab and line-break splitting readers.
 */
export function csvLine(values: (string | number | boolean | null | undefined)[]) {
  return `${values
    .map((value) => {
      const text = value === null || value === undefined ? '' : String(value);
      const defused = text.replace(formulaAtCellStart, "$1$2'");
      return `"${defused.replaceAll('"', '""')}"`;
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
