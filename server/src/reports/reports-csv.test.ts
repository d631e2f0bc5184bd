import { describe, expect, it } from 'vitest';
import { csvLine } from './reports-csv';

describe('csvLine', () => {
  it('keeps text a spreadsheet would run as a formula as text, full-width signs too', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
      expect(csvLine([`${start}HYPERLINK("x")`]), JSON.stringify(start)).toMatch(/^"?'/);
    }
  });

  it('leaves ordinary text and numbers as they are, and quotes commas and quotes', () => {
    expect(csvLine(['Ada Obi', 5000, null])).toBe('Ada Obi,5000,\r\n');
    expect(csvLine(['Jollof, large', 'say "hi"'])).toBe('"Jollof, large","say ""hi"""\r\n');
  });
});
