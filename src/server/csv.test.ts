import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.ts';

describe('csvLine', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', null, 3, true])).toBe(
      'plain,"a,b","say ""hi""",,3,true\r\n',
    );
    expect(csvLine(['=HYPERLINK("x")', '+1', '-2', '@cmd'])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@cmd\r\n`,
    );
  });
});
