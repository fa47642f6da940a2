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

/* ------------------------------------------------------------------------------------------------
 * Stylist portraits (480 x 480)
 *
 * Shared construction: pastel background with a mirror arch, back hair, neck, clothes, ears, face
 * (with soft shading clipped to the face), features, front hair, accessories. Paths are written as
 * absolute "x,y" pairs so `mirror()` can flip a shape around the centre line.
 * ---------------------------------------------------------------------------------------------- */

const CX = 240;
const INK = '#2a1c1f';

const mirror = (d) =>
  d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x, y) => `${2 * CX - Number(x)},${y}`);

const SHOULDERS =
  'M24,480 C28,428 54,402 104,390 C150,379 194,368 208,344 L272,344 C286,368 330,379 376,390 ' +
  'C426,402 452,428 456,480Z';

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

/** Clothes over the shoulders: base colour, soft side shading and a light top edge. */
function torso(id, fill, shade, extra = '') {
  return [
    `<clipPath id="${id}-torso"><path d="${SHOULDERS}"/></clipPath>`,
    p(SHOULDERS, { fill }),
    g(
      { 'clip-path': `url(#${id}-torso)` },
      [
        ellipse(470, 470, 90, 130, { fill: shade, opacity: 0.55, filter: `url(#${id}-b14)` }),
        ellipse(10, 470, 60, 110, { fill: shade, opacity: 0.3, filter: `url(#${id}-b14)` }),
        ellipse(CX, 356, 70, 22, { fill: shade, opacity: 0.45, filter: `url(#${id}-b8)` }),
        extra,
      ].join(''),
    ),
  ].join('');
}

function portrait(o) {
  const { id, bg, bg2, skin, skinShade, face = {} } = o;
  const fp = facePath(face);
  const w = face.w ?? 74;
  const top = face.top ?? 104;
  const defs = [
    radial(
      `${id}-bg`,
      [
        [0, bg2],
        [1, bg],
      ],
      { cx: 0.5, cy: 0.36, r: 0.72 },
    ),
    `<clipPath id="${id}-face"><path d="${fp}"/></clipPath>`,
    `<clipPath id="${id}-neck"><path d="M${CX - 31},230 L${CX + 31},230 L${CX + 36},372 L${CX - 36},372Z"/></clipPath>`,
    blur(`${id}-b3`, 3),
    blur(`${id}-b5`, 5),
    blur(`${id}-b8`, 8),
    blur(`${id}-b14`, 14),
    o.defs ?? '',
  ].join('');

  const earY = top + 114;
  const ear = (side) => {
    const x = CX + side * (w - 2);
    return (
      ellipse(x, earY, 12, 19, { fill: skin }) +
      p(`M${x + side * 1},${earY - 10} Q${x + side * 8},${earY - 2} ${x + side * 1},${earY + 10}`, {
        fill: 'none',
        stroke: skinShade,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.75,
      })
    );
  };

  const body = [
    rect(0, 0, 480, 480, { fill: `url(#${id}-bg)` }),
    p('M92,480 L92,206 A148,148 0 0 1 388,206 L388,480Z', { fill: '#ffffff', opacity: 0.3 }),
    ellipse(CX + 14, 480, 230, 46, { fill: INK, opacity: 0.12, filter: `url(#${id}-b14)` }),
    o.backHair ?? '',
    p(
      `M${CX - 29},240 L${CX + 29},240 C${CX + 29},300 ${CX + 32},330 ${CX + 38},360 L${CX - 38},360 C${CX - 32},330 ${CX - 29},300 ${CX - 29},240Z`,
      { fill: skin },
    ),
    g(
      { 'clip-path': `url(#${id}-neck)` },
      ellipse(CX + 6, (face.chin ?? 306) + 6, 50, 32, {
        fill: skinShade,
        opacity: 0.9,
        filter: `url(#${id}-b5)`,
      }),
    ),
    o.clothes ?? '',
    o.behindFace ?? '',
    o.hideEars ? '' : ear(-1) + ear(1),
    p(fp, { fill: skin }),
    g(
      { 'clip-path': `url(#${id}-face)` },
      [
        ellipse(CX + w + 10, 236, 34, 120, { fill: skinShade, opacity: 0.55, filter: `url(#${id}-b14)` }),
        ellipse(CX, (face.chin ?? 306) + 10, 60, 16, {
          fill: skinShade,
          opacity: 0.35,
          filter: `url(#${id}-b8)`,
        }),
        o.hairShadow
          ? g({ transform: 'translate(3,8)', filter: `url(#${id}-b5)`, opacity: 0.55 }, o.hairShadow)
          : '',
        o.faceDetail ?? '',
      ].join(''),
    ),
    features(o),
    o.frontHair ?? '',
    o.extras ?? '',
  ].join('');
  return svgDoc(480, 480, body, defs);
}

function features(o) {
  const { id, skinShade, brow, lip = '#b8525a', blush = '#e8867c', lashes = true, mouth = 'open' } = o;
  const top = o.face?.top ?? 104;
  const ey = top + 112;
  const dx = o.eyeDx ?? 31;
  const out = [];
  for (const s of [-1, 1]) {
    out.push(
      ellipse(CX + s * 44, ey + 34, 17, 10, {
        fill: blush,
        opacity: o.blushOpacity ?? 0.5,
        filter: `url(#${id}-b5)`,
      }),
    );
  }
  for (const s of [-1, 1]) {
    const x = CX + s * dx;
    const y = ey - 25 + (o.browLift ?? 0);
    out.push(
      p(`M${x - s * 14},${y + 4} Q${x - s * 1},${y - 5} ${x + s * 15},${y + 2}`, {
        fill: 'none',
        stroke: brow,
        'stroke-width': o.browWidth ?? 5.5,
        'stroke-linecap': 'round',
      }),
    );
  }
  for (const s of [-1, 1]) {
    const x = CX + s * dx;
    out.push(ellipse(x, ey, 7, 8.5, { fill: INK }));
    out.push(circle(x - 2.2, ey - 3.2, 2.2, { fill: '#fff', opacity: 0.92 }));
    if (lashes) {
      out.push(
        p(
          `M${x - s * 9},${ey - 3} Q${x},${ey - 12.5} ${x + s * 10},${ey - 4} L${x + s * (o.wing ? 18 : 14)},${ey - (o.wing ? 10 : 8)}`,
          {
            fill: 'none',
            stroke: INK,
            'stroke-width': 2.6,
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
          },
        ),
      );
    }
  }
  out.push(
    p(`M${CX + 2},${ey + 12} Q${CX + 9},${ey + 30} ${CX + 1},${ey + 35}`, {
      fill: 'none',
      stroke: skinShade,
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
  );
  const my = ey + 56;
  if (mouth === 'open') {
    out.push(
      p(`M${CX - 20},${my} Q${CX},${my + 3} ${CX + 20},${my} Q${CX},${my + 26} ${CX - 20},${my}Z`, {
        fill: '#6e2433',
      }),
    );
    out.push(
      p(
        `M${CX - 16},${my + 2} Q${CX},${my + 5} ${CX + 16},${my + 2} L${CX + 13},${my + 7} Q${CX},${my + 9} ${CX - 13},${my + 7}Z`,
        {
          fill: '#fff',
        },
      ),
    );
    out.push(
      p(`M${CX - 21},${my - 1} Q${CX},${my + 29} ${CX + 21},${my - 1}`, {
        fill: 'none',
        stroke: lip,
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
      }),
    );
  } else {
    out.push(
      p(`M${CX - 18},${my + 1} Q${CX},${my + 15} ${CX + 18},${my + 1}`, {
        fill: 'none',
        stroke: lip,
        'stroke-width': 4.5,
        'stroke-linecap': 'round',
      }),
    );
  }
  if (o.glasses) {
    const fr = o.glasses;
    const lens = (x) =>
      circle(x, ey + 1, 20, { fill: '#ffffff', 'fill-opacity': 0.16, stroke: fr, 'stroke-width': 3.5 });
    out.push(lens(CX - dx), lens(CX + dx));
    out.push(
      p(`M${CX - dx + 20},${ey - 2} Q${CX},${ey - 9} ${CX + dx - 20},${ey - 2}`, {
        fill: 'none',
        stroke: fr,
        'stroke-width': 3.5,
      }),
    );
    out.push(
      p(`M${CX - dx - 20},${ey - 2} L${CX - 73},${ey - 6}`, {
        stroke: fr,
        'stroke-width': 3.5,
        'stroke-linecap': 'round',
      }),
    );
    out.push(
      p(`M${CX + dx + 20},${ey - 2} L${CX + 73},${ey - 6}`, {
        stroke: fr,
        'stroke-width': 3.5,
        'stroke-linecap': 'round',
      }),
    );
    out.push(
      p(`M${CX - dx - 11},${ey - 10} L${CX - dx - 4},${ey - 15}`, {
        stroke: '#fff',
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
    );
    out.push(
      p(`M${CX + dx - 11},${ey - 10} L${CX + dx - 4},${ey - 15}`, {
        stroke: '#fff',
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
    );
  }
  return out.join('');
}

/** Light strands drawn over a hair shape. */
const strands = (ds, color, width = 3.5, opacity = 0.5) =>
  ds
    .map((d) =>
      p(d, { fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', opacity }),
    )
    .join('');

const portraits = {
  mei: () => {
    const front =
      'M206,86 C276,82 328,116 334,180 C340,236 332,290 346,340 L314,342 C306,292 316,240 306,196 ' +
      'C296,156 256,134 212,124 C196,150 180,186 174,232 C170,276 170,306 156,342 L128,338 ' +
      'C142,290 138,236 142,186 C146,126 168,90 206,86Z';
    return portrait({
      id: 'mei',
      bg: '#f2d6dc',
      bg2: '#fbeff1',
      skin: '#f5d4bb',
      skinShade: '#e0ae90',
      brow: '#3a2429',
      lip: '#b24a5b',
      defs: linear('mei-hair', [
        [0, '#3b2530'],
        [0.5, '#2b1a22'],
        [1, '#7a3350'],
      ]),
      backHair: p(
        'M240,78 C322,76 348,140 346,206 C344,266 354,314 360,344 C322,362 158,362 120,344 C128,314 138,266 136,206 C134,140 158,80 240,78Z',
        { fill: 'url(#mei-hair)' },
      ),
      clothes: torso(
        'mei',
        '#7a2e4d',
        '#4e1a30',
        p('M206,344 Q240,392 274,344', { fill: '#f5d4bb' }) +
          p('M206,344 Q240,392 274,344', { fill: 'none', stroke: '#5e2039', 'stroke-width': 7 }),
      ),
      hairShadow: p(front, { fill: '#b9876a' }),
      frontHair:
        p(front, { fill: 'url(#mei-hair)' }) +
        strands(
          [
            'M222,98 C266,98 302,120 314,168',
            'M324,250 C326,280 330,306 336,328',
            'M150,250 C148,280 146,306 140,328',
          ],
          '#a0557a',
          4,
          0.45,
        ),
    });
  },

  daniel: () => {
    const cap =
      'M164,214 C158,180 158,140 170,118 C178,96 196,80 222,74 C246,66 280,58 304,70 ' +
      'C326,80 336,102 326,126 C324,152 320,190 318,214 L308,214 C306,186 302,164 294,150 ' +
      'C286,136 270,126 250,128 C226,130 204,138 190,150 C180,162 176,186 174,214Z';
    return portrait({
      id: 'daniel',
      bg: '#d8e4d6',
      bg2: '#eef4ec',
      skin: '#e8b792',
      skinShade: '#c98f6a',
      brow: '#231a1a',
      browWidth: 6.5,
      lip: '#a4604f',
      lashes: false,
      mouth: 'open',
      blushOpacity: 0.25,
      face: { w: 76, jawX: 40, jawY: 264, chin: 308 },
      defs: linear('daniel-hair', [
        [0, '#2a2222'],
        [0.55, '#1d1718'],
        [0.8, '#3a3130'],
        [1, '#5a4c48'],
      ]),
      clothes: torso(
        'daniel',
        '#5b7593',
        '#33475e',
        p('M208,344 L240,400 L272,344Z', { fill: '#e8b792' }) +
          p('M240,400 L240,480', { stroke: '#3f566f', 'stroke-width': 3 }) +
          circle(240, 430, 3.5, { fill: '#e9eef3' }) +
          circle(240, 462, 3.5, { fill: '#e9eef3' }) +
          p('M204,336 L240,400 L220,408 L186,360Z', { fill: '#6d88a6' }) +
          p('M276,336 L240,400 L260,408 L294,360Z', { fill: '#6d88a6' }),
      ),
      hairShadow: p(cap, { fill: '#a8704f' }),
      frontHair:
        `<clipPath id="daniel-cap"><path d="${cap}"/></clipPath>` +
        p(cap, { fill: 'url(#daniel-hair)' }) +
        g(
          { 'clip-path': 'url(#daniel-cap)' },
          rect(150, 158, 34, 70, { fill: '#e8b792', opacity: 0.4, filter: 'url(#daniel-b5)' }) +
            rect(298, 158, 34, 70, { fill: '#e8b792', opacity: 0.3, filter: 'url(#daniel-b5)' }),
        ) +
        strands(
          [
            'M190,118 C210,92 250,78 300,80',
            'M214,130 C236,110 268,100 312,104',
            'M182,146 C190,124 206,108 230,98',
          ],
          '#6a5853',
          4,
          0.75,
        ),
    });
  },

  aisha: () => {
    const outer =
      'M240,76 C330,74 352,150 348,216 C346,262 334,300 322,326 C304,360 180,360 158,326 ' +
      'C146,300 134,262 132,216 C128,150 150,78 240,76Z';
    const opening =
      'M240,122 C290,122 314,160 314,212 C314,272 282,318 240,322 C198,318 166,272 166,212 C166,160 190,122 240,122Z';
    return portrait({
      id: 'aisha',
      bg: '#e4dcef',
      bg2: '#f3eff8',
      skin: '#dba37c',
      skinShade: '#bd8059',
      brow: '#2f1f1d',
      lip: '#a8485a',
      mouth: 'closed',
      hideEars: true,
      defs: linear('aisha-scarf', [
        [0, '#d9a0a8'],
        [1, '#b87680'],
      ]),
      clothes:
        torso('aisha', '#efe3d3', '#c9b39b') +
        p(
          'M158,318 C150,360 120,392 96,420 C110,450 140,470 160,480 L320,480 C340,470 370,450 384,420 C360,392 330,360 322,318Z',
          { fill: 'url(#aisha-scarf)' },
        ) +
        strands(
          [
            'M170,360 C190,400 200,440 206,480',
            'M312,360 C296,400 284,440 278,480',
            'M140,410 C160,430 170,456 176,480',
          ],
          '#a25f6a',
          4,
          0.6,
        ),
      behindFace:
        p(outer, { fill: 'url(#aisha-scarf)' }) +
        p('M196,300 C214,320 266,320 284,300 C276,328 204,328 196,300Z', {
          fill: '#93525d',
          opacity: 0.45,
          filter: 'url(#aisha-b5)',
        }) +
        strands(['M214,334 C228,344 252,344 266,334'], '#a9646f', 3.5, 0.6),
      hairShadow: p(`${outer}${opening}`, { fill: '#9a5c3c', 'fill-rule': 'evenodd' }),
      frontHair:
        p(`${outer}${opening}`, { fill: 'url(#aisha-scarf)', 'fill-rule': 'evenodd' }) +
        p('M172,196 C176,150 202,124 240,124 C278,124 304,150 308,196', {
          fill: 'none',
          stroke: '#a9646f',
          'stroke-width': 4,
          'stroke-linecap': 'round',
          opacity: 0.7,
        }) +
        strands(['M196,96 C230,88 270,90 300,104', 'M330,190 C334,240 326,286 312,318'], '#f0c2c8', 5, 0.55) +
        circle(318, 300, 6, { fill: '#e2b65c' }) +
        circle(316.5, 298.5, 2, { fill: '#fff6da' }),
    });
  },

  sofia: () => {
    const left =
      'M240,98 C196,98 160,120 148,170 C138,212 152,240 140,276 C128,312 150,340 134,382 ' +
      'C126,406 138,424 152,432 C172,420 180,402 176,380 C172,352 186,330 182,302 ' +
      'C178,272 176,244 174,218 C174,170 198,130 240,112Z';
    const right = mirror(left);
    return portrait({
      id: 'sofia',
      bg: '#f6dcc8',
      bg2: '#fcefe5',
      skin: '#e2ab85',
      skinShade: '#c48660',
      brow: '#4a2a1e',
      lip: '#b14d52',
      defs: linear('sofia-hair', [
        [0, '#6a3a26'],
        [0.6, '#54301f'],
        [1, '#8a5534'],
      ]),
      backHair: p(
        'M240,72 C322,70 366,124 362,196 C376,236 356,262 370,300 C382,332 366,356 376,404 L104,404 ' +
          'C114,356 98,332 110,300 C124,262 104,236 118,196 C114,124 158,74 240,72Z',
        { fill: 'url(#sofia-hair)' },
      ),
      clothes: torso('sofia', '#9fb49b', '#6b8468', p('M204,344 L240,404 L276,344Z', { fill: '#e2ab85' })),
      hairShadow: p(left + right, { fill: '#a86e4c' }),
      frontHair:
        p(left, { fill: 'url(#sofia-hair)' }) +
        p(right, { fill: 'url(#sofia-hair)' }) +
        strands(
          [
            'M226,106 C190,112 166,140 160,180',
            'M162,220 C168,250 156,276 152,300',
            'M254,106 C290,112 314,140 320,180',
            'M318,220 C312,250 324,276 328,300',
            'M156,330 C164,352 154,380 150,404',
            'M324,330 C316,352 326,380 330,404',
          ],
          '#a8704c',
          4,
          0.6,
        ),
    });
  },

  kenji: () => {
    const cap =
      'M166,208 C160,150 180,100 240,94 C300,100 320,150 314,208 L306,208 C304,172 298,150 284,140 ' +
      'C266,130 252,134 240,138 C228,134 214,130 196,140 C182,150 176,172 174,208Z';
    return portrait({
      id: 'kenji',
      bg: '#d6e2ec',
      bg2: '#edf3f8',
      skin: '#f1caa7',
      skinShade: '#d5a07b',
      brow: '#2a201f',
      browWidth: 6,
      lip: '#b06a5c',
      lashes: false,
      mouth: 'closed',
      blushOpacity: 0.3,
      glasses: '#3a2a26',
      face: { jawX: 36, jawY: 258 },
      defs: linear('kenji-hair', [
        [0, '#4a3b35'],
        [1, '#2a211f'],
      ]),
      clothes: torso(
        'kenji',
        '#3b3a3f',
        '#1e1d21',
        p('M212,344 Q240,372 268,344', { fill: '#f1caa7' }) +
          p('M150,382 L176,480', { stroke: '#b98a5e', 'stroke-width': 14 }) +
          p('M330,382 L304,480', { stroke: '#b98a5e', 'stroke-width': 14 }) +
          rect(163, 424, 12, 12, { rx: 2, fill: 'none', stroke: '#e3d2b8', 'stroke-width': 3 }) +
          rect(305, 424, 12, 12, { rx: 2, fill: 'none', stroke: '#e3d2b8', 'stroke-width': 3 }),
      ),
      hairShadow: p(cap, { fill: '#b48260' }),
      frontHair:
        circle(240, 68, 24, { fill: 'url(#kenji-hair)' }) +
        strands(['M226,60 C232,50 246,48 254,54'], '#7d6a60', 3.5, 0.8) +
        rect(226, 86, 28, 9, { rx: 4.5, fill: '#7a2e4d' }) +
        p(cap, { fill: 'url(#kenji-hair)' }) +
        strands(
          ['M196,150 C198,126 214,110 232,103', 'M286,150 C284,126 268,110 250,103'],
          '#8a766b',
          3.5,
          0.6,
        ),
    });
  },

  priya: () => {
    const cap =
      'M226,92 C290,88 332,128 332,196 C334,236 328,270 322,300 L304,296 C310,262 312,230 306,196 ' +
      'C298,154 262,128 224,122 C200,140 184,170 176,208 L166,212 C160,150 178,96 226,92Z';
    // a side braid over the shoulder: a tapered base with overlapping tilted plaits
    const braid = [
      p('M300,286 C318,282 336,290 336,300 C342,350 346,400 344,440 L326,442 C322,400 314,350 300,286Z', {
        fill: '#1d161c',
      }),
    ];
    for (let i = 0; i < 8; i++) {
      const t = i / 7;
      const y = 300 + i * 19;
      const x = 318 + t * 17;
      const w = 21 - t * 8;
      for (const s of [-1, 1]) {
        const ox = x + s * w * 0.42;
        const oy = y + (s > 0 ? 9 : 0);
        braid.push(
          ellipse(ox, oy, w * 0.62, 10, {
            fill: 'url(#priya-hair)',
            stroke: '#120d12',
            'stroke-width': 1.5,
            transform: `rotate(${s * -32} ${ox} ${oy})`,
          }),
        );
        braid.push(
          p(`M${ox - w * 0.3},${oy - 2} Q${ox},${oy - 6} ${ox + w * 0.3},${oy - 2}`, {
            fill: 'none',
            stroke: '#6a5560',
            'stroke-width': 2.2,
            'stroke-linecap': 'round',
            opacity: 0.7,
            transform: `rotate(${s * -32} ${ox} ${oy})`,
          }),
        );
      }
    }
    braid.push(rect(325, 440, 20, 8, { rx: 4, fill: '#d9a441', transform: 'rotate(4 335 444)' }));
    braid.push(p('M326,448 C324,462 330,470 334,474 C338,468 346,462 344,448Z', { fill: '#1d161c' }));
    return portrait({
      id: 'priya',
      bg: '#f4e6c4',
      bg2: '#fbf4e2',
      skin: '#b0744f',
      skinShade: '#8c5638',
      brow: '#1e1414',
      lip: '#8e2f4b',
      wing: true,
      blush: '#d0625a',
      blushOpacity: 0.35,
      defs: linear('priya-hair', [
        [0, '#2c2226'],
        [1, '#17111a'],
      ]),
      backHair: p(
        'M240,82 C318,80 344,140 340,210 C338,260 332,296 322,316 C300,322 270,310 240,306 C210,304 186,300 170,282 C150,256 140,232 140,210 C138,140 164,84 240,82Z',
        {
          fill: 'url(#priya-hair)',
        },
      ),
      clothes: torso('priya', '#2f6e6b', '#1a4745', p('M200,344 Q240,400 280,344', { fill: '#b0744f' })),
      hairShadow: p(cap, { fill: '#6a3c24' }),
      frontHair:
        p(cap, { fill: 'url(#priya-hair)' }) +
        braid.join('') +
        strands(['M232,100 C280,100 314,130 320,190'], '#6a5560', 4, 0.6),
      extras:
        circle(168, 258, 5, { fill: '#d9a441' }) +
        p('M168,262 L168,272', { stroke: '#d9a441', 'stroke-width': 2.5 }) +
        ellipse(168, 280, 6, 8, { fill: '#d9a441' }) +
        circle(166, 277, 2, { fill: '#fff3cf', opacity: 0.8 }),
    });
  },
};

/* ------------------------------------------------------------------------------------------------
 * Service illustrations (800 x 600): flat-lay still lifes seen from above, one shared palette of
 * warm neutrals with a deep plum accent and soft blush. Light comes from the upper left, so every
 * object carries a soft drop shadow towards the lower right.
 * ---------------------------------------------------------------------------------------------- */

const C = {
  plum: '#7a2e4d',
  plumDark: '#57203a',
  plumLight: '#9c4a6c',
  berry: '#a8466c',
  blush: '#f1cfcc',
  blushDeep: '#e3aeae',
  rose: '#d98f95',
  cream: '#fbf7f4',
  linen: '#f3ebe3',
  sand: '#e8dacd',
  taupe: '#cdb7a6',
  mocha: '#8c6a58',
  wood: '#c99d77',
  woodDark: '#a57955',
  gold: '#c9a15f',
  goldLight: '#ecd39c',
  ink: '#3b2530',
  sage: '#a3b39a',
  sageDark: '#7d9175',
};

const serviceDefs = [
  linear('steel', [
    [0, '#f6f4f4'],
    [0.45, '#cbc5c5'],
    [0.55, '#a9a2a2'],
    [1, '#e4e0e0'],
  ]),
  linear('gold', [
    [0, C.goldLight],
    [0.5, C.gold],
    [1, '#a98243'],
  ]),
  linear('plumGrad', [
    [0, C.plumLight],
    [0.6, C.plum],
    [1, C.plumDark],
  ]),
  linear('woodGrad', [
    [0, '#ddb48e'],
    [1, C.woodDark],
  ]),
  linear(
    'glass',
    [
      [0, '#ffffff', 0.75],
      [0.4, '#ffffff', 0.15],
      [1, '#ffffff', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  ),
  radial(
    'lidShine',
    [
      [0, '#ffffff', 0.28],
      [1, '#ffffff', 0],
    ],
    { cx: 0.32, cy: 0.28, r: 0.6 },
  ),
  radial(
    'tableLight',
    [
      [0, '#f7f0ea'],
      [1, '#e9ddd2'],
    ],
    { cx: 0.25, cy: 0.2, r: 0.95 },
  ),
  '<filter id="sh" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="7" dy="11" stdDeviation="8" flood-color="#5b3a3a" flood-opacity="0.22"/></filter>',
  '<filter id="shs" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="3" dy="5" stdDeviation="3.5" flood-color="#5b3a3a" flood-opacity="0.24"/></filter>',
  blur('sb2', 2),
  blur('sb6', 6),
  blur('sb20', 20),
].join('');

/** The flat-lay surface: warm table, optional blush paper shapes and a linen corner. */
function surface(shapes = '') {
  return rect(0, 0, 800, 600, { fill: 'url(#tableLight)' }) + shapes;
}

const scene = (body, shapes = '', extraDefs = '') =>
  svgDoc(800, 600, surface(shapes) + body, serviceDefs + extraDefs);

const at = (x, y, rot, inner, { scale = 1, ...extra } = {}) =>
  g(
    { transform: `translate(${x} ${y}) rotate(${rot})${scale === 1 ? '' : ` scale(${scale})`}`, ...extra },
    inner,
  );

/* ---- reusable flat-lay objects (local coordinates, placed with `at`) ---- */

/** Eucalyptus sprig along +x. */
function sprig(len = 220, leaf = C.sage, dark = C.sageDark) {
  const out = [
    p(`M0,0 C${len * 0.3},-10 ${len * 0.7},8 ${len},0`, {
      fill: 'none',
      stroke: dark,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  ];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / (n + 0.2);
    const x = len * t;
    const y = Math.sin(t * Math.PI * 2) * -4;
    const r = 22 - i * 2;
    const s = i % 2 ? 1 : -1;
    out.push(
      ellipse(x, y + s * r * 0.9, r, r * 0.86, {
        fill: i % 2 ? leaf : '#b5c3ac',
        stroke: dark,
        'stroke-width': 1.2,
        'stroke-opacity': 0.5,
      }),
    );
    out.push(
      p(`M${x},${y} L${x + 2},${y + s * r * 1.4}`, { stroke: dark, 'stroke-width': 1.2, opacity: 0.5 }),
    );
  }
  return g({ filter: 'url(#shs)' }, out.join(''));
}

/** Folded towel seen from above. */
function towel(w, h, fill = C.cream, edge = C.sand) {
  return g(
    { filter: 'url(#sh)' },
    [
      rect(0, 0, w, h, { rx: 14, fill }),
      rect(0, h * 0.62, w, h * 0.38, { rx: 14, fill: edge, opacity: 0.55 }),
      p(`M10,${h * 0.62} L${w - 10},${h * 0.62}`, { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 }),
      rect(0, h * 0.78, w, 10, { fill: edge, opacity: 0.7 }),
      rect(0, h * 0.84, w, 3, { fill: '#ffffff', opacity: 0.6 }),
    ].join(''),
  );
}

/** Professional hair shears, pivot at origin, blades along +x, `open` degrees apart. */
function shears(open = 16, ring = C.plum) {
  const half = (sgn) => {
    const rot = (sgn * open) / 2;
    return g(
      { transform: `rotate(${rot}) scale(1 ${sgn})` },
      [
        p('M-16,-10 C40,-12 140,-8 236,-1 C240,0 240,2 236,3 C150,7 60,10 -16,10Z', { fill: 'url(#steel)' }),
        p('M-10,-3 C60,-4 150,-2 234,1', {
          stroke: '#ffffff',
          'stroke-width': 2,
          opacity: 0.85,
          fill: 'none',
        }),
        p('M-10,7 C60,6 150,4 234,2', { stroke: '#8f8888', 'stroke-width': 1.2, opacity: 0.6, fill: 'none' }),
        p('M-10,-6 C-40,-10 -70,-18 -92,-26 L-88,-12 C-66,-6 -40,2 -10,6Z', { fill: 'url(#steel)' }),
        circle(-112, -30, 22, { fill: 'none', stroke: ring, 'stroke-width': 10 }),
        circle(-112, -30, 22, {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 2,
          opacity: 0.35,
          'stroke-dasharray': '30 200',
        }),
        sgn < 0
          ? p('M-128,-48 C-150,-60 -166,-58 -172,-52', {
              fill: 'none',
              stroke: ring,
              'stroke-width': 7,
              'stroke-linecap': 'round',
            })
          : '',
      ].join(''),
    );
  };
  return g(
    { filter: 'url(#sh)' },
    half(1) + half(-1) + circle(0, 0, 8, { fill: 'url(#gold)' }) + circle(0, 0, 3, { fill: '#8a6a3a' }),
  );
}

/** Cutting comb along +x with teeth hanging down. */
function comb(len = 300, fill = C.ink, fine = true) {
  const out = [rect(0, 0, len, 20, { rx: 6, fill })];
  const split = fine ? len * 0.55 : len;
  for (let x = 10; x < len - 8; x += x < split ? 7 : 11) {
    out.push(rect(x, 16, x < split ? 3.2 : 5, x < split ? 24 : 28, { rx: 1.5, fill }));
  }
  out.push(rect(6, 4, len - 12, 3, { rx: 1.5, fill: '#ffffff', opacity: 0.22 }));
  return g({ filter: 'url(#shs)' }, out.join(''));
}

/** A wavy lock of hair tied with a ribbon, root at the origin, flowing along +x. */
function hairLock(id, root = '#4e2e22', tip = '#b9845a') {
  const lock =
    'M0,-15 C46,-32 92,-32 132,-14 C172,4 212,2 252,-16 C264,-21 274,-21 282,-17 ' +
    'C266,-5 232,16 192,24 C150,32 118,26 88,12 C58,-2 30,0 0,15Z';
  const lines = [
    'M4,-6 C50,-22 94,-20 134,-4 C174,12 214,8 262,-14',
    'M4,4 C50,-10 96,-6 132,8 C170,22 206,18 246,2',
    'M4,-11 C48,-26 92,-26 130,-10 C168,6 208,2 254,-16',
  ];
  return g(
    { filter: 'url(#shs)' },
    [
      `<defs>${linear(
        `${id}-lock`,
        [
          [0, root],
          [0.55, '#8a5a3c'],
          [1, tip],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}</defs>`,
      p(lock, { fill: `url(#${id}-lock)` }),
      strands(lines, '#f0cfa4', 2, 0.45),
      strands(['M10,10 C56,-2 100,4 136,16'], '#3e241a', 2, 0.35),
      rect(-9, -17, 18, 34, { rx: 6, fill: C.plum }),
      p('M-6,-14 C-34,-44 -50,-12 -22,-3Z M-6,14 C-38,34 -46,2 -20,2Z', { fill: C.plumLight }),
      circle(0, 0, 5, { fill: C.plumDark }),
    ].join(''),
  );
}

/** Duck-bill sectioning clip along +x. */
function sectionClip(fill = C.blushDeep) {
  return g(
    { filter: 'url(#shs)' },
    [
      p('M0,-9 L130,-5 C138,-4 138,4 130,5 L0,9 C-8,8 -8,-8 0,-9Z', { fill }),
      p('M4,-4 L128,-1', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5 }),
      rect(18, -12, 26, 24, { rx: 6, fill: '#c98d90' }),
    ].join(''),
  );
}

/** Closed tint bowl / pomade style round container seen from above. */
function bowl(r, rim, inner, id, swirl = '#ffffff') {
  return g(
    { filter: 'url(#sh)' },
    [
      `<defs>${radial(
        `${id}-in`,
        [
          [0, inner[0]],
          [1, inner[1]],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      )}</defs>`,
      circle(0, 0, r, { fill: rim }),
      circle(0, 0, r, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.35,
        'stroke-dasharray': `${r * 1.6} ${r * 8}`,
        transform: 'rotate(180)',
      }),
      circle(0, 0, r * 0.84, { fill: `url(#${id}-in)` }),
      circle(0, 0, r * 0.84, { fill: 'none', stroke: '#000000', 'stroke-width': 3, opacity: 0.12 }),
      p(
        `M${-r * 0.5},${-r * 0.1} C${-r * 0.4},${-r * 0.5} ${r * 0.3},${-r * 0.55} ${r * 0.42},${-r * 0.1} C${r * 0.5},${r * 0.25} ${r * 0.1},${r * 0.4} ${-r * 0.1},${r * 0.2}`,
        {
          fill: 'none',
          stroke: swirl,
          'stroke-width': r * 0.06,
          'stroke-linecap': 'round',
          opacity: 0.45,
        },
      ),
    ].join(''),
  );
}

/** Tint brush along +x: flat bristle head at the origin end, pointed tail at +x. */
function tintBrush(dye = C.berry, handle = C.ink) {
  return g(
    { filter: 'url(#shs)' },
    [
      p('M40,-9 L250,-3 C262,-2 262,2 250,3 L40,9Z', { fill: handle }),
      p('M44,-5 L248,-1', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.25 }),
      rect(26, -16, 20, 32, { rx: 4, fill: handle }),
      p('M28,-17 L-36,-22 C-44,-20 -46,20 -36,22 L28,17Z', { fill: '#3e3236' }),
      p('M-10,-20 L-36,-22 C-44,-20 -46,20 -36,22 L-10,20 C-2,10 -2,-10 -10,-20Z', { fill: dye }),
      p('M-30,-14 L-4,-12 M-32,0 L-2,0 M-30,13 L-4,12', {
        stroke: '#ffffff',
        'stroke-width': 1.6,
        opacity: 0.3,
      }),
    ].join(''),
  );
}

/** Sheets of foil, slightly fanned. */
function foils(n = 4) {
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(
      g(
        { transform: `rotate(${i * 7 - 10})` },
        [
          rect(-90, -60, 180, 120, { rx: 3, fill: 'url(#steel)', stroke: '#ffffff', 'stroke-width': 1 }),
          p('M-80,-30 L-20,-44 L40,-20 L84,-36 M-84,20 L-30,6 L30,30 L86,12', {
            fill: 'none',
            stroke: '#ffffff',
            'stroke-width': 2,
            opacity: 0.55,
          }),
        ].join(''),
      ),
    );
  }
  return g({ filter: 'url(#shs)' }, out.join(''));
}

/** Squeeze tube of colour along +x, cap at the origin. */
function tube(body = C.cream, band = C.plum) {
  return g(
    { filter: 'url(#shs)' },
    [
      rect(-34, -20, 40, 40, { rx: 6, fill: band }),
      p('M4,-26 C60,-30 140,-38 200,-44 L206,44 C140,38 60,30 4,26Z', { fill: body }),
      p('M4,-26 C60,-30 140,-38 200,-44 L206,44 C140,38 60,30 4,26Z', { fill: 'url(#glass)', opacity: 0.6 }),
      rect(198, -48, 16, 96, { rx: 2, fill: '#ded2c6' }),
      p('M202,-40 L202,40 M208,-40 L208,40', { stroke: '#c2b3a5', 'stroke-width': 1.5 }),
      p('M60,-30 C100,-33 130,-36 150,-38 L150,38 C130,36 100,33 60,30Z', { fill: band }),
      rect(76, -8, 56, 5, { rx: 2.5, fill: '#ffffff', opacity: 0.8 }),
      rect(76, 4, 36, 4, { rx: 2, fill: '#ffffff', opacity: 0.55 }),
    ].join(''),
  );
}

/** Feathered hair ends: the tip outline of a lock of width `w` ending around x = `len`. */
const featherEnd = (len, w) =>
  `L${len - 14},${-w * 0.5} L${len + 4},${-w * 0.36} L${len - 10},${-w * 0.2} L${len + 10},${-w * 0.02} ` +
  `L${len - 8},${w * 0.16} L${len + 6},${w * 0.32} L${len - 12},${w * 0.5}`;

/** Hair-colour swatch from the origin along +x: dark root melting into hand-painted lighter ends. */
function swatch(id, root, tip, len = 330, wid = 44) {
  const streaks = [];
  for (let i = -2; i <= 2; i++) {
    const y = i * (wid / 6);
    streaks.push(
      `M${len * (0.32 + Math.abs(i) * 0.05)},${y} C${len * 0.6},${y * 1.05} ${len * 0.8},${y * 1.08} ${len - 8},${y * 1.1}`,
    );
  }
  return [
    `<defs>${linear(
      id,
      [
        [0, root],
        [0.3, root],
        [0.75, tip],
        [1, tip],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}</defs>`,
    p(
      `M0,${-wid / 2} C${len * 0.4},${-wid / 2} ${len * 0.7},${-wid * 0.52} ${len - 14},${-wid * 0.5} ${featherEnd(len, wid)} C${len * 0.7},${wid * 0.52} ${len * 0.4},${wid / 2} 0,${wid / 2}Z`,
      {
        fill: `url(#${id})`,
      },
    ),
    strands(streaks, '#fbeccc', 3, 0.5),
    strands([`M10,-8 L${len * 0.45},-9`, `M10,6 L${len * 0.4},7`], '#2a1812', 1.4, 0.4),
    rect(-8, -wid / 2 - 3, 26, wid + 6, { rx: 4, fill: 'url(#gold)' }),
    rect(-4, -wid / 2, 6, wid, { rx: 3, fill: '#ffffff', opacity: 0.35 }),
  ].join('');
}

/** Balayage paddle board. */
function paddle() {
  return g(
    { filter: 'url(#sh)' },
    [
      p(
        'M-120,-70 C-120,-96 -100,-104 -40,-104 L90,-100 C124,-98 132,-80 132,-40 L132,40 C132,80 124,98 90,100 L-40,104 C-100,104 -120,96 -120,70Z',
        {
          fill: C.cream,
        },
      ),
      p('M132,-18 L230,-14 C240,-14 240,14 230,14 L132,18Z', { fill: C.cream }),
      circle(218, 0, 7, { fill: '#e7dcd2' }),
      p('M-96,-60 C-40,-80 60,-84 110,-70', {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 4,
        opacity: 0.7,
      }),
    ].join(''),
  );
}

/** Closed flat iron along +x: hinge/cord at the origin, plates towards +x. */
function flatIron() {
  return g(
    { filter: 'url(#sh)' },
    [
      p('M-60,0 C-100,10 -110,60 -160,70 C-200,78 -230,60 -250,80', {
        fill: 'none',
        stroke: C.ink,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      rect(-64, -12, 30, 24, { rx: 8, fill: '#4a3a40' }),
      p(
        'M-40,-30 C-40,-38 -34,-40 -26,-40 L300,-36 C318,-36 326,-30 326,-20 L326,20 C326,30 318,36 300,36 L-26,40 C-34,40 -40,38 -40,30Z',
        { fill: 'url(#plumGrad)' },
      ),
      p('M-30,-30 L300,-28', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.25 }),
      rect(170, -28, 150, 56, { rx: 10, fill: '#3b2530', opacity: 0.35 }),
      rect(180, -22, 132, 44, { rx: 8, fill: C.sand }),
      rect(180, -22, 132, 14, { rx: 7, fill: '#ffffff', opacity: 0.45 }),
      rect(40, -8, 60, 16, { rx: 8, fill: C.plumDark }),
      circle(56, 0, 3, { fill: C.goldLight }),
      circle(70, 0, 3, { fill: C.goldLight }),
      circle(84, 0, 3, { fill: C.goldLight, opacity: 0.4 }),
    ].join(''),
  );
}

/** Pump bottle lying along +x: pump head at +x. */
function pumpBottle(body = '#f8f1ec', label = C.plum) {
  return g(
    { filter: 'url(#sh)' },
    [
      rect(0, -48, 220, 96, { rx: 28, fill: body }),
      rect(0, -48, 220, 96, { rx: 28, fill: 'none', stroke: '#e6d8cc', 'stroke-width': 2 }),
      rect(12, -38, 196, 14, { rx: 7, fill: '#ffffff', opacity: 0.9 }),
      rect(10, 26, 200, 14, { rx: 7, fill: C.sand, opacity: 0.7 }),
      rect(56, -30, 112, 60, { rx: 4, fill: label }),
      rect(72, -10, 80, 6, { rx: 3, fill: C.cream }),
      rect(84, 4, 56, 4, { rx: 2, fill: C.cream, opacity: 0.6 }),
      rect(218, -24, 24, 48, { rx: 4, fill: 'url(#gold)' }),
      rect(240, -7, 30, 14, { fill: C.ink }),
      rect(266, -20, 34, 40, { rx: 8, fill: C.ink }),
      rect(270, -16, 26, 8, { rx: 4, fill: '#ffffff', opacity: 0.18 }),
      p('M296,-14 L332,-26 C338,-27 340,-20 336,-17 L300,-2Z', { fill: C.ink }),
    ].join(''),
  );
}

/** Smooth, glossy lock of hair flowing along +x in a gentle wave, tied at the root. */
function sleekLock(id, color = '#6b4330') {
  const centre = 'M8,0 C110,-16 200,20 290,6 C320,2 350,-6 380,-4';
  return g(
    { filter: 'url(#shs)' },
    [
      `<defs>${linear(
        `${id}-sl`,
        [
          [0, '#3e2519'],
          [0.5, color],
          [1, '#8a5a3c'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}${blur(`${id}-gl`, 3)}</defs>`,
      p(
        'M0,-30 C110,-48 200,-10 290,-22 C330,-27 360,-34 392,-30 L378,-18 L396,-10 L380,-2 L394,8 ' +
          'C360,12 330,22 290,34 C200,50 110,16 0,30Z',
        { fill: `url(#${id}-sl)` },
      ),
      p(centre, {
        fill: 'none',
        stroke: '#e9bf8e',
        'stroke-width': 12,
        opacity: 0.55,
        filter: `url(#${id}-gl)`,
        transform: 'translate(0 -6)',
      }),
      strands(
        [
          'M12,-18 C110,-34 200,2 290,-10 C330,-15 356,-20 384,-20',
          'M12,16 C110,4 200,36 290,22 C330,16 356,8 384,2',
          'M12,-4 C110,-20 200,16 290,2 C330,-2 356,-8 388,-8',
        ],
        '#f6dab3',
        1.4,
        0.5,
      ),
      rect(-12, -34, 26, 68, { rx: 8, fill: C.plum }),
      rect(-7, -30, 6, 60, { rx: 3, fill: '#ffffff', opacity: 0.2 }),
    ].join(''),
  );
}

/** Nail polish bottle lying on its side: glass body at the origin, cap along +x. */
function polish(color, cap = C.ink, capLen = 104) {
  return g(
    { filter: 'url(#sh)' },
    [
      rect(-46, -44, 92, 88, { rx: 22, fill: color }),
      rect(-46, -44, 92, 88, { rx: 22, fill: 'none', stroke: '#ffffff', 'stroke-width': 5, opacity: 0.5 }),
      rect(-36, -34, 30, 60, { rx: 12, fill: '#ffffff', opacity: 0.3 }),
      rect(-30, -30, 10, 40, { rx: 5, fill: '#ffffff', opacity: 0.55 }),
      rect(44, -16, 14, 32, { rx: 3, fill: color }),
      rect(44, -16, 14, 32, { rx: 3, fill: '#ffffff', opacity: 0.35 }),
      rect(56, -19, capLen, 38, { rx: 9, fill: cap }),
      rect(60, -15, capLen - 8, 8, { rx: 4, fill: '#ffffff', opacity: 0.22 }),
    ].join(''),
  );
}

/** Two-tone emery board along +x. */
function nailFile(a = C.blushDeep, b = C.plum) {
  return g(
    { filter: 'url(#shs)' },
    [
      rect(0, -15, 270, 30, { rx: 15, fill: a }),
      p('M135,-15 L255,-15 A15,15 0 0 1 255,15 L135,15Z', { fill: b }),
      p('M15,-6 L255,-6', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.3 }),
    ].join(''),
  );
}

/** Cuticle pusher along +x. */
function pusher() {
  return g(
    { filter: 'url(#shs)' },
    [
      rect(0, -6, 200, 12, { rx: 6, fill: 'url(#steel)' }),
      p('M200,-4 L222,-10 C236,-10 236,10 222,10 L200,4Z', { fill: 'url(#steel)' }),
      p('M0,-4 L-18,-8 C-26,-6 -26,6 -18,8 L0,4Z', { fill: 'url(#steel)' }),
      rect(60, -7, 80, 14, { rx: 7, fill: '#b8b0b0' }),
      p(
        'M64,-7 L64,7 M72,-7 L72,7 M80,-7 L80,7 M88,-7 L88,7 M96,-7 L96,7 M104,-7 L104,7 M112,-7 L112,7 M120,-7 L120,7 M128,-7 L128,7',
        {
          stroke: '#8f8888',
          'stroke-width': 1.5,
        },
      ),
    ].join(''),
  );
}

/** Frangipani flower. */
function flower(r = 40, petal = '#fbf3ee', centre = '#f0c46d') {
  const out = [];
  for (let i = 0; i < 5; i++) {
    out.push(
      ellipse(r * 0.55, 0, r * 0.62, r * 0.34, {
        fill: petal,
        stroke: '#e6cfc6',
        'stroke-width': 1.2,
        transform: `rotate(${i * 72 - 90}) skewY(12)`,
      }),
    );
  }
  out.push(circle(0, 0, r * 0.34, { fill: centre, opacity: 0.85 }));
  out.push(circle(0, 0, r * 0.16, { fill: '#e39e4f', opacity: 0.6 }));
  return g({ filter: 'url(#shs)' }, out.join(''));
}

/** A loose petal. */
const petal = (x, y, rot, fill = C.rose, s = 1) =>
  at(
    x,
    y,
    rot,
    p('M0,0 C10,-14 30,-14 36,0 C30,12 10,12 0,0Z', { fill, transform: `scale(${s})`, filter: 'url(#shs)' }),
  );

/** Rolled towel lying along +x. */
function rolledTowel(len = 220, d = 84, fill = C.cream, stripe = C.blushDeep) {
  return g(
    { filter: 'url(#sh)' },
    [
      rect(0, -d / 2, len, d, { rx: d / 2.4, fill }),
      rect(0, -d / 2, len, d * 0.35, { rx: d / 3, fill: '#ffffff', opacity: 0.5 }),
      rect(0, d * 0.22, len, d * 0.28, { rx: d / 4, fill: C.sand, opacity: 0.6 }),
      rect(len * 0.12, -d / 2, 10, d, { fill: stripe, opacity: 0.8 }),
      rect(len * 0.12 + 16, -d / 2, 5, d, { fill: stripe, opacity: 0.8 }),
      p(`M${len * 0.7},${-d / 2} C${len * 0.74},0 ${len * 0.7},${d * 0.3} ${len * 0.74},${d / 2}`, {
        fill: 'none',
        stroke: C.sand,
        'stroke-width': 3,
      }),
    ].join(''),
  );
}

/** Smooth pebble. */
const pebble = (x, y, rx, ry, rot, fill = '#cbbfb5') =>
  at(
    x,
    y,
    rot,
    ellipse(0, 0, rx, ry, { fill, filter: 'url(#shs)' }) +
      ellipse(-rx * 0.3, -ry * 0.35, rx * 0.45, ry * 0.3, { fill: '#ffffff', opacity: 0.35 }),
  );

/** Nail tip (almond) with a design; origin at the nail centre. */
function nailTip(design, k) {
  const shape = 'M-20,40 L-20,-6 C-20,-38 -8,-50 0,-50 C8,-50 20,-38 20,-6 L20,40 C20,46 -20,46 -20,40Z';
  const clip = `nt-${k}`;
  const base = {
    plum: C.plum,
    blush: C.blush,
    nude: '#e9cdb8',
    french: '#f7ece6',
    moon: C.blushDeep,
    stripe: C.cream,
    heart: C.blush,
    ombre: `url(#nt-ombre)`,
    dots: C.plum,
    gold: C.cream,
  }[design];
  const deco =
    {
      french: p('M-20,-16 C-8,-6 8,-6 20,-16 L20,-60 L-20,-60Z', { fill: C.plum }),
      moon: p('M-20,34 C-12,18 12,18 20,34 L20,50 L-20,50Z', { fill: C.cream }),
      stripe:
        p('M-30,10 L30,-20 M-30,26 L30,-4', { stroke: C.plum, 'stroke-width': 5 }) +
        p('M-30,18 L30,-12', { stroke: C.gold, 'stroke-width': 2 }),
      heart: p('M0,8 C-14,-2 -12,-18 -2,-16 L0,-13 L2,-16 C12,-18 14,-2 0,8Z', { fill: C.berry }),
      dots: [
        circle(-8, -20, 3.5),
        circle(8, -8, 3.5),
        circle(-6, 6, 3.5),
        circle(8, 20, 3.5),
        circle(-8, 30, 3.5),
      ]
        .join('')
        .replaceAll('/>', ` fill="${C.goldLight}"/>`),
      gold:
        p('M-20,-10 C-6,0 6,0 20,-10', { fill: 'none', stroke: C.gold, 'stroke-width': 4 }) +
        circle(0, -24, 5, { fill: C.gold }),
    }[design] ?? '';
  return [
    `<clipPath id="${clip}"><path d="${shape}"/></clipPath>`,
    p(shape, { fill: base }),
    g({ 'clip-path': `url(#${clip})` }, deco),
    p('M-12,-30 C-12,-40 -6,-44 -2,-44', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
    p(shape, { fill: 'none', stroke: '#000000', 'stroke-opacity': 0.06, 'stroke-width': 1.5 }),
  ].join('');
}

/** Thin art brush / dotting tool along +x. */
function linerBrush(handle = C.plum) {
  return g(
    { filter: 'url(#shs)' },
    [
      p('M0,-5 L170,-3 L170,3 L0,5 C-6,4 -6,-4 0,-5Z', { fill: handle }),
      rect(170, -4.5, 30, 9, { rx: 2, fill: 'url(#gold)' }),
      p('M200,-3.5 C220,-3 240,-1 256,0 C240,1 220,3 200,3.5Z', { fill: C.ink }),
    ].join(''),
  );
}

function dottingTool() {
  return g(
    { filter: 'url(#shs)' },
    [
      rect(0, -5, 200, 10, { rx: 5, fill: C.blushDeep }),
      p('M0,-2 L-26,-1 L-26,1 L0,2Z M200,-2 L226,-1 L226,1 L200,2Z', { fill: 'url(#steel)' }),
      circle(-28, 0, 5, { fill: 'url(#steel)' }),
      circle(228, 0, 3.5, { fill: 'url(#steel)' }),
    ].join(''),
  );
}

/** Open cream jar seen from above. */
function creamJar(r = 96, jar = C.cream, cream = '#fff9f4') {
  return g(
    { filter: 'url(#sh)' },
    [
      circle(0, 0, r, { fill: jar }),
      circle(0, 0, r, { fill: 'none', stroke: C.sand, 'stroke-width': 6 }),
      circle(0, 0, r * 0.84, { fill: '#efe2d8' }),
      circle(3, 4, r * 0.8, { fill: cream }),
      p(`M${-r * 0.5},${r * 0.3} C${-r * 0.3},${-r * 0.1} ${r * 0.1},${-r * 0.05} ${r * 0.2},${-r * 0.3}`, {
        fill: 'none',
        stroke: '#eadad0',
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
      p(`M${-r * 0.3},${r * 0.45} C${-r * 0.05},${r * 0.2} ${r * 0.3},${r * 0.25} ${r * 0.45},${-r * 0.05}`, {
        fill: 'none',
        stroke: '#eadad0',
        'stroke-width': 5,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
      p(
        `M${-r * 0.46},${r * 0.24} C${-r * 0.28},${-r * 0.14} ${r * 0.08},${-r * 0.1} ${r * 0.18},${-r * 0.36}`,
        {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 4,
          'stroke-linecap': 'round',
        },
      ),
      p(
        `M${-r * 0.6},${-r * 0.2} C${-r * 0.45},${-r * 0.55} ${-r * 0.1},${-r * 0.7} ${r * 0.2},${-r * 0.68}`,
        { fill: 'none', stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round' },
      ),
    ].join(''),
  );
}

/** Jar lid seen from above. */
function jarLid(r = 92, fill = C.plum) {
  return g(
    { filter: 'url(#sh)' },
    [
      circle(0, 0, r, { fill }),
      circle(0, 0, r, { fill: 'url(#lidShine)' }),
      circle(0, 0, r - 10, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.3 }),
      circle(0, 0, r * 0.42, { fill: 'none', stroke: C.goldLight, 'stroke-width': 2.5, opacity: 0.9 }),
      p(`M${-r * 0.16},${-r * 0.18} L${r * 0.16},${-r * 0.18} M0,${-r * 0.18} L0,${r * 0.2}`, {
        stroke: C.goldLight,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  );
}

/** Rose-quartz face roller along +x. */
function faceRoller() {
  return g(
    { filter: 'url(#sh)' },
    [
      `<defs>${linear('quartz', [
        [0, '#fbe3e3'],
        [0.4, '#f1c3c6'],
        [1, '#d79aa2'],
      ])}</defs>`,
      rect(0, -11, 170, 22, { rx: 11, fill: 'url(#quartz)' }),
      p('M170,0 L196,0 M196,-46 L196,46', {
        stroke: 'url(#gold)',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      p('M196,-46 L214,-46 M196,46 L214,46', {
        stroke: C.gold,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      rect(200, -40, 38, 80, { rx: 16, fill: 'url(#quartz)' }),
      rect(206, -34, 10, 68, { rx: 5, fill: '#ffffff', opacity: 0.5 }),
      p('M0,0 L-24,0 M-24,-24 L-24,24', { stroke: C.gold, 'stroke-width': 4, 'stroke-linecap': 'round' }),
      rect(-50, -22, 24, 44, { rx: 10, fill: 'url(#quartz)' }),
      rect(6, -7, 150, 5, { rx: 2.5, fill: '#ffffff', opacity: 0.45 }),
    ].join(''),
  );
}

/** Dropper bottle lying along +x: glass at the origin, dropper bulb at +x. */
function dropperBottle(glass = C.plum) {
  return g(
    { filter: 'url(#sh)' },
    [
      rect(-80, -48, 150, 96, { rx: 20, fill: glass }),
      rect(-70, -38, 130, 14, { rx: 7, fill: '#ffffff', opacity: 0.35 }),
      rect(-44, -26, 76, 52, { rx: 6, fill: C.cream }),
      rect(-32, -8, 52, 6, { rx: 3, fill: glass }),
      rect(-32, 4, 36, 4, { rx: 2, fill: glass, opacity: 0.5 }),
      rect(68, -22, 12, 44, { fill: glass }),
      rect(78, -26, 36, 52, { rx: 5, fill: 'url(#gold)' }),
      p('M112,-22 L150,-22 C176,-22 190,-12 190,0 C190,12 176,22 150,22 L112,22Z', { fill: C.cream }),
      p('M120,-14 L160,-14', { stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round' }),
      p('M124,-22 L124,22 M134,-22 L134,22', { stroke: '#e2d5ca', 'stroke-width': 2 }),
    ].join(''),
  );
}

/** Glossy drop of liquid. */
const drop = (x, y, r, fill = '#d8a6b4') =>
  g(
    {},
    [
      ellipse(x + r * 0.25, y + r * 0.35, r, r * 0.9, {
        fill: '#5b3a3a',
        opacity: 0.15,
        filter: 'url(#sb2)',
      }),
      circle(x, y, r, { fill, opacity: 0.85 }),
      circle(x - r * 0.3, y - r * 0.3, r * 0.28, { fill: '#ffffff', opacity: 0.8 }),
      p(`M${x + r * 0.6},${y + r * 0.1} A${r * 0.6},${r * 0.6} 0 0 1 ${x + r * 0.05},${y + r * 0.65}`, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': r * 0.12,
        opacity: 0.5,
      }),
    ].join(''),
  );

/** Cucumber slice. */
function cucumber(r = 46) {
  const seeds = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seeds.push(
      ellipse(Math.cos(a) * r * 0.42, Math.sin(a) * r * 0.42, r * 0.08, r * 0.14, {
        fill: '#e9efd8',
        transform: `rotate(${(a * 180) / Math.PI + 90} ${Math.cos(a) * r * 0.42} ${Math.sin(a) * r * 0.42})`,
      }),
    );
  }
  return g(
    { filter: 'url(#shs)' },
    [
      circle(0, 0, r, { fill: '#6f8a60' }),
      circle(0, 0, r * 0.9, { fill: '#d6e2bf' }),
      circle(0, 0, r * 0.62, { fill: '#c4d4a8' }),
      ...seeds,
    ].join(''),
  );
}

/** Stack of cotton pads. */
function cottonPads(n = 3, r = 44) {
  const out = [];
  for (let i = n - 1; i >= 0; i--) {
    out.push(circle(i * 6, i * 8, r, { fill: '#fffdfb', stroke: '#eadfd6', 'stroke-width': 1.5 }));
  }
  out.push(
    circle(0, 0, r * 0.75, { fill: 'none', stroke: '#efe6df', 'stroke-width': 2, 'stroke-dasharray': '2 6' }),
  );
  return g({ filter: 'url(#shs)' }, out.join(''));
}

/** Wood-cased brow pencil along +x, tip at +x. */
function browPencil(body = C.plum) {
  return g(
    { filter: 'url(#shs)' },
    [
      rect(0, -11, 230, 22, { rx: 3, fill: body }),
      rect(0, -11, 230, 7, { rx: 3, fill: '#ffffff', opacity: 0.18 }),
      rect(0, -11, 26, 22, { rx: 3, fill: 'url(#gold)' }),
      p('M230,-11 L278,-3 L278,3 L230,11Z', { fill: '#e3c09a' }),
      p('M268,-4.6 L290,0 L268,4.6Z', { fill: '#4a3027' }),
      p('M28,-4 L220,-4', { stroke: C.goldLight, 'stroke-width': 1.5, opacity: 0.6 }),
    ].join(''),
  );
}

/** Spoolie brush along +x. */
function spoolie(handle = C.ink) {
  const bristles = [];
  for (let x = 148; x < 222; x += 4.5) {
    bristles.push(`M${x},-12 L${x + 7},12`);
  }
  return g(
    { filter: 'url(#shs)' },
    [
      rect(0, -7, 130, 14, { rx: 7, fill: handle }),
      rect(4, -5, 120, 4, { rx: 2, fill: '#ffffff', opacity: 0.2 }),
      rect(126, -5, 18, 10, { rx: 2, fill: 'url(#gold)' }),
      p('M144,0 L150,0', { stroke: '#6a5a5a', 'stroke-width': 2 }),
      p('M146,-8 C160,-15 206,-16 220,-10 C228,-6 228,6 220,10 C206,16 160,15 146,8 C142,4 142,-4 146,-8Z', {
        fill: '#2a1d22',
      }),
      p(bristles.join(' '), {
        stroke: '#6b5a60',
        'stroke-width': 1.6,
        'stroke-linecap': 'round',
        opacity: 0.9,
      }),
    ].join(''),
  );
}

/** Slanted tweezers along +x: two arms joined at the origin, slanted tips at +x. */
function tweezers(fill = 'url(#gold)') {
  return g(
    { filter: 'url(#shs)' },
    [
      p('M0,-6 C-8,-6 -8,6 0,6 L6,2 L178,-5 L196,-15 L194,-20 L176,-15Z', { fill }),
      p('M6,2 L0,6 L176,19 L188,14 L178,7Z', { fill: '#b38c4c' }),
      p('M14,-4 L170,-13', { stroke: '#fff4d6', 'stroke-width': 2, opacity: 0.7, 'stroke-linecap': 'round' }),
      p('M70,-8 L120,-10.5', {
        stroke: '#a98243',
        'stroke-width': 6,
        opacity: 0.35,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  );
}

/** Aloe leaf along +x, tapering to a point. */
function aloeLeaf(len = 300, w = 46) {
  const teeth = [];
  for (let x = 30; x < len - 30; x += 22) {
    const t = x / len;
    const hw = w * (1 - t) * 0.5 + 3;
    teeth.push(`M${x},${-hw} l5,-6 l3,6Z M${x + 11},${hw} l5,6 l3,-6Z`);
  }
  return g(
    { filter: 'url(#shs)' },
    [
      `<defs>${linear('aloe', [
        [0, '#7f9a72'],
        [0.5, '#b3c6a4'],
        [1, '#7f9a72'],
      ])}</defs>`,
      p(teeth.join(' '), { fill: '#7f9a72' }),
      p(
        `M0,${-w / 2} C${len * 0.4},${-w / 2} ${len * 0.8},${-w * 0.2} ${len},0 C${len * 0.8},${w * 0.2} ${len * 0.4},${w / 2} 0,${w / 2}Z`,
        { fill: 'url(#aloe)' },
      ),
      p(`M6,-4 C${len * 0.4},-6 ${len * 0.7},-3 ${len * 0.95},0`, {
        fill: 'none',
        stroke: '#e8f0dc',
        'stroke-width': 3,
        opacity: 0.6,
        'stroke-linecap': 'round',
      }),
      ellipse(0, 0, 5, w / 2, { fill: '#dbe6cc' }),
    ].join(''),
  );
}

/** Small brow pomade pot seen from above. */
function pot(r = 42, product = '#6b4a3c', rim = C.ink) {
  return g(
    { filter: 'url(#sh)' },
    [
      circle(0, 0, r, { fill: rim }),
      circle(0, 0, r * 0.78, { fill: product }),
      p(`M${-r * 0.5},${-r * 0.2} C${-r * 0.3},${-r * 0.5} ${r * 0.2},${-r * 0.55} ${r * 0.4},${-r * 0.35}`, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.35,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  );
}

/** Makeup brush along +x: handle at the origin, bristles at +x. kind: fluffy | angled | flat. */
function makeupBrush(kind = 'fluffy', handle = C.plum, len = 300) {
  const h = len * 0.58;
  const f = len * 0.16;
  const head = {
    fluffy: `M${h + f - 4},-14 C${h + f + 30},-34 ${len + 6},-30 ${len + 10},0 C${len + 6},30 ${h + f + 30},34 ${h + f - 4},14Z`,
    angled: `M${h + f - 4},-12 L${len - 24},-24 C${len - 6},-22 ${len + 4},-12 ${len - 14},26 L${h + f - 4},12Z`,
    flat: `M${h + f - 4},-10 C${h + f + 20},-16 ${len - 6},-16 ${len},-6 C${len + 4},0 ${len + 4},4 ${len},8 C${len - 6},16 ${h + f + 20},16 ${h + f - 4},10Z`,
  }[kind];
  const w = kind === 'fluffy' ? 11 : 8;
  return g(
    { filter: 'url(#sh)' },
    [
      `<defs>${linear(
        `mb-${kind}`,
        [
          [0, '#3a2a2e'],
          [0.35, '#8a6a5e'],
          [1, '#d8bba6'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}</defs>`,
      p(
        `M0,${-w * 0.5} C${h * 0.3},${-w * 0.7} ${h * 0.7},${-w} ${h},${-w} L${h},${w} C${h * 0.7},${w} ${h * 0.3},${w * 0.7} 0,${w * 0.5} C-6,${w * 0.4} -6,${-w * 0.4} 0,${-w * 0.5}Z`,
        { fill: handle },
      ),
      p(`M4,${-w * 0.2} C${h * 0.4},${-w * 0.5} ${h * 0.7},${-w * 0.6} ${h - 4},${-w * 0.6}`, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 2,
        opacity: 0.25,
      }),
      p(`M${h},${-w} L${h + f},${-w - 3} L${h + f},${w + 3} L${h},${w}Z`, { fill: 'url(#gold)' }),
      p(head, { fill: `url(#mb-${kind})` }),
    ].join(''),
  );
}

/** Eyeshadow palette, open. */
function palette(shades) {
  const out = [
    rect(-130, -86, 260, 172, { rx: 16, fill: C.ink }),
    rect(-122, -78, 244, 156, { rx: 11, fill: '#4a3540' }),
  ];
  shades.forEach((c, i) => {
    const x = -88 + (i % 4) * 58.7;
    const y = -36 + Math.floor(i / 4) * 72;
    out.push(circle(x, y, 25, { fill: '#2f2227' }));
    out.push(circle(x, y, 22, { fill: c }));
    out.push(
      p(`M${x - 12},${y - 9} C${x - 6},${y - 16} ${x + 6},${y - 17} ${x + 12},${y - 12}`, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.35,
        'stroke-linecap': 'round',
      }),
    );
  });
  return g({ filter: 'url(#sh)' }, out.join(''));
}

/** Lipstick lying along +x with its bullet exposed; cap is a separate object. */
function lipstick(color = C.berry) {
  return g(
    { filter: 'url(#sh)' },
    [
      rect(0, -22, 110, 44, { rx: 6, fill: 'url(#gold)' }),
      rect(0, -22, 110, 10, { rx: 5, fill: '#ffffff', opacity: 0.3 }),
      rect(108, -17, 40, 34, { rx: 3, fill: '#d9b978' }),
      p('M146,-15 L196,-15 L222,8 C224,12 220,15 214,15 L146,15Z', { fill: color }),
      p('M150,-9 L196,-9', {
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.35,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  );
}

function lipstickCap(fill = C.plum) {
  return g(
    { filter: 'url(#sh)' },
    [
      rect(0, -23, 120, 46, { rx: 8, fill }),
      rect(0, -23, 120, 12, { rx: 6, fill: '#ffffff', opacity: 0.2 }),
      rect(0, -23, 12, 46, { fill: 'url(#gold)' }),
    ].join(''),
  );
}

/** Round compact (blush) seen from above. */
function compact(r = 70, product = C.blushDeep) {
  const rings = [];
  for (let i = 1; i <= 4; i++)
    rings.push(
      circle(0, 0, r * 0.16 * i, { fill: 'none', stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.25 }),
    );
  return g(
    { filter: 'url(#sh)' },
    [
      circle(0, 0, r, { fill: 'url(#gold)' }),
      circle(0, 0, r * 0.86, { fill: '#5a3a40' }),
      circle(0, 0, r * 0.8, { fill: product }),
      ...rings,
      p(`M${-r * 0.5},${-r * 0.3} C${-r * 0.3},${-r * 0.6} ${r * 0.1},${-r * 0.65} ${r * 0.3},${-r * 0.55}`, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 5,
        opacity: 0.35,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  );
}

/** Eyelash curler lying flat, clamp at the top. */
function lashCurler() {
  const steel = {
    fill: 'none',
    stroke: 'url(#steel)',
    'stroke-width': 9,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  return g(
    { filter: 'url(#sh)' },
    [
      p('M-62,-150 Q0,-196 62,-150', { ...steel, 'stroke-width': 12 }),
      p('M-54,-146 Q0,-184 54,-146', {
        fill: 'none',
        stroke: C.rose,
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
      p('M-62,-150 L-14,-40 M62,-150 L14,-40', steel),
      circle(0, -36, 11, { fill: 'url(#steel)' }),
      circle(0, -36, 4, { fill: '#8f8888' }),
      p('M-8,-30 C-20,10 -34,40 -46,62 M8,-30 C20,10 34,40 46,62', steel),
      circle(-56, 88, 26, { fill: 'none', stroke: C.plum, 'stroke-width': 10 }),
      circle(56, 88, 26, { fill: 'none', stroke: C.plum, 'stroke-width': 10 }),
    ].join(''),
  );
}

/** Mascara tube and wand along +x. */
function mascara(body = C.plum) {
  return g(
    { filter: 'url(#sh)' },
    [
      rect(0, -22, 170, 44, { rx: 12, fill: body }),
      rect(6, -18, 158, 10, { rx: 5, fill: '#ffffff', opacity: 0.22 }),
      rect(150, -22, 20, 44, { fill: 'url(#gold)' }),
      rect(22, -3, 90, 6, { rx: 3, fill: C.goldLight, opacity: 0.85 }),
    ].join(''),
  );
}

function mascaraWand(cap = 'url(#gold)') {
  const bristles = [];
  for (let x = 128; x < 198; x += 4.5) bristles.push(`M${x},-14 L${x + 6},14`);
  return g(
    { filter: 'url(#sh)' },
    [
      rect(0, -20, 84, 40, { rx: 8, fill: cap }),
      rect(4, -16, 76, 8, { rx: 4, fill: '#ffffff', opacity: 0.35 }),
      p('M84,0 L130,0', { stroke: '#5a4a4a', 'stroke-width': 4, 'stroke-linecap': 'round' }),
      p('M126,-9 C140,-17 186,-18 200,-11 C208,-6 208,6 200,11 C186,18 140,17 126,9 C122,5 122,-5 126,-9Z', {
        fill: '#1e1418',
      }),
      p(bristles.join(' '), { stroke: '#5e4c54', 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
    ].join(''),
  );
}

/** A strip of false lashes, band along an arc, hairs sweeping up and out. */
function lashStrip(w = 150) {
  const hairs = [];
  const n = 30;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = -w / 2 + t * w;
    const y = 18 * (2 * t - 1) ** 2 - 18;
    const len = 18 + 30 * Math.sin(Math.PI * (0.15 + t * 0.75));
    const lean = (t - 0.35) * 36;
    hairs.push(`M${x},${y} Q${x + lean * 0.3},${y - len * 0.7} ${x + lean},${y - len}`);
  }
  return g(
    { filter: 'url(#shs)' },
    [
      p(hairs.join(' '), { fill: 'none', stroke: '#1e1418', 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
      p(`M${-w / 2},0 Q0,-36 ${w / 2},0`, {
        fill: 'none',
        stroke: '#1e1418',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  );
}

/** Barber clippers seen from above, blade at +x. */
function clippers() {
  const teeth = [];
  for (let y = -34; y <= 34; y += 5) teeth.push(rect(272, y - 1.6, 14, 3.2, { rx: 1.4, fill: '#9a9292' }));
  return g(
    { filter: 'url(#sh)' },
    [
      p('M0,0 C-40,0 -50,60 -110,64 C-160,68 -190,40 -240,60', {
        fill: 'none',
        stroke: C.ink,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      rect(-10, -12, 24, 24, { rx: 6, fill: '#4a3a40' }),
      p(
        'M10,-28 C10,-36 16,-38 24,-38 L240,-44 C256,-44 262,-38 262,-30 L262,30 C262,38 256,44 240,44 L24,38 C16,38 10,36 10,28Z',
        { fill: C.ink },
      ),
      p('M30,-26 L240,-32', {
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.16,
        'stroke-linecap': 'round',
      }),
      rect(70, -12, 90, 24, { rx: 12, fill: 'url(#plumGrad)' }),
      rect(100, -6, 28, 12, { rx: 6, fill: 'url(#gold)' }),
      rect(180, -44, 6, 88, { fill: 'url(#gold)' }),
      rect(258, -40, 22, 80, { rx: 4, fill: 'url(#steel)' }),
      ...teeth,
    ].join(''),
  );
}

/** Tin of pomade seen from above. */
function pomadeTin(r = 68, open = false) {
  if (open) {
    return g(
      { filter: 'url(#sh)' },
      [
        circle(0, 0, r, { fill: 'url(#steel)' }),
        circle(0, 0, r * 0.9, { fill: '#c9b49a' }),
        p(
          `M${-r * 0.5},${r * 0.1} C${-r * 0.4},${-r * 0.5} ${r * 0.4},${-r * 0.5} ${r * 0.45},${r * 0.05} C${r * 0.5},${r * 0.45} ${-r * 0.1},${r * 0.5} ${-r * 0.15},${r * 0.1}`,
          {
            fill: 'none',
            stroke: '#e2d2bf',
            'stroke-width': 6,
            'stroke-linecap': 'round',
          },
        ),
        p(
          `M${-r * 0.6},${-r * 0.25} C${-r * 0.45},${-r * 0.6} ${-r * 0.1},${-r * 0.72} ${r * 0.2},${-r * 0.7}`,
          { fill: 'none', stroke: '#ffffff', 'stroke-width': 3, opacity: 0.5 },
        ),
      ].join(''),
    );
  }
  return g(
    { filter: 'url(#sh)' },
    [
      circle(0, 0, r, { fill: 'url(#plumGrad)' }),
      circle(0, 0, r - 6, { fill: 'none', stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.3 }),
      circle(0, 0, r * 0.6, { fill: C.cream }),
      circle(0, 0, r * 0.6 - 5, { fill: 'none', stroke: C.plum, 'stroke-width': 1.5 }),
      rect(-r * 0.32, -6, r * 0.64, 5, { rx: 2.5, fill: C.plum }),
      rect(-r * 0.22, 5, r * 0.44, 4, { rx: 2, fill: C.plum, opacity: 0.5 }),
    ].join(''),
  );
}

/** Neck duster: wooden handle and a soft fan of bristles, along +x. */
function neckDuster() {
  return g(
    { filter: 'url(#sh)' },
    [
      p('M0,-12 C40,-14 90,-16 120,-22 L120,22 C90,16 40,14 0,12 C-8,10 -8,-10 0,-12Z', {
        fill: 'url(#woodGrad)',
      }),
      rect(116, -24, 16, 48, { rx: 3, fill: 'url(#gold)' }),
      p('M130,-24 C170,-60 230,-70 252,-40 C264,-20 264,20 252,40 C230,70 170,60 130,24Z', {
        fill: '#e9ddd0',
      }),
      p('M140,-10 C180,-30 220,-34 250,-24 M140,0 L254,0 M140,10 C180,30 220,34 250,24', {
        fill: 'none',
        stroke: '#cdbba8',
        'stroke-width': 2,
      }),
    ].join(''),
  );
}

/** A soft blush card / paper behind arrangements. */
const paper = (x, y, w, h, rot, fill = C.blush) =>
  at(x, y, rot, rect(-w / 2, -h / 2, w, h, { rx: 10, fill }), { filter: 'url(#shs)' });

const blushDisc = (x, y, r, fill = C.blush) =>
  circle(x, y, r, { fill }) +
  circle(x, y, r, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5 });

const services = {
  'womens-cut': () =>
    scene(
      [
        at(86, 54, -8, towel(230, 170, C.cream)),
        at(560, 120, 12, sprig(200)),
        at(388, 318, -18, shears(18)),
        at(120, 468, -4, comb(320, C.plum)),
        at(500, 500, -14, hairLock('wc')),
        at(132, 312, 64, sectionClip()),
        at(168, 318, 70, sectionClip(C.taupe)),
      ].join(''),
      blushDisc(430, 300, 215),
    ),

  'mens-cut': () =>
    scene(
      [
        at(70, 70, 22, neckDuster()),
        at(130, 478, -4, comb(330, C.ink, false)),
        at(280, 320, -22, clippers()),
        at(620, 390, 0, pomadeTin(70)),
        at(690, 520, 0, pomadeTin(56, true)),
      ].join(''),
      blushDisc(420, 300, 215),
    ),

  colour: () =>
    scene(
      [
        at(150, 140, -8, foils()),
        at(90, 470, -24, sprig(200)),
        at(400, 300, 0, bowl(118, C.plum, ['#c0628a', '#7a2e4d'], 'col')),
        at(420, 290, -32, tintBrush('#9b3c63'), { scale: 1.3 }),
        at(520, 500, -8, tube()),
      ].join(''),
      blushDisc(400, 300, 220),
    ),

  balayage: () => {
    const tips = ['#e6c48e', '#f1dcb2', '#d4a673', '#ecd0a0', '#f6e7c9'];
    const swatches = tips
      .map((tip, i) =>
        at(
          104 + i * 52,
          96 + Math.abs(i - 2) * 6,
          86 - (i - 2) * 6,
          swatch(`bal-${i}`, '#4a2c20', tip, 340, 44),
        ),
      )
      .join('');
    return scene(
      [
        g({ filter: 'url(#sh)' }, swatches),
        at(560, 250, 14, paddle()),
        at(520, 240, -24, tintBrush('#f1e2c4'), { scale: 1.05 }),
        at(650, 490, 0, bowl(74, C.plum, ['#fbf4e6', '#e8d6b8'], 'bal', '#ffffff')),
      ].join(''),
      blushDisc(500, 300, 210),
    );
  },

  keratin: () =>
    scene(
      [
        at(600, 50, 28, sprig(190)),
        at(220, 150, 6, flatIron()),
        at(140, 322, 3, sleekLock('ker')),
        at(330, 476, -7, pumpBottle()),
        at(70, 520, -28, sectionClip()),
        at(104, 540, -22, sectionClip(C.taupe)),
      ].join(''),
      blushDisc(420, 300, 220),
    ),

  'gel-manicure': () =>
    scene(
      [
        at(240, 170, -18, polish(C.plum, C.ink)),
        at(310, 305, -18, polish('#e3a1ad', 'url(#gold)')),
        at(380, 440, -18, polish('#d8b49c', C.ink)),
        at(610, 110, 78, nailFile()),
        at(690, 120, 86, pusher()),
        at(120, 490, 10, flower(40)),
      ].join(''),
      blushDisc(380, 300, 220),
    ),

  pedicure: () => {
    const inner = [
      petal(250, 220, 20, C.rose),
      petal(360, 380, -40, C.plumLight),
      petal(420, 250, 70, C.rose, 0.8),
      petal(260, 360, 140, C.blushDeep),
      petal(380, 190, -10, C.berry, 0.8),
      at(320, 290, 10, flower(46)),
      at(430, 330, -30, flower(30)),
    ].join('');
    return scene(
      [
        at(
          320,
          290,
          0,
          g(
            { filter: 'url(#sh)' },
            [
              circle(0, 0, 214, { fill: '#fffaf6' }),
              circle(0, 0, 214, { fill: 'none', stroke: C.sand, 'stroke-width': 3 }),
              circle(0, 0, 184, { fill: '#efe0da' }),
              circle(4, 6, 178, { fill: 'url(#milk)' }),
              circle(-20, -10, 120, { fill: 'none', stroke: '#ffffff', 'stroke-width': 3, opacity: 0.55 }),
              circle(-20, -10, 150, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.35 }),
              p('M-150,-60 C-120,-130 -40,-170 40,-168', {
                fill: 'none',
                stroke: '#ffffff',
                'stroke-width': 6,
                'stroke-linecap': 'round',
                opacity: 0.8,
              }),
            ].join(''),
          ),
        ),
        inner,
        at(560, 470, -8, rolledTowel(210, 86)),
        pebble(640, 160, 34, 24, 20),
        pebble(700, 220, 26, 20, -10, '#b9aca2'),
        pebble(620, 240, 22, 16, 40, '#d8ccc2'),
        petal(690, 330, 30, C.rose),
        petal(90, 520, -20, C.plumLight),
      ].join(''),
      '',
      radial(
        'milk',
        [
          [0, '#fffaf7'],
          [0.7, '#f7e6e2'],
          [1, '#eed3cf'],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      ),
    );
  },

  'nail-art': () => {
    const designs = ['plum', 'dots', 'french', 'heart', 'ombre', 'blush', 'stripe', 'moon', 'gold', 'nude'];
    const tips = designs
      .map((d, i) => {
        const row = Math.floor(i / 5);
        const col = i % 5;
        return at(196 + col * 74, 222 + row * 150, (col - 2) * 4, nailTip(d, i), { filter: 'url(#shs)' });
      })
      .join('');
    return scene(
      [
        paper(344, 296, 440, 330, -3, C.cream),
        tips,
        at(600, 80, 96, linerBrush()),
        at(676, 70, 92, dottingTool()),
        at(690, 500, 0, flower(36)),
      ].join(''),
      blushDisc(380, 300, 230),
      linear('nt-ombre', [
        [0, C.berry],
        [1, C.blush],
      ]),
    );
  },

  facial: () =>
    scene(
      [
        at(90, 80, 24, sprig(200)),
        at(30, 380, -6, towel(240, 170)),
        at(380, 290, 0, creamJar(104)),
        at(600, 170, 0, jarLid(86)),
        at(470, 480, -14, faceRoller()),
      ].join(''),
      blushDisc(420, 290, 210),
    ),

  'hydrating-facial': () =>
    scene(
      [
        at(40, 110, 14, aloeLeaf(300, 50)),
        at(60, 200, 4, aloeLeaf(220, 40)),
        at(140, 480, 0, cottonPads(3, 54)),
        at(650, 130, 0, cucumber(54)),
        at(720, 230, 0, cucumber(44)),
        at(350, 300, -24, dropperBottle(C.plum), { scale: 1.35 }),
        drop(520, 380, 20),
        drop(572, 430, 12),
        drop(486, 452, 9),
        drop(606, 360, 8),
        drop(640, 470, 16, '#f4eef2'),
        drop(300, 470, 11, '#f4eef2'),
        drop(690, 360, 7, '#f4eef2'),
      ].join(''),
      blushDisc(410, 300, 215),
    ),

  brows: () =>
    scene(
      [
        at(90, 150, 14, browPencil(), { scale: 1.3 }),
        at(120, 320, 10, spoolie(), { scale: 1.35 }),
        at(170, 470, -8, tweezers(), { scale: 1.35 }),
        at(610, 220, 0, pot(66)),
        at(470, 500, -26, makeupBrush('angled', C.ink, 260), { scale: 1.15 }),
      ].join(''),
      blushDisc(420, 300, 210),
    ),

  'lash-lift': () =>
    scene(
      [
        at(600, 40, 24, sprig(170)),
        at(230, 350, -14, lashCurler(), { scale: 1.15 }),
        at(400, 140, 8, mascara()),
        at(400, 232, 8, mascaraWand()),
        paper(560, 420, 220, 150, 6, C.cream),
        at(560, 400, 6, lashStrip(150)),
        at(566, 470, 6, lashStrip(140)),
      ].join(''),
      blushDisc(420, 300, 215),
    ),

  makeup: () =>
    scene(
      [
        at(60, 130, 16, makeupBrush('fluffy', C.plum)),
        at(50, 250, 12, makeupBrush('angled', C.ink, 280)),
        at(70, 360, 8, makeupBrush('flat', '#c99d77', 270)),
        at(
          560,
          200,
          8,
          palette(['#f3d9cf', '#e2b2a5', '#c98b7e', '#8a4d52', '#ecd3b0', '#d7a86e', '#a8466c', '#5a2a3a']),
        ),
        at(350, 452, -14, lipstick()),
        at(380, 540, -14, lipstickCap()),
        at(660, 450, 0, compact(72)),
      ].join(''),
      blushDisc(460, 300, 215),
    ),
};

/* ------------------------------------------------------------------------------------------------
 * Brand mark, app icons and logo.
 *
 * The mark is a calligraphic "T" whose stem ends in a curl, like a strand of hair. Strokes are
 * built as tapered outlines along cubic Bézier chains so the SVG needs no fonts.
 * ---------------------------------------------------------------------------------------------- */

function bezierPoint(p0, p1, p2, p3, t) {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

/**
 * Filled outline of a stroke along a Bézier chain ("x,y x,y x,y x,y ..." = start point followed by
 * control/control/end triples) whose width follows `profile(t)` for t in 0..1.
 */
function taper(chain, width, profile = (t) => Math.sin(Math.PI * t) ** 0.5, steps = 36) {
  const pts = chain
    .trim()
    .split(/\s+/)
    .map((s) => s.split(',').map(Number));
  const samples = [];
  for (let i = 0; i + 3 < pts.length; i += 3) {
    for (let k = i === 0 ? 0 : 1; k <= steps; k++)
      samples.push(bezierPoint(pts[i], pts[i + 1], pts[i + 2], pts[i + 3], k / steps));
  }
  const left = [];
  const right = [];
  samples.forEach((pt, i) => {
    const a = samples[Math.max(0, i - 1)];
    const b = samples[Math.min(samples.length - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const w = (width * profile(i / (samples.length - 1))) / 2 + 0.3;
    left.push([pt[0] + nx * w, pt[1] + ny * w]);
    right.push([pt[0] - nx * w, pt[1] - ny * w]);
  });
  const f = ([x, y]) => `${+x.toFixed(1)},${+y.toFixed(1)}`;
  return `M${left.map(f).join('L')}L${right.reverse().map(f).join('L')}Z`;
}

/** The mark in a 100 x 100 box (visual bounds roughly x 16..88, y 17..93); `weight` thickens it for tiny sizes. */
const markPath = (weight = 1) =>
  [
    taper('16,29 33,21 50,30 66,30 74,30 82,26 88,18', 10 * weight, (t) => Math.sin(Math.PI * t) ** 0.6),
    taper('50,28 50,50 55,62 51,76 47,88 32,93 27,83 23,72 34,66 41,73', 10.5 * weight, (t) => 1 - 0.78 * t),
  ].join('');

/** Mark centred on (cx, cy) with its 100-unit box scaled to `size`. Optical centre is (52, 56). */
const markAt = (cx, cy, size, fill, weight = 1) =>
  `<path transform="translate(${+(cx - (52 * size) / 100).toFixed(2)} ${+(cy - (56 * size) / 100).toFixed(2)}) scale(${size / 100})" ` +
  `d="${markPath(weight)}" fill="${fill}"/>`;

// A vertical gradient keeps every row a single colour, so the PNGs stay small.
const iconDefs = (id) =>
  linear(id, [
    [0, '#8e3c5f'],
    [1, '#6a2542'],
  ]);

/** Square icon. `shape`: 'rounded' (transparent corners), 'full' (full bleed). */
function appIcon(size, { shape = 'rounded', markScale = 0.66, weight = 1 } = {}) {
  const id = `bg${size}${shape}`;
  const bgShape =
    shape === 'rounded'
      ? rect(0, 0, size, size, { rx: size * 0.22, fill: `url(#${id})` })
      : rect(0, 0, size, size, { fill: `url(#${id})` });
  return svgDoc(
    size,
    size,
    bgShape + markAt(size / 2, size / 2, size * markScale, BACKGROUND, weight),
    iconDefs(id),
  );
}

/** Wordmark "Tress": a plum badge with the mark knocked out, then monoline lettering. */
function logoSvg() {
  const stroke = {
    fill: 'none',
    stroke: THEME,
    'stroke-width': 9,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  const s = (x) =>
    `M${x + 33},58 C${x + 29},53 ${x + 23},51 ${x + 17},51 C${x + 8},51 ${x + 2},56 ${x + 2},62.5 ` +
    `C${x + 2},70 ${x + 9},72.5 ${x + 17.5},74.5 C${x + 27},76.5 ${x + 34},79.5 ${x + 34},88 ` +
    `C${x + 34},95 ${x + 27},100 ${x + 17},100 C${x + 9},100 ${x + 3},97 ${x},92`;
  const letters = [
    p('M112,32 L164,32 M138,32 L138,100', stroke),
    p('M174,54 L174,100 M174,72 C174,60 183,53 197,53', stroke),
    p('M207.5,76 L250.5,76 A21.5,21.5 0 1 0 243.5,91.5', stroke),
    p(s(264), stroke),
    p(s(309), stroke),
  ].join('');
  const badge =
    `<mask id="logo-knock"><rect x="0" y="0" width="100" height="132" fill="#fff"/>${markAt(48, 66, 70, '#000', 1.1)}</mask>` +
    circle(48, 66, 46, { fill: THEME, mask: 'url(#logo-knock)' });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="352" height="98" viewBox="0 17 352 98" role="img" aria-label="Tress">' +
    `<title>Tress</title>${badge}${letters}</svg>\n`
  );
}

/** Vector favicon: the rounded plum tile with the cream mark. */
function faviconSvg() {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<defs>${iconDefs('fav')}</defs>` +
    rect(0, 0, 64, 64, { rx: 14, fill: 'url(#fav)' }) +
    markAt(32, 32, 48, BACKGROUND, 1.25) +
    '</svg>\n'
  );
}

const icons = [
  {
    file: 'public/icons/icon-192.png',
    width: 192,
    height: 192,
    type: 'png',
    transparent: true,
    svg: () => appIcon(192),
  },
  {
    file: 'public/icons/icon-512.png',
    width: 512,
    height: 512,
    type: 'png',
    transparent: true,
    svg: () => appIcon(512),
  },
  {
    // maskable: full-bleed background, mark well inside the central 80 % safe circle
    file: 'public/icons/maskable-512.png',
    width: 512,
    height: 512,
    type: 'png',
    svg: () => appIcon(512, { shape: 'full', markScale: 0.56 }),
  },
  {
    file: 'public/icons/apple-touch-icon.png',
    width: 180,
    height: 180,
    type: 'png',
    svg: () => appIcon(180, { shape: 'full', markScale: 0.62 }),
  },
  {
    file: 'public/icons/favicon-32.png',
    width: 32,
    height: 32,
    type: 'png',
    transparent: true,
    svg: () => appIcon(32, { markScale: 0.8, weight: 1.45 }),
  },
  { file: 'public/icons/favicon.svg', type: 'svg', svg: faviconSvg },
  { file: 'public/logo.svg', type: 'svg', svg: logoSvg },
];

/* ------------------------------------------------------------------------------------------------
 * Job list + rendering
 * ---------------------------------------------------------------------------------------------- */

const jobs = [];
for (const [slug, make] of Object.entries(portraits)) {
  jobs.push({ file: `public/demo/stylists/${slug}.jpg`, width: 480, height: 480, type: 'jpeg', svg: make });
}
for (const [slug, make] of Object.entries(services)) {
  jobs.push({ file: `public/demo/services/${slug}.jpg`, width: 800, height: 600, type: 'jpeg', svg: make });
}
jobs.push(...icons);

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
      await page.screenshot({
        path: out,
        clip: { x: 0, y: 0, width: job.width, height: job.height },
        ...shot,
      });
      console.log(`${job.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
