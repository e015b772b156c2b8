import { AppError } from '../../http/app-error.ts';

export const photoTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const formats = ['png', 'jpeg', 'webp', 'gif'];
export const PHOTO_SIZE = 256;

/**
 * Checks that `input` really is a PNG, JPEG, WebP or GIF image (by its content, not its
 * declared type) and turns it into a square WebP of 256 pixels, upright, metadata stripped.
 */
export async function processPhoto(input: Buffer): Promise<Buffer> {
  const refuse = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send a PNG, JPEG, WebP or GIF image');
  // Loaded on first use: importing sharp costs every start ~0.2 s and ~10 MB for a rare action.
  const { default: sharp } = await import('sharp');
  try {
    // A decompression bomb stops at the pixel limit instead of filling the memory.
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !formats.includes(format)) throw refuse();
    return await image
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse();
  }
}
