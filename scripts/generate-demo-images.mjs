#!/usr/bin/env node
/**
 * Generates the demo salon artwork (stylist portraits, service illustrations) and the app icons.
 *
 * Every image is hand-authored SVG built in this file and rasterised with headless Chromium
 * through playwright-core. The output is committed, so the app never needs to run this script.
 *
 *   node scripts/generate-demo-images.mjs            # regenerate everything
 *   node scripts/generate-demo-images.mjs mei icon   # only outputs whose path contains a filter
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const THEME = '#7a2e4d';
const BACKGROUND = '#fbf7f4';

/* ------------------------------------------------------------------------------------------------
 * Small SVG helpers
 * ---------------------------------------------------------------------------------------------- */

const svgDoc = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs>${defs}</defs>${body}</svg>`;

const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');

const el = (name, a = {}, inner = '') => `<${name} ${attrs(a)}>${inner}</${name}>`;
const p = (d, a = {}) => `<path ${attrs({ d, ...a })}/>`;
const circle = (cx, cy, r, a = {}) => `<circle ${attrs({ cx, cy, r, ...a })}/>`;
const ellipse = (cx, cy, rx, ry, a = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, ...a })}/>`;
const rect = (x, y, width, height, a = {}) => `<rect ${attrs({ x, y, width, height, ...a })}/>`;
const g = (a, inner) => el('g', a, inner);

const linear = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  el(
    'linearGradient',
    { id, x1, y1, x2, y2 },
    stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join(''),
  );

const radial = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) =>
  el(
    'radialGradient',
    { id, cx, cy, r, fx, fy },
    stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join(''),
  );

const blur = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** Mirror an x coordinate around the portrait's centre line. */
const CX = 240;

/* ------------------------------------------------------------------------------------------------
 * Stylist portraits (480 x 480)
 * ---------------------------------------------------------------------------------------------- */

const INK = '#2a1c1f';

function facePath({ top = 104, chin = 306, w = 74, jawX = 30, jawY = 250 } = {}) {
  const c = CX;
  return (
    `M${c},${top}` +
    `C${c + w * 0.62},${top} ${c + w},${top + 40} ${c + w},${top + 96}` +
    `C${c + w},${jawY} ${c + jawX},${chin} ${c},${chin}` +
    `C${c - jawX},${chin} ${c - w},${jawY} ${c - w},${top + 96}` +
    `C${c - w},${top + 40} ${c - w * 0.62},${top} ${c},${top}Z`
  );
}

function portrait(o) {
  const { id, bg, bg2, skin, skinShade, blush = '#e88f86', face = {} } = o;
  const fp = facePath(face);
  const w = face.w ?? 74;
  const defs = [
    radial(`${id}-bg`, [
      [0, bg2],
      [1, bg],
    ], { cx: 0.5, cy: 0.38, r: 0.75 }),
    `<clipPath id="${id}-face"><path d="${fp}"/></clipPath>`,
    `<clipPath id="${id}-neck"><path d="M${CX - 31},230 L${CX + 31},230 L${CX + 33},372 L${CX - 33},372Z"/></clipPath>`,
    blur(`${id}-b4`, 4),
    blur(`${id}-b8`, 8),
    blur(`${id}-b14`, 14),
    o.defs ?? '',
  ].join('');

  const earY = (face.top ?? 104) + 112;
  const ear = (side) => {
    const x = CX + side * (w - 3);
    return (
      ellipse(x, earY, 12, 19, { fill: skin }) +
      p(`M${x + side * 2},${earY - 9} Q${x + side * 7},${earY} ${x + side * 1},${earY + 9}`, {
        fill: 'none',
        stroke: skinShade,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.7,
      })
    );
  };

  const body = [
    // background + a soft arch, like a salon mirror
    rect(0, 0, 480, 480, { fill: `url(#${id}-bg)` }),
    p('M100,480 L100,200 A140,140 0 0 1 380,200 L380,480Z', { fill: '#ffffff', opacity: 0.28 }),
    // soft ground shadow behind the figure
    ellipse(CX + 10, 470, 200, 40, { fill: INK, opacity: 0.1, filter: `url(#${id}-b14)` }),
    o.backHair ?? '',
    // neck
    p(`M${CX - 29},240 L${CX + 29},240 L${CX + 31},360 L${CX - 31},360Z`, { fill: skin }),
    g({ 'clip-path': `url(#${id}-neck)` }, [
      ellipse(CX, (face.chin ?? 306) + 4, 48, 30, { fill: skinShade, opacity: 0.85, filter: `url(#${id}-b4)` }),
    ].join('')),
    o.clothes ?? '',
    o.behindFace ?? '',
    ear(-1),
    ear(1),
    p(fp, { fill: skin }),
    g({ 'clip-path': `url(#${id}-face)` }, [
      // shadow side of the face (light comes from the upper left)
      ellipse(CX + w + 8, 230, 34, 110, { fill: skinShade, opacity: 0.55, filter: `url(#${id}-b14)` }),
      // shadow cast by the hair onto the forehead
      o.hairShadow ? g({ transform: 'translate(4,9)', filter: `url(#${id}-b8)`, opacity: 0.6 }, o.hairShadow) : '',
    ].join('')),
    features(o),
    o.frontHair ?? '',
    o.extras ?? '',
  ].join('');
  return svgDoc(480, 480, body, defs);
}

function features(o) {
  const { skinShade, brow, lip = '#b8525a', blush = '#e88f86', lashes = true, mouth = 'open' } = o;
  const top = o.face?.top ?? 104;
  const ey = top + 110; // eye line
  const dx = 31;
  const out = [];
  // cheeks
  for (const s of [-1, 1]) {
    out.push(ellipse(CX + s * 42, ey + 34, 17, 10, { fill: blush, opacity: o.blushOpacity ?? 0.45, filter: 'url(#blushblur)' }));
  }
  // brows
  for (const s of [-1, 1]) {
    const x = CX + s * dx;
    const y = ey - 24 + (o.browLift ?? 0);
    out.push(
      p(`M${x - s * 14},${y + 4} Q${x - s * 2},${y - 5} ${x + s * 14},${y + 1}`, {
        fill: 'none',
        stroke: brow,
        'stroke-width': o.browWidth ?? 5.5,
        'stroke-linecap': 'round',
      }),
    );
  }
  // eyes
  for (const s of [-1, 1]) {
    const x = CX + s * dx;
    out.push(ellipse(x, ey, 6.5, 8, { fill: INK }));
    out.push(circle(x - 2, ey - 3, 2, { fill: '#fff', opacity: 0.9 }));
    if (lashes) {
      out.push(
        p(`M${x - s * 9},${ey - 3} Q${x},${ey - 12} ${x + s * 10},${ey - 4} L${x + s * 14},${ey - 8}`, {
          fill: 'none',
          stroke: INK,
          'stroke-width': 2.6,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
    }
  }
  // nose
  out.push(
    p(`M${CX + 2},${ey + 12} Q${CX + 9},${ey + 30} ${CX + 1},${ey + 35}`, {
      fill: 'none',
      stroke: skinShade,
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
  );
  // mouth
  const my = ey + 56;
  if (mouth === 'open') {
    out.push(p(`M${CX - 20},${my} Q${CX},${my + 3} ${CX + 20},${my} Q${CX},${my + 26} ${CX - 20},${my}Z`, { fill: '#6e2433' }));
    out.push(p(`M${CX - 16},${my + 2} Q${CX},${my + 5} ${CX + 16},${my + 2} L${CX + 13},${my + 7} Q${CX},${my + 9} ${CX - 13},${my + 7}Z`, { fill: '#fff' }));
    out.push(p(`M${CX - 21},${my - 1} Q${CX},${my + 29} ${CX + 21},${my - 1}`, { fill: 'none', stroke: lip, 'stroke-width': 2.5, 'stroke-linecap': 'round' }));
  } else {
    out.push(
      p(`M${CX - 19},${my} Q${CX},${my + 16} ${CX + 19},${my}`, {
        fill: 'none',
        stroke: lip,
        'stroke-width': 4.5,
        'stroke-linecap': 'round',
      }),
    );
  }
  return `<defs>${blur('blushblur', 5)}</defs>${out.join('')}`;
}

const portraits = {
  mei: () => {
    const hair = '#2b1a22';
    const tint = '#6b2a43';
    const front =
      'M206,88 C276,84 326,116 332,180 C338,236 330,286 344,338 L312,340 C306,290 316,240 306,196 ' +
      'C296,156 256,134 212,124 C196,150 180,186 174,232 C170,276 170,304 158,340 L130,336 ' +
      'C142,290 138,236 142,186 C146,126 168,92 206,88Z';
    return portrait({
      id: 'mei',
      bg: '#f3d9de',
      bg2: '#fbeef0',
      skin: '#f4d2b8',
      skinShade: '#dfae8f',
      brow: '#3a2429',
      lip: '#b24a5b',
      defs: linear('mei-hair', [
        [0, '#3e2630'],
        [0.55, hair],
        [1, tint],
      ]),
      backHair: p(
        'M240,80 C320,78 346,140 344,206 C342,266 352,314 358,342 C320,360 160,360 122,342 C130,314 140,266 138,206 C136,140 160,82 240,80Z',
        { fill: 'url(#mei-hair)' },
      ),
      clothes:
        p('M40,480 C48,404 96,370 170,356 C196,352 210,348 214,344 L266,344 C270,348 284,352 310,356 C384,370 432,404 440,480Z', { fill: THEME }) +
        p('M214,344 Q240,384 266,344', { fill: '#f4d2b8' }),
      hairShadow: p(front, { fill: '#b9876a' }),
      frontHair:
        p(front, { fill: 'url(#mei-hair)' }) +
        p('M216,100 C262,100 300,122 312,170', { fill: 'none', stroke: '#8a4a64', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.55 }),
    });
  },
};

/* ------------------------------------------------------------------------------------------------
 * Job list + rendering
 * ---------------------------------------------------------------------------------------------- */

const jobs = [];
for (const [slug, make] of Object.entries(portraits)) {
  jobs.push({ file: `public/demo/stylists/${slug}.jpg`, width: 480, height: 480, type: 'jpeg', svg: make });
}

async function main() {
  const filters = process.argv.slice(2);
  const selected = jobs.filter((j) => filters.length === 0 || filters.some((f) => j.file.includes(f)));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const job of selected) {
      const out = path.join(root, job.file);
      await mkdir(path.dirname(out), { recursive: true });
      if (job.type === 'svg') {
        await writeFile(out, job.svg());
        console.log(`${job.file}`);
        continue;
      }
      await page.setViewportSize({ width: job.width, height: job.height });
      await page.setContent(
        '<!doctype html><html><head><style>html,body{margin:0;padding:0;background:transparent;overflow:hidden}' +
          `svg{display:block}</style></head><body>${job.svg()}</body></html>`,
      );
      const shot =
        job.type === 'jpeg'
          ? { type: 'jpeg', quality: job.quality ?? 82 }
          : { type: 'png', omitBackground: Boolean(job.transparent) };
      await page.screenshot({ path: out, clip: { x: 0, y: 0, width: job.width, height: job.height }, ...shot });
      console.log(`${job.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
