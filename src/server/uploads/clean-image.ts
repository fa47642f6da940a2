/**
 * Every uploaded image is decoded and drawn again before it is kept: the decoder refuses pictures
 * of more than MAX_INPUT_PIXELS (a 20000 x 20000 PNG is 1.2 GB once decoded, however small its
 * file), the result is at most MAX_SIDE pixels on its longer side, turned upright by its EXIF
 * orientation, and carries no metadata at all (EXIF, GPS, comments and colour profiles are left
 * behind). Pure: bytes in, bytes out; where the result is stored is another module's business.
 */
import type { Metadata } from 'sharp';

export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_SIDE = 2000;

export type CleanImage = { bytes: Buffer; mime: string; ext: 'png' | 'jpg' | 'webp' | 'gif' };

export class ImageRefused extends Error {
  constructor(readonly reason: 'too_many_pixels' | 'undecodable') {
    super(reason);
  }
}

/** The image re-encoded in its own format family (PNG, JPEG, WebP, GIF), bounded and stripped. */
export async function cleanImage(input: Buffer): Promise<CleanImage> {
  // loaded on the first upload, not with the server: its native library is a tenth of a second of start
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('undecodable');
  }
  if (!meta.width || !meta.height) throw new ImageRefused('undecodable');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRefused('too_many_pixels');
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    switch (meta.format) {
      case 'png':
        return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), mime: 'image/png', ext: 'png' };
      case 'webp':
        return { bytes: await image.webp({ quality: 85 }).toBuffer(), mime: 'image/webp', ext: 'webp' };
      case 'gif':
        return { bytes: await image.gif().toBuffer(), mime: 'image/gif', ext: 'gif' };
      default:
        return {
          bytes: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
          mime: 'image/jpeg',
          ext: 'jpg',
        };
    }
  } catch {
    throw new ImageRefused('undecodable');
  }
}
