import { csvRow } from './csv-rows.js';

/**
 * Kept only for the add/drop log, which still builds its CSV line by line while that module is
 * rewritten (issue 24); new code builds `CsvRows` and sends them with `sendCsv` (csv-rows.ts).
 * Same escaping: it is csv-rows.ts's, with `undefined` as an empty cell.
 */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return csvRow(cells.map((cell) => cell ?? null));
}
