import { describe, expect, it } from 'vitest';
import { optionLabel, yesNo } from '../constants/options.ts';
import { dateInWords } from './date-words.ts';
import { greetingLine, greetingName, welcomeText } from './greeting.ts';
import { licenceNumberText } from './licence-number.ts';
import { amountAsTyped, amountToCents, formatDollars, formatMoney } from './money.ts';
import { formatPostalCode } from './postal-code.ts';

// Issue #22 item 6: one way to write amounts, postal codes, dates, greetings and licences.
describe('amounts as they were typed', () => {
  it('drops ".00" from whole dollars and keeps real cents', () => {
    expect(formatDollars(1_190_000)).toBe('$11,900');
    expect(formatDollars(1_190_050)).toBe('$11,900.50');
    expect(formatMoney(1_190_000)).toBe('$11,900.00');
  });

  it('pre-fills a form with the amount as typed, which reads back the same', () => {
    expect(amountAsTyped(1_348_000)).toBe('13,480');
    expect(amountAsTyped(1_348_050)).toBe('13,480.50');
    expect(amountToCents(amountAsTyped(1_348_000))).toBe(1_348_000);
  });
});

describe('postal codes', () => {
  it('writes a Canadian postal code with its space', () => {
    expect(formatPostalCode('t3h5l2')).toBe('T3H 5L2');
    expect(formatPostalCode('T3H 5L2')).toBe('T3H 5L2');
    expect(formatPostalCode(' T3H  5L2 ')).toBe('T3H 5L2');
  });

  it('leaves anything else as typed, in upper case', () => {
    expect(formatPostalCode('90210')).toBe('90210');
    expect(formatPostalCode('t2p')).toBe('T2P');
  });
});

describe('dates in words', () => {
  it('writes a calendar day and an instant in words', () => {
    expect(dateInWords('2026-12-27')).toBe('December 27, 2026');
    expect(dateInWords(new Date('2026-12-27T23:30:00Z'))).toBe('December 27, 2026');
    expect(dateInWords(new Date('2026-12-28T03:00:00Z'), 'America/Edmonton')).toBe(
      'December 27, 2026',
    );
  });
});

describe('greetings', () => {
  it('greets everyone by first name, or says Hello', () => {
    expect(greetingName('Jane Homeowner')).toBe('Jane');
    expect(greetingName('  Pat  ')).toBe('Pat');
    expect(greetingLine('Jane Homeowner')).toBe('Hi Jane,');
    expect(greetingLine('')).toBe('Hello,');
    expect(greetingLine(null)).toBe('Hello,');
  });

  it('welcomes a first visit, and welcomes back a return', () => {
    expect(welcomeText('Jane', false)).toBe('Welcome, Jane');
    expect(welcomeText('Jane', true)).toBe('Welcome back, Jane');
  });
});

describe('licence numbers', () => {
  it('drops the word "Licence" typed before the number', () => {
    expect(licenceNumberText('Licence AB-123456')).toBe('AB-123456');
    expect(licenceNumberText('LICENSE NO. AB-1')).toBe('AB-1');
    expect(licenceNumberText('Licence number: AB-RC-10231')).toBe('AB-RC-10231');
    expect(licenceNumberText('Licence #4471')).toBe('4471');
  });

  it('keeps a number that only starts with the same letters', () => {
    expect(licenceNumberText('LIC12345')).toBe('LIC12345');
    expect(licenceNumberText('AB-123456')).toBe('AB-123456');
    expect(licenceNumberText('Licence')).toBe('Licence');
  });
});

describe('option labels and yes or no', () => {
  it("prefers the admin's own label for an option", () => {
    const options = [{ category: 'budget', value: 'under-5k', label: 'Less than $5,000' }];
    expect(optionLabel('budget', 'under-5k', options)).toBe('Less than $5,000');
    expect(optionLabel('budget', 'under-5000', options)).toBe('Less than $5,000');
    expect(optionLabel('urgency', 'within-month', options)).toBe('Within a month');
  });

  it('says Yes or No, never blank', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });
});
