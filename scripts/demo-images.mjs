#!/usr/bin/env node
/**
 * Renders the artwork in `art/` (hand-authored SVG) into the images the app ships in `public/`:
 *
 *   art/demo/stylists/<slug>.svg  ->  public/demo/stylists/<slug>.jpg   (the demo stylists' photos)
 *   art/demo/services/<slug>.svg  ->  public/demo/services/<slug>.jpg   (the demo services' images)
 *   art/icons/<name>.svg          ->  public/icons/<name>.png           (the app's icons)
 *
 * Each image keeps its SVG's width and height. `public/logo.svg` and `public/icons/favicon.svg` are
 * shipped as SVG and edited in place. The output is committed, so neither the app nor its build
 * runs this; run it after changing a drawing:
 *
 *   npm run demo:images              # everything
 *   npm run demo:images -- mei icon  # only the drawings whose path contains one of the words
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Photos are JPEG (smaller; no transparency needed); icons are PNG (transparent corners). */
const FOLDERS = [
  { art: 'art/demo/stylists', out: 'public/demo/stylists', format: 'jpg' },
  { art: 'art/demo/services', out: 'public/demo/services', format: 'jpg' },
  { art: 'art/icons', out: 'public/icons', format: 'png' },
];

async function render(svgFile, outFile, format) {
  // librsvg (inside sharp) draws at 72 dpi: one SVG unit is one pixel of the output
  const image = sharp(await readFile(svgFile));
  if (format === 'jpg')
    await image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toFile(outFile);
  else await image.png({ compressionLevel: 9, adaptiveFiltering: true, palette: false }).toFile(outFile);
}

const filters = process.argv.slice(2);
for (const { art, out, format } of FOLDERS) {
  const names = (await readdir(path.join(root, art))).filter((f) => f.endsWith('.svg')).sort();
  await mkdir(path.join(root, out), { recursive: true });
  for (const name of names) {
    const source = `${art}/${name}`;
    if (filters.length > 0 && !filters.some((f) => source.includes(f))) continue;
    const target = `${out}/${name.replace(/\.svg$/, `.${format}`)}`;
    await render(path.join(root, source), path.join(root, target), format);
    console.log(`${source} -> ${target}`);
  }
}
