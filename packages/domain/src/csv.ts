import { splitKobo, type Kobo } from './money.js';

/** The cells of the desks' and class lists' CSV downloads; the API writes them as text. */

/**
 * A CSV cell: text (guarded against formulas when written), a count, or an amount of money
 * (written as naira with two decimals, e.g. -1234.50).
 */
export type CsvCell = string | number | null | { kobo: Kobo };
export type CsvRows = CsvCell[][];

/** Kobo as a plain decimal amount of naira ("-1234.50"), exact, for spreadsheets. */
export function nairaDecimal(kobo: Kobo): string {
  const p = splitKobo(kobo);
  return `${p.negative ? '-' : ''}${p.naira}.${String(p.kobo).padStart(2, '0')}`;
}
