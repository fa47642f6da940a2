/**
 * Uploaded images (service pictures, stylist photos). An upload is trusted only by its bytes: the
 * magic number must be PNG, JPEG, WebP or GIF and the file must walk as one (chunks, segments or
 * blocks in bounds, sane dimensions, an end marker). The client's file name and type are ignored.
 * Accepted files are decoded and re-encoded (../uploads/clean-image.ts: bounded size, metadata
 * stripped), go to the image store (`src/server/images`) with their type, and are served at
 * /uploads/<content hash>.<ext> with that type, nosniff and immutable caching (a replaced image
 * gets a new address, never a rewrite). Refused files are never stored.
 */
import { crc32 } from 'node:zlib';
import { tooLarge, unsupportedMedia } from '../domain/domain-error';
import { type ImageStore, imageUrl, keyOfUrl } from '../images/image-store';
import { cleanImage, ImageRefused } from '../uploads/clean-image';
import { MAX_UPLOAD_BYTES, type UploadedFile } from './multipart';

export type ImageKind = { ext: 'png' | 'jpg' | 'webp' | 'gif'; mime: string };

const MAX_SIDE = 20_000;
const saneSize = (w: number, h: number) => w > 0 && h > 0 && w <= MAX_SIDE && h <= MAX_SIDE;
const ascii = (b: Buffer, at: number, n: number) => b.toString('latin1', at, at + n);

/** PNG: signature, IHDR first, every chunk in bounds with a correct CRC, IDAT, then IEND. */
function isPng(b: Buffer): boolean {
  if (b.length < 8 || !b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return false;
  let at = 8;
  let sawData = false;
  for (let first = true; at + 12 <= b.length; first = false) {
    const len = b.readUInt32BE(at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + len;
    if (!/^[A-Za-z]{4}$/.test(type) || end > b.length) return false;
    if (crc32(b.subarray(at + 4, at + 8 + len)) !== b.readUInt32BE(at + 8 + len)) return false;
    if (
      first &&
      (type !== 'IHDR' || len !== 13 || !saneSize(b.readUInt32BE(at + 8), b.readUInt32BE(at + 12)))
    )
      return false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData;
    at = end;
  }
  return false;
}

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: SOI, length-prefixed segments in bounds, a frame header with sane dimensions, scans, EOI. */
function isJpeg(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  let sawFrame = false;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return false; // EOI before any scan
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const len = b.readUInt16BE(at + 2);
    if (len < 2 || at + 2 + len > b.length) return false;
    if (isSof(marker)) {
      if (len < 8 || !saneSize(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5))) return false;
      sawFrame = true;
    }
    at += 2 + len;
    if (marker !== 0xda) continue;
    if (!sawFrame) return false;
    // Entropy-coded data runs to the next marker that is not a stuffed byte or a restart marker.
    while (
      at + 1 < b.length &&
      !(b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7))
    )
      at += 1;
    if (at + 1 >= b.length) return false;
    if (b[at + 1] === 0xd9) return true;
  }
  return false;
}

/** Skips GIF data sub-blocks; returns the offset after the terminator, or -1. */
function skipSubBlocks(b: Buffer, at: number): number {
  while (at < b.length) {
    const n = b[at]!;
    if (n === 0) return at + 1;
    at += 1 + n;
  }
  return -1;
}

/** GIF: header, screen size, colour tables, extension and image blocks in bounds, then the trailer. */
function isGif(b: Buffer): boolean {
  if (b.length < 14 || !/^GIF8[79]a$/.test(ascii(b, 0, 6)) || !saneSize(b.readUInt16LE(6), b.readUInt16LE(8)))
    return false;
  const tableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + tableSize(b[10]!);
  let sawImage = false;
  while (at >= 0 && at < b.length) {
    const block = b[at];
    if (block === 0x3b) return sawImage;
    if (block === 0x21) {
      at = skipSubBlocks(b, at + 2);
    } else if (block === 0x2c) {
      if (at + 10 > b.length) return false;
      at = skipSubBlocks(b, at + 10 + tableSize(b[at + 9]!) + 1); // +1: the LZW minimum code size
      sawImage = true;
    } else {
      return false;
    }
  }
  return false;
}

/** WebP: a RIFF container whose chunks fill it exactly, starting with a VP8, VP8L or VP8X chunk. */
function isWebp(b: Buffer): boolean {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return false;
  const end = 8 + b.readUInt32LE(4);
  if (end > b.length || end < 20) return false;
  const first = ascii(b, 12, 4);
  if (
    first === 'VP8 ' &&
    !(
      b[23] === 0x9d &&
      b[24] === 0x01 &&
      b[25] === 0x2a &&
      saneSize(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff)
    )
  )
    return false;
  if (first === 'VP8L' && b[20] !== 0x2f) return false;
  if (first === 'VP8X' && !saneSize(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1)) return false;
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(first)) return false;
  let at = 12;
  while (at + 8 <= end) {
    const size = b.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return at === end;
}

/** What image the bytes really are, or null when they are not a well-formed PNG, JPEG, WebP or GIF. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (isPng(bytes)) return { ext: 'png', mime: 'image/png' };
  if (isJpeg(bytes)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (isWebp(bytes)) return { ext: 'webp', mime: 'image/webp' };
  if (isGif(bytes)) return { ext: 'gif', mime: 'image/gif' };
  return null;
}

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
