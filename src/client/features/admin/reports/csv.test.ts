import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('report csv', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 12.5]])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines",12.5\r\n',
    );
  });

  it('keeps Chinese text and starts with a byte-order mark for Excel', () => {
    expect(toCsv([['王小明']]).startsWith('\uFEFF王小明')).toBe(true);
  });

  it('makes formula-like cells inert', () => {
    expect(toCsv([['=HYPERLINK("x")', '+65 8123', '@sum', '-1']])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")",\'+65 8123,\'@sum,\'-1\r\n',
    );
  });
});
