import { describe, expect, it } from 'vitest';
import {
  HIDDEN_EMAIL as E,
  HIDDEN_LICENCE as L,
  HIDDEN_NAME as N,
  HIDDEN_PHONE as P,
  HIDDEN_WEB as W,
  maskContact,
} from './contact-mask.ts';

// What must never survive masking, checked on adversarial and random text. Test-side patterns
// on bounded input; the code under test uses none like them.
const rawEmail =
  /[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9])/;
const rawPhone = /\d{3}[ .()\-–]{0,3}\d{3}[ .()\-–]{0,3}\d{4}/;
const leaks = (text: string) => rawEmail.test(text) || rawPhone.test(text);

describe('maskContact: phone numbers', () => {
  it.each([
    ['Call me at (403) 555-0134 after 5', `Call me at ${P} after 5`],
    ['cell 403.555.0134', `cell ${P}`],
    ['403 555 0134', P],
    ['+1 403 555 0134 or 4035550134', `${P} or ${P}`],
    ['+1 (403) 555-0134', P],
    ['(403)555-0134', P],
    ['1-403-555-0134', P],
    ['text 555-0134', `text ${P}`],
    ['UK office +44 20 7946 0958', `UK office ${P}`],
    ['403–555–0134', P],
    ['403 — 555 — 0134', P],
    ['403 / 555 / 0134', P],
    ['403/555/0134', P],
    ['403, 555, 0134', P],
    ['4 0 3 5 5 5 0 1 3 4', P],
    ['4 0 3 - 5 5 5 - 0 1 3 4', P],
    ['four zero three 555 0134', P],
    ['four oh three five five five zero one three four', P],
    ['Four Oh Three - 555 - 0134', P],
    ['403-555-0134 ext. 12', P],
    ['403 555 0134 x 7, thanks', `${P}, thanks`],
    ['Call me: 403-555-0134!', `Call me: ${P}!`],
    ['reach me at 403 555 0134.', `reach me at ${P}.`],
    ['tel:4035550134', `tel:${P}`],
    ['call4035550134 now', `call${P} now`],
    ['４０３-５５５-０１３４', P],
    ['my cell 403 555 0134 and roof since 2026-12-01', `my cell ${P} and roof since 2026-12-01`],
  ])('hides %j', (input, expected) => {
    expect(maskContact(input)).toBe(expected);
  });
});

describe('maskContact: e-mail and web addresses, handles', () => {
  it.each([
    ['jane.doe+roof@example.com please', `${E} please`],
    ['JANE@MAIL.EXAMPLE.CA', E],
    ['JaneDoe@Example.Com', E],
    ['jane_doe@mail.sub.example.ca', E],
    ['write to jane at gmail dot com', `write to ${E}`],
    ['pat at prairiepeak dot ca', E],
    ['pat AT prairiepeak DOT ca', E],
    ['jane(at)shaw(dot)ca', E],
    ['jane (at) shaw (dot) ca', E],
    ['jane [at] gmail [dot] com', E],
    ['jane {at} gmail {dot} com', E],
    ['jane<at>gmail<dot>com', E],
    ['jane[@]gmail[.]com', E],
    ['jane @ gmail . com', E],
    ['jane @gmail.com', E],
    ['jane at gmail.com', E],
    ['jane dot doe at gmail dot com', E],
    ['just jane at gmail', `just ${E}`],
    ['jane@gmail', E],
    ['4035550134@txt.example.ca', E],
    ['mailto:jane@x.ca', `mailto:${E}`],
    ['email us at info@prairiepeak.ca', `email us at ${E}`],
    ['find us at prairiepeak.ca', `find us at ${W}`],
    ['IG @prairiepeakroofing', `IG ${W}`],
    ['IG: @prairie.peak_roofing.', `IG: ${W}.`],
    ['see https://prairiepeak.ca/contact.', `see ${W}.`],
    ['(http://x.io)', `(${W})`],
    ['www.prairiepeak.ca', W],
    ['WWW.PrairiePeak.CA/reviews?page=2', W],
    ['prairiepeak.ca', W],
    ['prairie-peak.roofing', W],
    ['prairiepeak dot ca', W],
    ['facebook.com/prairiepeakroofing, or', `${W}, or`],
    ['prairiepeak.ca:8080/x', W],
  ])('hides %j', (input, expected) => {
    expect(maskContact(input)).toBe(expected);
  });
});

describe('maskContact: names and licence numbers', () => {
  const terms = { names: ['Prairie Peak Roofing', 'Pat Morrison'], licenceNumbers: ['AB-123456'] };

  it('hides everything in a bid note that leads to the bidder', () => {
    const note =
      'We are Prairie Peak Roofing - call Pat at 403 555 0199 or pat at prairiepeak dot ca';
    const masked = maskContact(note, terms);
    expect(masked).toBe(`We are ${N} - call Pat at ${P} or ${E}`);
    expect(masked).not.toMatch(/\d/);
    expect(masked.toLowerCase()).not.toContain('prairiepeak');
    expect(masked.toLowerCase()).not.toContain('prairie peak');
  });

  it.each([
    ['We are Prairie Peak - call Pat', `We are ${N} - call Pat`],
    ['prairie-peak roofing did my neighbour', `${N} did my neighbour`],
    ['PRAIRIEPEAK on google', `${N} on google`],
    ['Prairie  Peak Roofing Ltd.', `${N} Ltd.`],
    ["Ask for Pat Morrison's crew", `Ask for ${N}'s crew`],
    ['pat-morrison here', `${N} here`],
    [
      'Licence AB-123456, ab 123456, AB123456 or just 123456.',
      `Licence ${L}, ${L}, ${L} or just ${L}.`,
    ],
    // Whole words only: a name inside a longer word stays.
    ['Prairie Peaks and prairiepeaky stay', 'Prairie Peaks and prairiepeaky stay'],
  ])('hides %j', (input, expected) => {
    expect(maskContact(input, terms)).toBe(expected);
  });

  it('finds accented names written without accents, and ignores empty ones', () => {
    const names = ['Toitures Bélanger Inc.', '', null, undefined, '  '];
    expect(maskContact('Toitures Belanger a fait le toit', { names })).toBe(`${N} a fait le toit`);
    expect(maskContact('Demandez BÉLANGER', { names })).toBe(`Demandez ${N}`);
    expect(maskContact('No names here', { names: [null, ''], licenceNumbers: [undefined] })).toBe(
      'No names here',
    );
  });

  it('finds names written in fullwidth letters or with ligatures', () => {
    const names = ['Fifi Roofing'];
    expect(maskContact('ＦＩＦＩ and ﬁﬁ, not ﬁﬁﬁ', { names })).toBe(`${N} and ${N}, not ﬁﬁﬁ`);
  });

  it('keeps generic words of a company name and a core too short to be distinctive', () => {
    const names = ['The Roof Co', 'ABC Roofing'];
    expect(maskContact('The roof and the abc of it; The Roof Co', { names })).toBe(
      `The roof and the abc of it; ${N}`,
    );
  });

  it('copes with many and very long terms', () => {
    const names = Array.from({ length: 500 }, (_, i) => `${'x'.repeat(5_000)}${i}`);
    expect(maskContact('nothing to hide', { names, licenceNumbers: names })).toBe(
      'nothing to hide',
    );
  });
});

describe('maskContact: roof facts stay as written', () => {
  it.each([
    'Two layers of shingles, roof is 20 years old, about 2,400 sq ft.',
    'Start after 2026-12-01 please',
    'Inspection on 2026.12.01 or 01.12.2026',
    'Hail on 12/08, adjuster was out',
    'Budget around $15,000',
    'Budget $15,000-20,000, maybe $25,000 with eavestroughs',
    'Budget $15000 - 20000 or 1 250 000 $ for the whole block',
    'Re-roofed 1998-2002, then patched 2015 - 2020.',
    'Roof area 1800-2000 sq ft, 1200-1500 on the garage, 25 squares',
    'Paid 12345.67 last time',
    'House is 30 x 40, pitch 6/12, garage 4/12',
    '3 skylights, 1 chimney, 2 plumbing vents',
    'Prefer GAF Timberline HDZ or IKO Cambridge 30-year',
    'Quotes for Malarkey Vista and CertainTeed Landmark Pro please',
    'Ice & water shield along the eaves, synthetic underlayment elsewhere',
    'Toiture à refaire, bardeaux d’asphalte, pente 8/12 — merci! Réparée en 2019.',
    'e.g. drip edge, i.e. the metal strip; approx. 3.5 days. done.Then cleanup',
    'We can meet at noon dot or later; find the site.It is fine',
    'Meet at the house. It is the blue one',
    'Warranty: 10 years workmanship, 25 years manufacturer (2 layers tear-off).',
    'Budget 10k-20k; 1,250 sq ft main + 400 sq ft garage @ 2 storeys',
    'Photos in roof.jpg and quote.pdf',
    'Line one\nLine 2\r\n\n  indented\ttab 🏠 ✔︎ 😀',
    '',
  ])('keeps %j', (input) => {
    expect(maskContact(input)).toBe(input);
  });
});

/** mulberry32, as src/server/test-support/seeded-random.ts (shared code cannot import it). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('maskContact: adversarial input', () => {
  const repeat = (unit: string) => unit.repeat(Math.ceil(2_000 / unit.length)).slice(0, 2_000);
  const slow = 'Contact: a at b' + '  dot  b'.repeat(14) + '!';

  it.each([
    ['the message that blocked the old pattern for seconds', slow],
    ['the same, 200 times', 'Contact: a at b' + '  dot  b'.repeat(200) + '!'],
    ['"a at " over and over', repeat('a at ')],
    ['@ over and over', repeat('@')],
    ['full stops', repeat('.')],
    ['opening brackets', repeat('((((')],
    ['"dot " over and over', repeat('dot ')],
    ['"a(at" over and over', repeat('a(at')],
    ['one long word', repeat('a')],
    ['"a.b " over and over', repeat('a.b ')],
  ])('returns %s unchanged', (_, input) => {
    expect(maskContact(input, { names: ['a a a a', 'b'] })).toBe(input);
  });

  it.each([
    ['spaced digits', repeat('4 '), `${P} `],
    ['digit words', repeat('one '), `${P} `],
    ['"http://" over and over', repeat('http://'), `${W}:`],
    ['a path of domains', repeat('a.ca/'), W],
    ['"a@" over and over', repeat('a@'), `${E}@`],
  ])('hides %s in one piece', (_, input, expected) => {
    expect(maskContact(input)).toBe(expected);
  });

  it.each([
    ['"403-" over and over', repeat('403-')],
    ['"jane@x." over and over', repeat('jane@x.')],
    ['"a at b dot ca " over and over', repeat('a at b dot ca ')],
    ['"x.ca." over and over', repeat('x.ca.')],
    ['"@a " over and over', repeat('@a ')],
  ])('leaves no address or phone number in %s', (_, input) => {
    expect(leaks(maskContact(input))).toBe(false);
  });

  it('leaves no address or phone number in random printable text', () => {
    const random = seeded(20_261_130);
    for (let n = 0; n < 50; n++) {
      let text = '';
      while (text.length < 2_000) text += String.fromCharCode(32 + Math.floor(random() * 95));
      expect(leaks(maskContact(text)), text).toBe(false);
    }
  });

  it('leaves no address or phone number in random soups of address and phone pieces', () => {
    const random = seeded(7);
    const pieces = ['a', 'jane', ' at ', ' dot ', '@', '.', ' ', '(', ')', '[at]', '-', '+'];
    pieces.push('4', '03', '555', '0134', 'com', 'ca', 'gmail', 'www', '/', ':', ',', '\n');
    for (let n = 0; n < 200; n++) {
      let text = '';
      while (text.length < 2_000) text += pieces[Math.floor(random() * pieces.length)];
      expect(leaks(maskContact(text)), text).toBe(false);
    }
  });
});
