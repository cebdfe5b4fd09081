// Placeholder until the linear-time scanner lands (branch `mask`): same signature.
export const HIDDEN_EMAIL = '[e-mail hidden]';
export const HIDDEN_PHONE = '[phone hidden]';

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const spelledEmail =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\s+at\s+)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*[\p{L}\p{N}-]+)*\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*(?:com|ca|net|org|io|co|info|me)\b/giu;
// A run of digits and the characters people put between them (+1 (403) 555-0134, 403.555.0134).
const digitRun = /\+?\(?\d[\d\s().\-–]{5,}\d/g;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function maskContact(text: string, _terms?: MaskTerms): string {
  return text
    .replace(email, HIDDEN_EMAIL)
    .replace(spelledEmail, HIDDEN_EMAIL)
    .replace(digitRun, (run) => {
      const digits = run.replace(/\D/g, '');
      if (digits.length < 7 || isoDate.test(run.trim())) return run;
      return HIDDEN_PHONE;
    });
}

export type MaskTerms = {
  names?: (string | null | undefined)[];
  licenceNumbers?: (string | null | undefined)[];
};
