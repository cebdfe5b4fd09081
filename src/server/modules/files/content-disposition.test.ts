import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName } from './content-disposition.ts';

describe('download names', () => {
  it('keep letters in any language and take the extension of the real type', () => {
    expect(downloadName('Facture été.PDF', 'application/pdf')).toBe('Facture été.pdf');
    expect(downloadName('roof.exe', 'image/jpeg')).toBe('roof.jpg');
    expect(downloadName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(downloadName('new roof. final', 'image/png')).toBe('new roof. final.png');
    expect(downloadName('', 'application/pdf')).toBe('file.pdf');
    expect(downloadName('x'.repeat(300), 'application/pdf')).toHaveLength(104);
  });

  it('are ASCII in filename and exact in filename*', () => {
    expect(contentDisposition('Facture été.pdf', 'application/pdf')).toBe(
      `attachment; filename="Facture _t_.pdf"; filename*=UTF-8''Facture%20%C3%A9t%C3%A9.pdf`,
    );
    expect(contentDisposition("it's (1).png", 'image/png')).toBe(
      `inline; filename="it_s (1).png"; filename*=UTF-8''it_s%20%281%29.png`,
    );
  });
});
