/**
 * Playwright's global setup: starts the mail catcher (mail-catcher.ts) on the port and data folder
 * the config chose, and stops it when the run ends.
 */
import { startMailCatcher } from './mail-catcher';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.TRESS_E2E_SMTP_PORT);
  const dataDir = process.env.TRESS_E2E_DATA_DIR;
  if (!port || !dataDir) throw new Error('run the e2e tests through tests/playwright.config.ts');
  return startMailCatcher(port, dataDir);
}
