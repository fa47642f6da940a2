/**
 * Migrates one PGlite template database for the whole run; each test server copies it, since a
 * fresh database plus migrations takes seconds and a copy a fraction of that.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/connect';
import { TEMPLATE_DIR } from './paths';

export async function setup(): Promise<void> {
  process.env.TRESS_TEMPLATE_DIR = TEMPLATE_DIR; // the test workers inherit it
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const database = await openDatabase({ dataDir: TEMPLATE_DIR, databaseUrl: null });
  await database.close();
  if (!existsSync(join(TEMPLATE_DIR, 'db'))) throw new Error('template database was not created');
}

export async function teardown(): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
}
