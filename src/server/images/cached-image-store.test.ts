import { describe, expect, it } from 'vitest';
import { cachedImageStore } from './cached-image-store';
import type { ImageStore, StoredImage } from './image-store';

/** A store in memory that counts its reads (the database store behind the cache is tested in tests/api). */
function countingStore(sizes: Record<string, number>) {
  const reads: string[] = [];
  const store: ImageStore = {
    put: async () => 'unused',
    async get(key): Promise<StoredImage | null> {
      reads.push(key);
      const size = sizes[key];
      return size === undefined ? null : { key, mime: 'image/png', bytes: Buffer.alloc(size) };
    },
    release: async () => {},
  };
  return { store, reads };
}

describe('the cache of served images', () => {
  it('reads a photo from the store once, however often it is asked for', async () => {
    const { store, reads } = countingStore({ a: 100 });
    const images = cachedImageStore(store, 1000);
    await images.get('a');
    for (let i = 0; i < 5; i++) expect((await images.get('a'))?.bytes.length).toBe(100);
    expect(reads).toEqual(['a']);
  });

  it('reads again after the catalogue changed, and after a photo was released', async () => {
    const { store, reads } = countingStore({ a: 100 });
    const images = cachedImageStore(store, 1000);
    await images.get('a');
    images.forget();
    await images.get('a');
    await images.release('a');
    await images.get('a');
    expect(reads).toEqual(['a', 'a', 'a']);
  });

  it('keeps at most its size in bytes, and never an image larger than that', async () => {
    const { store, reads } = countingStore({ a: 600, b: 600, huge: 5000 });
    const images = cachedImageStore(store, 1000);
    await images.get('a');
    await images.get('b'); // a is pushed out
    await images.get('a');
    await images.get('huge');
    await images.get('huge');
    expect(reads).toEqual(['a', 'b', 'a', 'huge', 'huge']);
  });

  it('does not remember an image that is not there', async () => {
    const { store, reads } = countingStore({});
    const images = cachedImageStore(store, 1000);
    expect(await images.get('gone')).toBeNull();
    expect(await images.get('gone')).toBeNull();
    expect(reads).toEqual(['gone', 'gone']);
  });
});
