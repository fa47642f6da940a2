/** Types of scripts/prerender.mjs for vite.config.ts. */
import type { Plugin } from 'vite';

export function prerender(): Plugin;
export function precompress(dir: string): number;
export function prerenderInto(
  dir: string,
  assets: { js: string[]; css: string[] },
): Promise<{ css: number; js: number }>;
