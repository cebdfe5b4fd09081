import { describe, expect, it } from 'vitest';
import { samples } from '../../test-support/upload-samples.ts';
import { detectContentType } from './file-type.ts';

describe('detectContentType', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(detectContentType(samples.pdf())).toBe('application/pdf');
    expect(detectContentType(samples.png())).toBe('image/png');
    expect(detectContentType(samples.jpeg())).toBe('image/jpeg');
  });

  it('knows nothing else, nor a file too short to tell', () => {
    expect(detectContentType(samples.exe())).toBeUndefined();
    expect(detectContentType(Buffer.from('<html><body>%PDF-'))).toBeUndefined();
    expect(detectContentType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectContentType(samples.png().subarray(0, 7))).toBeUndefined();
    expect(detectContentType(Buffer.alloc(0))).toBeUndefined();
  });
});
