import { describe, expect, it } from 'vitest';
import {
  NOT_GIVEN,
  optionLabel,
  optionText,
  paymentTierLabel,
  yearsInBusinessText,
} from './options.ts';

// Issue #9 item 18: screens printed stored codes ("replacement / standard") and a blank
// "years in business" as "0 years in business".
describe('labels for stored values', () => {
  it('name each option by its label, other spellings included', () => {
    expect(optionText('projectType', 'replacement')).toBe('Roof replacement');
    expect(optionText('urgency', 'standard')).toBe('Within a month');
    expect(optionText('budget', '20000-50000')).toBe('$20,000+');
  });

  it('put a value admins added since in words instead of showing its code', () => {
    expect(optionLabel('projectType', 'skylight-repair')).toBe('Skylight repair');
  });

  it('say "not given" when there is no value', () => {
    expect(optionText('projectType', null)).toBe(NOT_GIVEN);
    expect(optionText('budget', '  ')).toBe(NOT_GIVEN);
    expect(optionLabel('budget', undefined)).toBe('');
  });

  it('name what an abandoned checkout was going to charge', () => {
    expect(paymentTierLabel('standard')).toBe('Standard price');
    expect(paymentTierLabel('payment offer')).toBe('Staff payment offer');
    expect(paymentTierLabel('coupon SAVE20')).toBe('Coupon SAVE20');
    expect(paymentTierLabel(null)).toBe(NOT_GIVEN);
  });

  it('count years in business, and say they were not given', () => {
    expect(yearsInBusinessText(12)).toBe('12 years in business');
    expect(yearsInBusinessText(1)).toBe('1 year in business');
    expect(yearsInBusinessText(0)).toBe('0 years in business');
    expect(yearsInBusinessText(null)).toBe('years in business not given');
  });
});
