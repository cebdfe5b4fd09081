/**
 * A random key for an action (at least 32 characters, as the server asks), so a retry is
 * recognised by the server.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
