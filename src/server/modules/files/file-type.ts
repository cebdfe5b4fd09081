import type { UploadContentType } from '#shared/constants/uploads.ts';

type Signature = { type: UploadContentType; bytes: number[]; offset?: number };

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * HEIC/HEIF from phones: an ISO media file whose first box is `ftyp` (after its 4-byte size)
 * with one of these major brands. `mif1`/`msf1` are generic HEIF brands that phones also write;
 * the decoder then tells whether it can read the image.
 */
const heifBrands = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/** The magic numbers of the types we accept (DECISIONS.md §5); names and headers lie. */
const signatures: Signature[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // \x89PNG\r\n\x1a\n
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  ...heifBrands.map((brand) => ({
    type: 'image/heic' as const,
    offset: 4,
    bytes: ascii(`ftyp${brand}`),
  })),
];

/** How many first bytes decide the type. */
export const SNIFF_BYTES = Math.max(...signatures.map((s) => (s.offset ?? 0) + s.bytes.length));

/** The type the first bytes of a file announce, or undefined for anything we do not accept. */
export function detectContentType(head: Uint8Array): UploadContentType | undefined {
  return signatures.find(({ bytes, offset = 0 }) => {
    return (
      head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte)
    );
  })?.type;
}
