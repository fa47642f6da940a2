/**
 * Stack frames of the built server named by their TypeScript lines, worked out when an error is
 * logged. Node's own source-map support (`--enable-source-maps`) parses every map as its module
 * loads, which cost a restart a fifth of a second; an error is rare, so its frames are mapped
 * then, from the maps `npm run build` writes beside the bundle.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // no map beside it (or not readable): the frame stays as it is
    }
    maps.set(file, map);
  }
  return maps.get(file) ?? null;
}

const FRAME_PLACE = /(file:\/\/[^\s()]+\.js):(\d+):(\d+)/;

/** One frame with a place in a `.js` file of `bundleDir` rewritten to its source's, when mapped. */
export function mapFrame(frame: string, bundleDir: string): string {
  return frame.replace(FRAME_PLACE, (place, url: string, line: string, column: string) => {
    const file = fileURLToPath(url);
    if (!file.startsWith(bundleDir + sep)) return place;
    const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return place;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : resolve(dirname(file), entry.originalSource);
    return `${relative(process.cwd(), source)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** This module's own folder: in the built server, the bundle's. */
export const serverBundleDir = dirname(fileURLToPath(import.meta.url));
