/**
 * Recently served images, kept in memory in front of the shared store. Every page of the salon
 * shows the same few photos, and a database read per photo costs the event loop more than anything
 * else a visitor asks for (on the embedded database it runs on this very thread). A key is the
 * image's content hash, so a cached image is never stale; it is only forgotten when the catalogue
 * changes (a removed photo is not served on from memory by any instance) or when the cache is full.
 */
import { LRUCache } from 'lru-cache';
import type { ImageStore, StoredImage } from './image-store';

/** Bytes of images one instance keeps in memory (a few dozen photos). */
export const CACHED_IMAGE_BYTES = 32 * 1024 * 1024;

export type CachedImageStore = ImageStore & {
  /** Drops every cached image (the catalogue changed here or on another instance). */
  forget(): void;
};

export function cachedImageStore(store: ImageStore, maxBytes = CACHED_IMAGE_BYTES): CachedImageStore {
  const cache = new LRUCache<string, StoredImage>({
    maxSize: maxBytes,
    sizeCalculation: (image) => Math.max(1, image.bytes.length),
  });
  return {
    put: (bytes, mime) => store.put(bytes, mime),
    async get(key) {
      const hit = cache.get(key);
      if (hit) return hit;
      const image = await store.get(key);
      // an image larger than the whole cache is served but not kept
      if (image && image.bytes.length <= maxBytes) cache.set(key, image);
      return image;
    },
    async release(key) {
      cache.delete(key);
      await store.release(key);
    },
    forget: () => cache.clear(),
  };
}
