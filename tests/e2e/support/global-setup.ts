/**
 * Playwright's global setup: seeds the demo salon once into the run's template folder, which every
 * test worker copies for a salon of its own (salon-server.ts).
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { prepareTemplate } from './salon-server';

export default async function globalSetup(): Promise<() => void> {
  const runDir = process.env.TRESS_E2E_RUN_DIR;
  if (!runDir) throw new Error('run the e2e tests through tests/playwright.config.ts');
  // the built client: dist/client, or CLIENT_DIR when a build lives elsewhere
  const clientDir = resolve(process.env.CLIENT_DIR || 'dist/client');
  if (!existsSync(join(clientDir, 'index.html')))
    throw new Error(
      `The client is not built in ${clientDir}: run \`npm run build\` first (\`npm run test:e2e\` does both).`,
    );
  await prepareTemplate(templateDirOf(runDir));
  return () => rmSync(runDir, { recursive: true, force: true });
}

export const templateDirOf = (runDir: string) => `${runDir}/template`;
