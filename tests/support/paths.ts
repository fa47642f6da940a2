import { join, resolve } from 'node:path';

export const TMP_ROOT = resolve('.tmp');
/** One template per test run, so that runs in parallel (or a second terminal) never collide. */
export const TEMPLATE_DIR = process.env.TRESS_TEMPLATE_DIR ?? join(TMP_ROOT, `template-${process.pid}`);
