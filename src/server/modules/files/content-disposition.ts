import type { UploadContentType } from '#shared/constants/uploads.ts';

const extensions: Record<UploadContentType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/heic': '.heic',
};

/**
 * The name a download is saved under: the uploader's name reduced to letters, digits and a
 * few marks, with the extension of what the file really is (a "photo.html" that is a PNG is
 * saved as "photo.png").
 */
export function downloadName(originalName: string, contentType: UploadContentType) {
  const base = (originalName.split(/[/\\]/).pop() ?? '')
    .replace(/\.[\p{L}\p{N}]{1,8}$/u, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[ ._-]+|[ ._-]+$/g, '')
    .slice(0, 100);
  return `${base || 'file'}${extensions[contentType]}`;
}

/** RFC 5987 encoding for `filename*`. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * PDFs download; images may show in the browser. The plain `filename` is ASCII for old
 * clients, `filename*` carries the real name.
 */
export function contentDisposition(originalName: string, contentType: UploadContentType) {
  const name = downloadName(originalName, contentType);
  const disposition = contentType === 'application/pdf' ? 'attachment' : 'inline';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
