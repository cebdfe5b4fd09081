import { describe, expect, it } from 'vitest';
import { HIDDEN_EMAIL, HIDDEN_PHONE, maskContact } from './mask-contact.ts';

describe('maskContact', () => {
  it.each([
    ['Call me at (403) 555-0134 after 5', `Call me at ${HIDDEN_PHONE} after 5`],
    ['cell 403.555.0134', `cell ${HIDDEN_PHONE}`],
    ['+1 403 555 0134 or 4035550134', `${HIDDEN_PHONE} or ${HIDDEN_PHONE}`],
    ['text 555-0134', `text ${HIDDEN_PHONE}`],
    ['jane.doe+roof@example.com please', `${HIDDEN_EMAIL} please`],
    ['write to jane at gmail dot com', `write to ${HIDDEN_EMAIL}`],
    ['jane(at)shaw(dot)ca', HIDDEN_EMAIL],
    ['JANE@MAIL.EXAMPLE.CA', HIDDEN_EMAIL],
  ])('hides contact details in %j', (input, expected) => {
    expect(maskContact(input)).toBe(expected);
  });

  it.each([
    'Two layers of shingles, roof is 20 years old, about 2,400 sq ft.',
    'Start after 2026-12-01 please',
    'Hail on 12/08, adjuster was out',
    'Budget around $15,000',
  ])('keeps roof facts in %j', (input) => {
    expect(maskContact(input)).toBe(input);
  });
});
