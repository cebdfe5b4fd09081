import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 30-second steps,
 * 6 digits, what every authenticator app reads from an otpauth:// link. Written here (about 50
 * lines, checked against the RFCs' test vectors) rather than added as a dependency.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps expect for the secret. */
export function base32Encode(bytes: Uint8Array) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string) {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of text.toUpperCase()) {
    const index = BASE32.indexOf(character);
    if (index < 0) throw new Error('not a base32 secret');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random secret: 160 bits, RFC 4226's recommended length for HMAC-SHA1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** RFC 4226 HOTP: the code of one counter value. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** RFC 6238 TOTP: the code of the step `at` falls in. */
export const totpCode = (secret: string, at: Date, digits = TOTP_DIGITS) =>
  hotp(base32Decode(secret), totpStep(at), digits);

/**
 * The step whose code `code` is, looking one step either side of `at` (a phone's clock a little
 * off, a code typed as it changed), or undefined. Compared in constant time.
 */
export function matchingStep(secret: string, code: string, at: Date) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secret);
  const now = totpStep(at);
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return undefined;
}

/** The otpauth:// link an authenticator app reads (as a QR code or typed in). */
export function otpauthUri(secret: string, account: string, issuer = 'RoofBid') {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
