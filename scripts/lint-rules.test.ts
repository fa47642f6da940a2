/**
 * `npm run lint` keeps the server's layers and the import graph as docs/architecture.md says: these
 * tests write small files that break a rule where the rule applies (a probe folder inside the layer
 * under test), and see Biome refuse them; and files that import what the layer may, and see them pass.
 *
 * Each refused probe also imports the client: a later override in biome.json replaces an earlier
 * one's patterns for the same file, so every layer's override repeats the server's own rule, and
 * these probes show none of them lost it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const probeDirs = new Set<string>();

/** Writes the files in a probe folder of `folder` and runs Biome's linter on them. */
function lint(folder: string, files: Record<string, string>): { status: number | null; output: string } {
  const probeDir = join(folder, `lint-probe-${process.pid}`);
  probeDirs.add(probeDir);
  mkdirSync(probeDir, { recursive: true });
  const paths = Object.entries(files).map(([name, text]) => {
    const path = join(probeDir, name);
    writeFileSync(path, text);
    return path;
  });
  const run = spawnSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'lint', ...paths], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A module that imports each of `from` (as a namespace, so no name needs to exist) and uses it. */
function importing(from: string[]): string {
  const lines = from.map((path, i) => `import * as m${i} from '${path}';`);
  return `${lines.join('\n')}\nexport const probes = [${from.map((_, i) => `m${i}`).join(', ')}];\n`;
}

const refusalsIn = (output: string) => output.match(/noRestrictedImports/g)?.length ?? 0;

/** The refusals Biome reports in one probe file of a run. */
const refusalsOf = (output: string, file: string) =>
  output.match(new RegExp(`${file}:\\d+:\\d+ lint/style/noRestrictedImports`, 'g'))?.length ?? 0;

/** One Biome run per layer for both of its probes (a run reads the whole project: seconds). */
const runs = new Map<string, ReturnType<typeof lint>>();
function lintLayer(layer: string, refuses: string[], allows: string[]) {
  if (!runs.has(layer))
    runs.set(
      layer,
      lint(`src/server/${layer}`, {
        'refused.ts': importing([...refuses, CLIENT]),
        'allowed.ts': importing(allows),
      }),
    );
  return runs.get(layer)!;
}

afterAll(() => {
  for (const dir of probeDirs) rmSync(dir, { recursive: true, force: true });
});

/** The client, seen from a probe two folders below src/server (src/server/<layer>/lint-probe-*). */
const CLIENT = '../../../client/lib/announce';

/**
 * Each layer of the server (docs/architecture.md, The server's layers): imports it refuses, one
 * per refused layer, and imports it may make. Paths are written from the probe folder.
 */
const layers: { layer: string; refuses: string[]; allows: string[] }[] = [
  {
    layer: 'http',
    refuses: [
      '../../features/payments/receive',
      '../../jobs/enqueue',
      '../../jobs',
      '../../payments/create-provider',
      '../../ops/readiness',
      '../../demo/seed-demo',
    ],
    allows: [
      '../../domain/domain-error',
      '../../db/schema',
      '../../events/change-bus',
      '../../images/image-store',
      '../../uploads/sniff-image',
      '../../limits/address-key',
      '../../links/manage-links',
      '../../passwords/token-hash',
      '../../i18n/catalogue',
      '../auth',
      '../../deps',
      '#shared/domain/money',
    ],
  },
  {
    layer: 'domain',
    refuses: [
      '../../bookings/cancel-booking',
      '../../http/auth',
      '../../features/manage/cancel',
      '../../jobs/enqueue',
      '../../payments/orders',
      '../../ops/metrics',
      '../../demo/seed-demo',
      '../../images/image-store',
      '../../uploads/sniff-image',
      '../../limits/address-key',
      '../../outbound/pinned-post',
    ],
    allows: [
      '../../db/schema',
      '../../events/change-bus',
      '../../i18n/catalogue',
      '../../links/manage-links',
      '../../passwords/hashing',
      '../booking-history',
      '../../deps',
      '#shared/domain/money',
    ],
  },
  {
    layer: 'bookings',
    refuses: ['../../http/auth', '../../features/manage/cancel', '../../ops/metrics', '../../demo/seed-demo'],
    allows: [
      '../../domain/booking-history',
      '../../jobs/booking-changes',
      '../../payments/create-provider',
      '../../db/schema',
      '../../i18n/catalogue',
      '../cancel-booking',
      '../../deps',
      '#shared/domain/money',
    ],
  },
  {
    layer: 'jobs',
    refuses: [
      '../../bookings/cancel-booking',
      '../../http/auth',
      '../../features/payments/receive',
      '../../features/payments/notices',
      '../../ops/readiness',
      '../../demo/seed-demo',
    ],
    allows: [
      '../../domain/booking-store/holds',
      '../../payments/create-provider',
      '../../db/schema',
      '../../links/manage-links',
      '../../outbound/pinned-post',
      '../../passwords/token-hash',
      '../../i18n/catalogue',
      '../enqueue',
      '../../deps',
    ],
  },
  {
    layer: 'payments',
    refuses: [
      '../../bookings/cancel-booking',
      '../../http/auth',
      '../../features/payments/receive',
      '../../jobs/enqueue',
      '../../jobs/outbox-kinds',
      '../../domain/booking-history',
      '../../ops/metrics',
      '../../demo/seed-demo',
      '../../events/change-bus',
      '../../images/image-store',
    ],
    allows: ['../../db/schema', '../../i18n/catalogue', '../provider', '../../config', '../../deps'],
  },
  {
    layer: 'db',
    refuses: [
      '../../domain/availability/publish',
      '../../passwords/hashing',
      '../../features/stylists/hours',
      '../../jobs/enqueue',
      '../../payments/orders',
      '../../http/auth',
      '../../ops/backups/dump',
      '../../demo/seed-demo',
      '../../events/change-bus',
      '../../images/image-store',
      '../../uploads/clean-image',
      '../../limits/address-key',
      '../../outbound/pinned-post',
      '../../links/manage-links',
    ],
    allows: ['../schema', '../../i18n/catalogue', '../../config', '#shared/salon-time'],
  },
  {
    layer: 'demo',
    refuses: ['../../http/auth', '../../ops/readiness'],
    allows: [
      '../../domain/availability/publish',
      '../../db/seed',
      '../../passwords/hashing',
      '../../features/stylists/hours',
      '../demo-cast',
    ],
  },
  {
    layer: 'events',
    refuses: [
      '../../http/auth',
      '../../features/calendar/service',
      '../../domain/booking-history',
      '../../jobs/enqueue',
      '../../payments/orders',
      '../../ops/metrics',
    ],
    allows: ['../change-bus', '../../db/connect', '../../deps', '../../config'],
  },
  {
    layer: 'limits',
    refuses: [
      '../../http/retry-after',
      '../../db/connect',
      '../../features/auth/routes',
      '../../passwords/hashing',
    ],
    allows: ['../password-line', '../../config'],
  },
  {
    layer: 'ops',
    refuses: [
      '../../features/reports/service',
      '../../jobs/enqueue',
      '../../payments/orders',
      '../../demo/seed-demo',
    ],
    allows: [
      '../../http/auth',
      '../../http/register-api',
      '../../db/connect',
      '../backups/dump',
      '../../deps',
    ],
  },
  {
    layer: 'images',
    refuses: [
      '../../http/uploads',
      '../../features/services/service',
      '../../jobs/enqueue',
      '../../domain/booking-history',
      '../../limits/address-key',
    ],
    allows: ['../image-store', '../../uploads/sniff-image', '../../db/schema'],
  },
  {
    layer: 'passwords',
    refuses: ['../../http/auth', '../../db/connect', '../../domain/booking-history'],
    allows: ['../../limits/password-line', '../token-hash'],
  },
  {
    layer: 'links',
    refuses: ['../../http/booking-access', '../../db/schema', '../../jobs/enqueue'],
    allows: ['../manage-links', '#shared/salon-time'],
  },
  {
    layer: 'outbound',
    refuses: ['../../jobs/push-send', '../../db/schema', '../../limits/address-key'],
    allows: ['../address-guard'],
  },
  {
    layer: 'uploads',
    refuses: ['../../http/uploads', '../../images/image-store', '../../db/schema'],
    allows: ['../clean-image'],
  },
  {
    layer: 'i18n',
    refuses: ['../../http/envelope', '../../db/service-view', '../../domain/booking-view'],
    allows: ['../message-table', '#shared/salon-time'],
  },
];

describe('the lint rules', { timeout: 30_000 }, () => {
  it('refuse an import cycle, even of types only', () => {
    const run = lint('src/server/domain', {
      'booking-a.ts': "import type { B } from './booking-b';\nexport type A = { b: B };\n",
      'booking-b.ts': "import type { A } from './booking-a';\nexport type B = { a: A | null };\n",
    });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('noImportCycles');
  });

  describe.each(layers)('in src/server/$layer', ({ layer, refuses, allows }) => {
    it(`refuse what ${layer}/ may not import, and the client`, () => {
      const run = lintLayer(layer, refuses, allows);
      expect(run.status).not.toBe(0);
      expect(refusalsOf(run.output, 'refused.ts')).toBe(refuses.length + 1);
    });

    it(`let ${layer}/ import what it may`, () => {
      const run = lintLayer(layer, refuses, allows);
      expect(refusalsOf(run.output, 'allowed.ts')).toBe(0);
      expect(run.output).not.toMatch(/allowed\.ts:\d+:\d+ lint/);
    });
  });

  it('refuse http/api-error below the HTTP layer, and let http/ itself import it', () => {
    const legacy =
      "import { ApiError, badRequest } from '../../http/api-error';\nexport const refuse = [ApiError, badRequest];\n";
    const feature = lint('src/server/features', { 'refusal.ts': legacy });
    expect(feature.status).not.toBe(0);
    expect(feature.output).toContain('http/api-error.ts is the HTTP layer');
    const http = lint('src/server/http', {
      'answer.ts': legacy.replace('../../http/api-error', '../api-error'),
    });
    expect(http.output).not.toContain('http/api-error.ts is the HTTP layer');
    expect(http.status).toBe(0);
  });

  it('refuse a function of more than 120 lines in src/', () => {
    const body = Array.from({ length: 125 }, (_, i) => `  total += ${i};`).join('\n');
    const run = lint('src/server/domain', {
      'long.ts': `export function long(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`,
    });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('noExcessiveLinesPerFunction');
  });

  describe('between features', () => {
    // the probe folder is a feature of its own: src/server/features/lint-probe-*
    it("refuse a feature's import of another feature's files, however the path is written", () => {
      const run = lint('src/server/features', {
        'refused.ts': importing([
          '../booking/contact',
          '../payments/receive',
          '../../features/manage/cancel',
          '../index',
          '../../ops/readiness',
          '../../demo/seed-demo',
          CLIENT,
        ]),
      });
      expect(run.status).not.toBe(0);
      expect(refusalsIn(run.output)).toBe(7);
    });

    it('let a feature import its own files and every layer below it', () => {
      const run = lint('src/server/features', {
        'own.ts': 'export const own = 1;\n',
        'allowed.ts': importing([
          './own',
          '../../http/register-api',
          '../../http/auth',
          '../../bookings/cancel-booking',
          '../../domain/booking-history',
          '../../jobs/enqueue',
          '../../payments/orders',
          '../../db/schema',
          '../../limits/address-key',
          '../../links/manage-links',
          '../../passwords/hashing',
          '../../i18n/catalogue',
          '../../deps',
          '#shared/domain/money',
        ]),
      });
      expect(run.output).not.toContain('noRestrictedImports');
      expect(run.status).toBe(0);
    });
  });
});
