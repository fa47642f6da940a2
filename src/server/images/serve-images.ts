/**
 * Serves stored images at `/uploads/<key>`. A key is the image's content hash, so its bytes never
 * change: an ETag of the key answers revalidation with 304, and browsers may cache it for a year.
 */
import type { FastifyInstance } from 'fastify';
import type { ImageStore } from './image-store';

const KEY = /^[a-f0-9]{64}\.(?:png|jpg|webp|gif)$/;

export function registerImageRoutes(app: FastifyInstance, store: ImageStore): void {
  app.get<{ Params: { key: string } }>('/uploads/:key', async (req, reply) => {
    const { key } = req.params;
    if (!KEY.test(key)) return reply.code(404).type('text/plain').send('Not found');
    const etag = `"${key.slice(0, 64)}"`;
    if (req.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
    const image = await store.get(key);
    if (!image) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('content-type', image.mime)
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
}
