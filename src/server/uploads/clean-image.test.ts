import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeBombPng, makePng } from '../../../scripts/support/png';
import { fixture } from '../../../tests/fixtures/images';
import { cleanImage, ImageRefused, MAX_SIDE } from './clean-image';

describe('cleanImage', () => {
  it('refuses a 20000 x 20000 PNG before decoding it', async () => {
    await expect(cleanImage(makeBombPng(20_000))).rejects.toBeInstanceOf(ImageRefused);
  });

  it('drops EXIF and GPS and keeps the format', async () => {
    const tagged = await sharp(fixture('tiny.jpg'))
      .withExif({
        IFD0: { Copyright: 'secret-place' },
        IFD3: { GPSLatitude: '1/1 17/1 0/1', GPSLatitudeRef: 'N' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const clean = await cleanImage(tagged);
    expect(clean.ext).toBe('jpg');
    const meta = await sharp(clean.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(clean.bytes.includes(Buffer.from('secret-place'))).toBe(false);
  });

  it('shrinks a large picture to at most 2000 pixels on its longer side', async () => {
    const clean = await cleanImage(makePng(3000, 1500));
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([MAX_SIDE, 1000]);
    expect(clean.mime).toBe('image/png');
  });
});
