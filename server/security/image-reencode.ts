// Re-encodes an uploaded image with sharp, in its own format: only the pixels survive, so EXIF
// (GPS, camera serials), text chunks, comments and anything appended after the image data are
// gone. Images over the pixel limit are refused from their header, before any decoding.
import sharp from 'sharp';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

const FORMAT: Record<ImageMime, 'png' | 'jpeg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

export type ReencodeResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'tooManyPixels' | 'unreadable' };

export function isImageMime(mime: string): mime is ImageMime {
  return Object.hasOwn(FORMAT, mime);
}

export async function reencodeImage(bytes: Uint8Array, mime: ImageMime, maxInputPixels: number): Promise<ReencodeResult> {
  const format = FORMAT[mime];
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format || !meta.width || !meta.height) return { ok: false, reason: 'unreadable' };
    if (meta.width * meta.height > maxInputPixels) return { ok: false, reason: 'tooManyPixels' };
    // rotate(): applies the EXIF orientation to the pixels before the metadata is dropped.
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', pages: 1 }).rotate();
    const out =
      format === 'png'
        ? image.png()
        : format === 'jpeg'
          ? image.jpeg({ quality: 90 })
          : image.webp({ quality: 90 });
    return { ok: true, bytes: new Uint8Array(await out.toBuffer()) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
