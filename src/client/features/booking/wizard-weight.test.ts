import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcRoot = resolve(new URL('../../..', import.meta.url).pathname);

/** The module a specifier names, or a package name when it is not one of ours. */
function resolveSpecifier(from: string, specifier: string): string {
  let base: string;
  if (specifier.startsWith('#shared/')) base = join(srcRoot, 'shared', specifier.slice('#shared/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return specifier;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return base;
}

/** Imports that run with the module: not `import type`, not `import()`. */
function runtimeImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of src.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s*from\s*'([^']+)'/gms)) {
    const names = m[1] ?? '';
    // `import { type A, type B } from` brings nothing at run time either
    const inner = /^\{([^}]*)\}$/.exec(names.trim());
    if (inner?.[1]?.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    found.push(m[2] ?? '');
  }
  for (const m of src.matchAll(/^import\s+'([^']+)'/gm)) found.push(m[1] ?? '');
  return found;
}

/** Every module `entry` loads with it, as the chain of files that first reached each. */
function staticGraph(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (!file.match(/\.tsx?$/) || !existsSync(file)) continue;
    for (const specifier of runtimeImports(file)) {
      const target = resolveSpecifier(file, specifier);
      if (chains.has(target)) continue;
      chains.set(target, [...(chains.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return chains;
}

describe('what the booking wizard loads with it', () => {
  // the wizard warms these up one by one; building hundreds of schemas in one of those turns was the
  // longest task of the home page's first seconds, and again on the first tap of a slow phone
  it.each(['wizard.tsx', 'stylist-step.tsx', 'datetime-step.tsx', 'checkout-step.tsx', 'submit-booking.ts'])(
    '%s builds no zod schema until a form needs one',
    (step) => {
      const graph = staticGraph(join(srcRoot, 'client/features/booking', step));
      expect(graph.size).toBeGreaterThan(5);
      const zod = [...graph].filter(([target]) => target === 'zod' || target.startsWith('zod/'));
      expect(zod.map(([, chain]) => chain.map((f) => f.replace(`${srcRoot}/`, '')).join(' -> '))).toEqual([]);
    },
  );
});
