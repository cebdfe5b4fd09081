/** SPEC.md §5: once 10 digits are typed the phone reads (XXX) XXX-XXXX; otherwise as typed. */
export function formatPhone(input: string) {
  const digits = input.replace(/\D/g, '');
  if (digits.length !== 10) return input;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function phoneDigits(input: string) {
  return input.replace(/\D/g, '');
}

/**
 * What a phone number may hold: digits, spaces and + ( ) - . Nothing else, so no letters and no
 * ";" or "=" that a spreadsheet opening an export could read as a new cell or a formula.
 */
export function isPhoneText(input: string) {
  return /^[\d +().-]*$/.test(input);
}
