import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvLine, sendCsv } from './csv.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';

describe('csvLine', () => {
  it('quotes every field and defuses formulas', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', null, 3, true])).toBe(
      '"plain","a,b","say ""hi""","","3","true"\r\n',
    );
    expect(csvLine(['=HYPERLINK("x")', '+1', '-2', '@cmd', '\t=1', ' =1'])).toBe(
      `"'=HYPERLINK(""x"")","'+1","'-2","'@cmd","'\t=1"," '=1"\r\n`,
    );
  });

  // Issue #21 item 8: Excel in a French-Canadian locale splits a .csv on ";".
  it('defuses a formula after ";", a tab or a line break, where a spreadsheet may start a cell', () => {
    const phone = ";=cmd|'/C calc 4035550100'!A0;";
    expect(csvLine(['Jane', phone])).toBe(`"Jane",";'=cmd|'/C calc 4035550100'!A0;"\r\n`);
    expect(csvLine(['a; +1', 'b;"@x', 'c\t-1', 'd\n=1', 'e\r\n=1'])).toBe(
      `"a; '+1","b;""'@x","c\t'-1","d\n'=1","e\r\n'=1"\r\n`,
    );
    // Every piece a ";" reader would make starts harmlessly.
    const pieces = csvLine(['Jane', phone, '555;-1;@2']).split(';');
    for (const piece of pieces.slice(1)) expect(piece).not.toMatch(/^[ "]*[=+\-@]/);
    // Text that only contains these characters stays as it was.
    expect(csvLine(['1-800-555-0199', 'a=b', 'x@example.com', 'a;b'])).toBe(
      '"1-800-555-0199","a=b","x@example.com","a;b"\r\n',
    );
  });
});

describe('sendCsv', () => {
  async function download(rows: () => AsyncIterable<{ n: number }>) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/export.csv', (_request, reply) =>
      sendCsv(reply, 'export.csv', ['n'], rows(), (row) => [row.n]),
    );
    const res = await app.inject({ method: 'GET', url: '/export.csv' });
    await app.close();
    return res;
  }

  it('streams the header and every row', async () => {
    const res = await download(async function* () {
      yield* [{ n: 1 }, { n: 2 }];
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(res.body).toBe('"n"\r\n"1"\r\n"2"\r\n');
  });

  it('answers an error, not a 200 cut short, when the query fails before the first row', async () => {
    // What drizzle throws for a value PostgreSQL refuses (here: NUL in a search).
    const refused = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
    });
    const res = await download(async function* () {
      const firstBatch: { n: number }[] = await Promise.reject(refused);
      yield* firstBatch;
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});
