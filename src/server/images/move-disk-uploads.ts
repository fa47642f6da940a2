/**
 * Moves images of earlier versions, which kept uploads as files under DATA_DIR/uploads, into the
 * image store: each file is stored by content, the services and stylists that showed it are
 * pointed at its new URL, and the file is deleted. Runs at every start; once the folder is empty
 * it costs one directory listing. A file that is not an image Tress would have written is left alone.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { services, stylists } from '../db/schema';
import { sniffImage } from '../uploads/sniff-image';
import { type ImageStore, imageUrl } from './image-store';

const OLD_NAME = /^[a-f0-9]{32}\.(?:png|jpg|webp|gif)$/;

/** Returns how many files were moved. */
export async function moveDiskUploads(db: Db, store: ImageStore, dataDir: string): Promise<number> {
  const dir = join(dataDir, 'uploads');
  if (!existsSync(dir)) return 0;
  let moved = 0;
  for (const name of readdirSync(dir)) {
    if (!OLD_NAME.test(name)) continue;
    const path = join(dir, name);
    const bytes = readFileSync(path);
    const kind = sniffImage(bytes);
    if (!kind) continue;
    const url = imageUrl(await store.put(bytes, kind.mime));
    const old = `/uploads/${name}`;
    await db.transaction(async (tx) => {
      await tx.update(services).set({ imageUrl: url }).where(eq(services.imageUrl, old));
      await tx.update(stylists).set({ photoUrl: url }).where(eq(stylists.photoUrl, old));
    });
    rmSync(path, { force: true });
    moved++;
  }
  return moved;
}
