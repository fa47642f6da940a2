import { join, resolve } from 'node:path';

export const TMP_ROOT = resolve('.tmp');
export const TEMPLATE_DIR = join(TMP_ROOT, 'template');
