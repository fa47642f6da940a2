/**
 * Zod as the browser app has it: 'zod' resolves to this module in the client's build
 * (vite.config.ts). Zod tries `new Function` once, to compile faster parsers of objects; the app's
 * Content-Security-Policy has no 'unsafe-eval', so the browser refused the try and reported a
 * violation on every page. The forms parse small objects: without the compiled parsers they lose
 * nothing a person could notice. This module's body runs before any module that imports 'zod'.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
