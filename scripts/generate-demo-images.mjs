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

const mirror = (d) => d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x, y) => `${2 * CX - Number(x)},${y}`);

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
    g({ 'clip-path': `url(#${id}-torso)` }, [
      ellipse(470, 470, 90, 130, { fill: shade, opacity: 0.55, filter: `url(#${id}-b14)` }),
      ellipse(10, 470, 60, 110, { fill: shade, opacity: 0.3, filter: `url(#${id}-b14)` }),
      ellipse(CX, 356, 70, 22, { fill: shade, opacity: 0.45, filter: `url(#${id}-b8)` }),
      extra,
    ].join('')),
  ].join('');
}

function portrait(o) {
  const { id, bg, bg2, skin, skinShade, face = {} } = o;
  const fp = facePath(face);
  const w = face.w ?? 74;
  const top = face.top ?? 104;
  const defs = [
    radial(`${id}-bg`, [
      [0, bg2],
      [1, bg],
    ], { cx: 0.5, cy: 0.36, r: 0.72 }),
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
    p(`M${CX - 29},240 L${CX + 29},240 C${CX + 29},300 ${CX + 32},330 ${CX + 38},360 L${CX - 38},360 C${CX - 32},330 ${CX - 29},300 ${CX - 29},240Z`, { fill: skin }),
    g({ 'clip-path': `url(#${id}-neck)` }, ellipse(CX + 6, (face.chin ?? 306) + 6, 50, 32, {
      fill: skinShade,
      opacity: 0.9,
      filter: `url(#${id}-b5)`,
    })),
    o.clothes ?? '',
    o.behindFace ?? '',
    o.hideEars ? '' : ear(-1) + ear(1),
    p(fp, { fill: skin }),
    g({ 'clip-path': `url(#${id}-face)` }, [
      ellipse(CX + w + 10, 236, 34, 120, { fill: skinShade, opacity: 0.55, filter: `url(#${id}-b14)` }),
      ellipse(CX, (face.chin ?? 306) + 10, 60, 16, { fill: skinShade, opacity: 0.35, filter: `url(#${id}-b8)` }),
      o.hairShadow ? g({ transform: 'translate(3,8)', filter: `url(#${id}-b5)`, opacity: 0.55 }, o.hairShadow) : '',
      o.faceDetail ?? '',
    ].join('')),
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
    out.push(ellipse(CX + s * 44, ey + 34, 17, 10, {
      fill: blush,
      opacity: o.blushOpacity ?? 0.5,
      filter: `url(#${id}-b5)`,
    }));
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
        p(`M${x - s * 9},${ey - 3} Q${x},${ey - 12.5} ${x + s * 10},${ey - 4} L${x + s * 14},${ey - 8}`, {
          fill: 'none',
          stroke: INK,
          'stroke-width': 2.6,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
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
    out.push(p(`M${CX - 20},${my} Q${CX},${my + 3} ${CX + 20},${my} Q${CX},${my + 26} ${CX - 20},${my}Z`, { fill: '#6e2433' }));
    out.push(
      p(`M${CX - 16},${my + 2} Q${CX},${my + 5} ${CX + 16},${my + 2} L${CX + 13},${my + 7} Q${CX},${my + 9} ${CX - 13},${my + 7}Z`, {
        fill: '#fff',
      }),
    );
    out.push(p(`M${CX - 21},${my - 1} Q${CX},${my + 29} ${CX + 21},${my - 1}`, {
      fill: 'none',
      stroke: lip,
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }));
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
    const lens = (x) => circle(x, ey + 1, 20, { fill: '#ffffff', 'fill-opacity': 0.16, stroke: fr, 'stroke-width': 3.5 });
    out.push(lens(CX - dx), lens(CX + dx));
    out.push(p(`M${CX - dx + 20},${ey - 2} Q${CX},${ey - 9} ${CX + dx - 20},${ey - 2}`, { fill: 'none', stroke: fr, 'stroke-width': 3.5 }));
    out.push(p(`M${CX - dx - 20},${ey - 2} L${CX - 73},${ey - 6}`, { stroke: fr, 'stroke-width': 3.5, 'stroke-linecap': 'round' }));
    out.push(p(`M${CX + dx + 20},${ey - 2} L${CX + 73},${ey - 6}`, { stroke: fr, 'stroke-width': 3.5, 'stroke-linecap': 'round' }));
    out.push(p(`M${CX - dx - 11},${ey - 10} L${CX - dx - 4},${ey - 15}`, { stroke: '#fff', 'stroke-width': 2.5, 'stroke-linecap': 'round', opacity: 0.7 }));
    out.push(p(`M${CX + dx - 11},${ey - 10} L${CX + dx - 4},${ey - 15}`, { stroke: '#fff', 'stroke-width': 2.5, 'stroke-linecap': 'round', opacity: 0.7 }));
  }
  return out.join('');
}

/** Light strands drawn over a hair shape. */
const strands = (ds, color, width = 3.5, opacity = 0.5) =>
  ds.map((d) => p(d, { fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', opacity })).join('');

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
      clothes: torso('mei', '#7a2e4d', '#4e1a30', p('M206,344 Q240,392 274,344', { fill: '#f5d4bb' }) +
        p('M206,344 Q240,392 274,344', { fill: 'none', stroke: '#5e2039', 'stroke-width': 7 })),
      hairShadow: p(front, { fill: '#b9876a' }),
      frontHair:
        p(front, { fill: 'url(#mei-hair)' }) +
        strands(
          [
            'M222,98 C266,98 302,120 314,168',
            'M320,214 C322,260 322,300 330,330',
            'M152,214 C150,262 150,300 142,330',
          ],
          '#a0557a',
          4,
          0.45,
        ),
      extras: circle(170, 262, 4.5, { fill: '#e9c46a', opacity: 0 }),
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
          ['M190,118 C210,92 250,78 300,80', 'M214,130 C236,110 268,100 312,104', 'M182,146 C190,124 206,108 230,98'],
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
        strands(['M170,360 C190,400 200,440 206,480', 'M312,360 C296,400 284,440 278,480', 'M140,410 C160,430 170,456 176,480'], '#a25f6a', 4, 0.6),
      behindFace:
        p(outer, { fill: 'url(#aisha-scarf)' }) +
        p('M196,300 C214,320 266,320 284,300 C276,328 204,328 196,300Z', { fill: '#93525d', opacity: 0.45, filter: 'url(#aisha-b5)' }) +
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
        strands(['M196,150 C198,126 214,110 232,103', 'M286,150 C284,126 268,110 250,103'], '#8a766b', 3.5, 0.6),
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
          ellipse(ox, oy, w * 0.62, 10, { fill: 'url(#priya-hair)', stroke: '#120d12', 'stroke-width': 1.5, transform: `rotate(${s * -32} ${ox} ${oy})` }),
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
      blush: '#d0625a',
      blushOpacity: 0.35,
      defs: linear('priya-hair', [
        [0, '#2c2226'],
        [1, '#17111a'],
      ]),
      backHair: p('M240,82 C318,80 344,140 340,210 C338,260 332,296 322,316 C300,322 270,310 240,306 C210,304 186,300 170,282 C150,256 140,232 140,210 C138,140 164,84 240,82Z', {
        fill: 'url(#priya-hair)',
      }),
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
  linear('glass', [
    [0, '#ffffff', 0.75],
    [0.4, '#ffffff', 0.15],
    [1, '#ffffff', 0],
  ], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  radial('tableLight', [
    [0, '#f7f0ea'],
    [1, '#e9ddd2'],
  ], { cx: 0.25, cy: 0.2, r: 0.95 }),
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

const scene = (body, shapes = '', extraDefs = '') => svgDoc(800, 600, surface(shapes) + body, serviceDefs + extraDefs);

const at = (x, y, rot, inner, extra = {}) => g({ transform: `translate(${x} ${y}) rotate(${rot})`, ...extra }, inner);

/* ---- reusable flat-lay objects (local coordinates, placed with `at`) ---- */

/** Eucalyptus sprig along +x. */
function sprig(len = 220, leaf = C.sage, dark = C.sageDark) {
  const out = [p(`M0,0 C${len * 0.3},-10 ${len * 0.7},8 ${len},0`, { fill: 'none', stroke: dark, 'stroke-width': 3, 'stroke-linecap': 'round' })];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / (n + 0.2);
    const x = len * t;
    const y = Math.sin(t * Math.PI * 2) * -4;
    const r = 22 - i * 2;
    const s = i % 2 ? 1 : -1;
    out.push(ellipse(x, y + s * r * 0.9, r, r * 0.86, { fill: i % 2 ? leaf : '#b5c3ac', stroke: dark, 'stroke-width': 1.2, 'stroke-opacity': 0.5 }));
    out.push(p(`M${x},${y} L${x + 2},${y + s * r * 1.4}`, { stroke: dark, 'stroke-width': 1.2, opacity: 0.5 }));
  }
  return g({ filter: 'url(#shs)' }, out.join(''));
}

/** Folded towel seen from above. */
function towel(w, h, fill = C.cream, edge = C.sand) {
  return g({ filter: 'url(#sh)' }, [
    rect(0, 0, w, h, { rx: 14, fill }),
    rect(0, h * 0.62, w, h * 0.38, { rx: 14, fill: edge, opacity: 0.55 }),
    p(`M10,${h * 0.62} L${w - 10},${h * 0.62}`, { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 }),
    rect(0, h * 0.78, w, 10, { fill: edge, opacity: 0.7 }),
    rect(0, h * 0.84, w, 3, { fill: '#ffffff', opacity: 0.6 }),
  ].join(''));
}

/** Professional hair shears, pivot at origin, blades along +x, `open` degrees apart. */
function shears(open = 16, ring = C.plum) {
  const half = (sgn) => {
    const rot = (sgn * open) / 2;
    return g({ transform: `rotate(${rot}) scale(1 ${sgn})` }, [
      p('M-16,-10 C40,-12 140,-8 236,-1 C240,0 240,2 236,3 C150,7 60,10 -16,10Z', { fill: 'url(#steel)' }),
      p('M-10,-3 C60,-4 150,-2 234,1', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.85, fill: 'none' }),
      p('M-10,7 C60,6 150,4 234,2', { stroke: '#8f8888', 'stroke-width': 1.2, opacity: 0.6, fill: 'none' }),
      p('M-10,-6 C-40,-10 -70,-18 -92,-26 L-88,-12 C-66,-6 -40,2 -10,6Z', { fill: 'url(#steel)' }),
      circle(-112, -30, 22, { fill: 'none', stroke: ring, 'stroke-width': 10 }),
      circle(-112, -30, 22, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.35, 'stroke-dasharray': '30 200' }),
      sgn < 0 ? p('M-128,-48 C-150,-60 -166,-58 -172,-52', { fill: 'none', stroke: ring, 'stroke-width': 7, 'stroke-linecap': 'round' }) : '',
    ].join(''));
  };
  return g({ filter: 'url(#sh)' }, half(1) + half(-1) + circle(0, 0, 8, { fill: 'url(#gold)' }) + circle(0, 0, 3, { fill: '#8a6a3a' }));
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
  return g({ filter: 'url(#shs)' }, [
    `<defs>${linear(`${id}-lock`, [
      [0, root],
      [0.55, '#8a5a3c'],
      [1, tip],
    ], { x1: 0, y1: 0, x2: 1, y2: 0 })}</defs>`,
    p(lock, { fill: `url(#${id}-lock)` }),
    strands(lines, '#f0cfa4', 2, 0.45),
    strands(['M10,10 C56,-2 100,4 136,16'], '#3e241a', 2, 0.35),
    rect(-9, -17, 18, 34, { rx: 6, fill: C.plum }),
    p('M-6,-14 C-34,-44 -50,-12 -22,-3Z M-6,14 C-38,34 -46,2 -20,2Z', { fill: C.plumLight }),
    circle(0, 0, 5, { fill: C.plumDark }),
  ].join(''));
}

/** Duck-bill sectioning clip along +x. */
function sectionClip(fill = C.blushDeep) {
  return g({ filter: 'url(#shs)' }, [
    p('M0,-9 L130,-5 C138,-4 138,4 130,5 L0,9 C-8,8 -8,-8 0,-9Z', { fill }),
    p('M4,-4 L128,-1', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5 }),
    rect(18, -12, 26, 24, { rx: 6, fill: '#c98d90' }),
  ].join(''));
}

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
      circle(430, 300, 215, { fill: C.blush }) + circle(430, 300, 215, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5 }),
    ),
};

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
