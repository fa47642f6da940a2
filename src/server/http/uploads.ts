/**
 * Uploaded images (service pictures, stylist photos). An upload is trusted only by its bytes: the
 * magic number must be PNG, JPEG, WebP or GIF and the file must walk as one (chunks, segments or
 * blocks in bounds, sane dimensions, an end marker: ../uploads/sniff-image.ts). The client's file
 * name and type are ignored.
 * Accepted files are decoded and re-encoded (../uploads/clean-image.ts: bounded size, metadata
 * stripped), go to the image store (`src/server/images`) with their type, and are served at
 * /uploads/<content hash>.<ext> with that type, nosniff and immutable caching (a replaced image
 * gets a new address, never a rewrite). Refused files are never stored.
 */
import { tooLarge, unsupportedMedia } from '../domain/domain-error';
import { type ImageStore, imageUrl, keyOfUrl } from '../images/image-store';
import { cleanImage, ImageRefused } from '../uploads/clean-image';
import { type ImageKind, sniffImage } from '../uploads/sniff-image';
import { MAX_UPLOAD_BYTES, type UploadedFile } from './multipart';

/** Checks an upload; 413 when too large, 415 when it is not really an image. */
export function checkImage(file: UploadedFile): ImageKind {
  if (file.buffer.length > MAX_UPLOAD_BYTES) throw tooLarge('image_too_large');
  const kind = sniffImage(file.buffer);
  if (!kind) throw unsupportedMedia('image_invalid');
  return kind;
}

/** The upload decoded and re-encoded (bounded, metadata stripped); 413 for too many pixels. */
async function cleaned(file: UploadedFile) {
  checkImage(file);
  try {
    return await cleanImage(file.buffer);
  } catch (e) {
    if (!(e instanceof ImageRefused)) throw e;
    if (e.reason === 'too_many_pixels') throw tooLarge('image_too_many_pixels');
    throw unsupportedMedia('image_invalid');
  }
}

/** Checks, cleans and stores an upload; returns its public URL (`/uploads/<key>`). */
export async function storeImage(store: ImageStore, file: UploadedFile): Promise<string> {
  const image = await cleaned(file);
  return imageUrl(await store.put(image.bytes, image.mime));
}

/** Lets go of a stored image by its URL; URLs that are not ours (demo pictures, null) are left alone. */
export async function removeUpload(store: ImageStore, url: string | null | undefined): Promise<void> {
  const key = keyOfUrl(url);
  if (key) await store.release(key);
}

/**
 * Runs `save` with the stored image's URL (null without a file). The file is checked before
 * anything is written, and let go again when `save` fails, so a refused request leaves nothing.
 */
export async function saveWithImage<T>(
  store: ImageStore,
  file: UploadedFile | null,
  save: (url: string | null) => Promise<T>,
): Promise<T> {
  if (file) checkImage(file);
  const url = file ? await storeImage(store, file) : null;
  try {
    return await save(url);
  } catch (error) {
    await removeUpload(store, url);
    throw error;
  }
}
