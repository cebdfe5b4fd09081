/** SPEC.md §2 /qr-code: the generator's codes are 300×300 (error correction M, by our server). */
export const QR_SIZE = 300;
/** The flyer's code is printed about 8 cm wide: twice the pixels keep its edges sharp. */
export const QR_PRINT_SIZE = 600;

/** A PNG of the QR code for `url`, made by the app's own server (GET /api/qr-code.png). */
export const qrImageUrl = (url: string, size = QR_SIZE) =>
  `/api/qr-code.png?size=${size}&data=${encodeURIComponent(url)}`;
