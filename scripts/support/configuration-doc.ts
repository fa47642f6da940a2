/** Where the docs keep the configuration table, between two markers, and how it is replaced. */
export const CONFIGURATION_DOC = 'docs/operations.md';

const START = /<!-- configuration-table:[^\n]*-->\n/;
const END = '<!-- configuration-table:end -->';

/** Where the table starts and ends in the doc. */
function tablePlace(doc: string): { from: number; to: number } {
  const start = START.exec(doc);
  const to = doc.indexOf(END);
  if (!start || to < 0) throw new Error(`${CONFIGURATION_DOC} has lost its configuration-table markers`);
  return { from: start.index + start[0].length, to };
}

/** The table as the doc has it now. */
export function configurationTableOf(doc: string): string {
  const { from, to } = tablePlace(doc);
  return doc.slice(from, to).trim();
}

export function withConfigurationTable(doc: string, table: string): string {
  const { from, to } = tablePlace(doc);
  return `${doc.slice(0, from)}${table}\n${doc.slice(to)}`;
}
