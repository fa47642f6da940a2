/**
 * `npm run docs:config`: writes the configuration table of docs/operations.md from the variables
 * the server checks at start (src/server/environment.ts), so the two never differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { configurationTable } from '../src/server/environment';
import { CONFIGURATION_DOC, withConfigurationTable } from './support/configuration-doc';

writeFileSync(
  CONFIGURATION_DOC,
  withConfigurationTable(readFileSync(CONFIGURATION_DOC, 'utf8'), configurationTable()),
);
console.log(`${CONFIGURATION_DOC}: configuration table written`);
