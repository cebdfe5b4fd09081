// "Licence", "License", "Lic.", "Licence No.", "Licence number:", "Licence #" typed before the
// number itself, ending in a space, colon or "#" (so "LIC12345" keeps its letters).
const typedPrefix = /^(?:licen[cs]e|lic\.)(?:\s+(?:number|no\.?))?(?:\s*[:#]\s*|\s+)/i;

/**
 * A licence number without the word "Licence" people type before it: a screen labels it
 * "Licence number" already, so "Licence AB-123" would read "Licence number: Licence AB-123".
 */
export function licenceNumberText(typed: string) {
  const trimmed = typed.trim();
  const bare = trimmed.replace(typedPrefix, '');
  return bare === '' ? trimmed : bare;
}
