/**
 * Where uploaded images are kept. Storage only stores: it takes bytes that were already checked
 * (and, where that applies, re-encoded) together with their type, and never looks inside them.
 * Keys are content addresses (`<sha256>.<ext>`), so the same picture is kept once and a key can be
 * cached for ever. The database store is the default; an S3-compatible store can implement the same
 * interface later.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { images, services, stylists } from '../db/schema';

export type StoredImage = { key: string; mime: string; bytes: Buffer };

export interface ImageStore {
  /** Stores the bytes (idempotent for the same bytes); returns their key. */
  put(bytes: Buffer, mime: string): Promise<string>;
  get(key: string): Promise<StoredImage | null>;
  /** Forgets the image unless a service or a stylist still shows it. */
  release(key: string): Promise<void>;
}

const EXT_OF: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The content address of an image: the SHA-256 of its bytes and the extension of its type. */
export function imageKey(bytes: Buffer, mime: string): string {
  const ext = EXT_OF[mime];
  if (!ext) throw new Error(`not an image type Tress stores: ${mime}`);
  return `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
}

export const IMAGE_URL_PREFIX = '/uploads/';
export const imageUrl = (key: string) => `${IMAGE_URL_PREFIX}${key}`;
/** The key of one of our image URLs, or null for other URLs (demo pictures, none). */
export function keyOfUrl(url: string | null | undefined): string | null {
  const m = /^\/uploads\/([a-f0-9]{64}\.(?:png|jpg|webp|gif))$/.exec(url ?? '');
  return m ? m[1]! : null;
}

export function databaseImageStore(db: Db): ImageStore {
  return {
    async put(bytes, mime) {
      const key = imageKey(bytes, mime);
      await db.insert(images).values({ key, mime, size: bytes.length, bytes }).onConflictDoNothing();
      return key;
    },
    async get(key) {
      const [row] = await db
        .select({ key: images.key, mime: images.mime, bytes: images.bytes })
        .from(images)
        .where(eq(images.key, key));
      return row ?? null;
    },
    async release(key) {
      const url = imageUrl(key);
      await db.delete(images).where(
        sql`${images.key} = ${key}
          AND NOT EXISTS (SELECT 1 FROM ${services} WHERE ${services.imageUrl} = ${url})
          AND NOT EXISTS (SELECT 1 FROM ${stylists} WHERE ${stylists.photoUrl} = ${url})`,
      );
    },
  };
}
