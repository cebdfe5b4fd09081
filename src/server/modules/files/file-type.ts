import type { UploadContentType } from '#shared/constants/uploads.ts';

/** The magic numbers of the types we accept (DECISIONS.md §5); names and headers lie. */
const signatures: { type: UploadContentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // \x89PNG\r\n\x1a\n
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** How many first bytes decide the type. */
export const SNIFF_BYTES = Math.max(...signatures.map((s) => s.bytes.length));

/** The type the first bytes of a file announce, or undefined for anything we do not accept. */
export function detectContentType(head: Uint8Array): UploadContentType | undefined {
  return signatures.find(
    ({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte),
  )?.type;
}
