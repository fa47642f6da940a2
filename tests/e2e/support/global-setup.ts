/**
 * Playwright's global setup: seeds the demo salon once into the run's template folder, which every
 * test worker copies for a salon of its own (salon-server.ts).
 */
import { rmSync } from 'node:fs';
import { prepareTemplate } from './salon-server';

export default async function globalSetup(): Promise<() => void> {
  const runDir = process.env.TRESS_E2E_RUN_DIR;
  if (!runDir) throw new Error('run the e2e tests through tests/playwright.config.ts');
  await prepareTemplate(templateDirOf(runDir));
  return () => rmSync(runDir, { recursive: true, force: true });
}

export const templateDirOf = (runDir: string) => `${runDir}/template`;
