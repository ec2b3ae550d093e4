/**
 * CSV for spreadsheets (RFC 4180): cells with a quote, comma or line break are quoted with
 * inner quotes doubled; a text cell that a spreadsheet would read as a formula (starting with
 * = + - @, tab or carriage return) is prefixed with a single quote (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
