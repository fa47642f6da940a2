/**
 * CSV for the reports export: RFC 4180 quoting, CRLF line ends, a byte-order mark so that Excel
 * opens Chinese names correctly, and cells that a spreadsheet would run as a formula (=, +, -, @)
 * made inert with a leading apostrophe. Numbers are written as they are.
 */

export type Cell = string | number;

function cell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link (works on tablets and laptops alike). */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
