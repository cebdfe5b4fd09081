import { describe, expect, it } from 'vitest';
import { samples } from '../../test-support/upload-samples.ts';
import { detectContentType } from './file-type.ts';

describe('detectContentType', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(detectContentType(samples.pdf())).toBe('application/pdf');
    expect(detectContentType(samples.png())).toBe('image/png');
    expect(detectContentType(samples.jpeg())).toBe('image/jpeg');
  });

  it("knows HEIC by its ftyp box's brand, whatever the box's size", () => {
    const ftyp = (size: number, brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from(`ftyp${brand}\0\0\0\0mif1`)]);
    expect(detectContentType(ftyp(0x18, 'heic'))).toBe('image/heic');
    expect(detectContentType(ftyp(0x1c, 'mif1'))).toBe('image/heic');
    expect(detectContentType(ftyp(0x18, 'isom'))).toBeUndefined(); // an MP4 video
    expect(detectContentType(ftyp(0x18, 'heic').subarray(0, 11))).toBeUndefined();
  });

  it('knows nothing else, nor a file too short to tell', () => {
    expect(detectContentType(samples.exe())).toBeUndefined();
    expect(detectContentType(Buffer.from('<html><body>%PDF-'))).toBeUndefined();
    expect(detectContentType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectContentType(samples.png().subarray(0, 7))).toBeUndefined();
    expect(detectContentType(Buffer.alloc(0))).toBeUndefined();
  });
});
