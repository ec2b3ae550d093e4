import type { FastifyReply } from 'fastify';
import { nairaDecimal, type CsvCell, type CsvRows } from '@portal/domain';

/**
 * The one way to answer CSV: the domain builds `CsvRows` (pure), the API sends them with
 * `sendCsv`. Spreadsheets read it as RFC 4180: cells with a quote, comma or line break are
 * quoted with inner quotes doubled; a text cell that a spreadsheet would read as a formula
 * (starting with = + - @, tab or carriage return) is prefixed with a single quote (OWASP CSV
 * injection); money is plain naira ("-1234.50").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'object') return nairaDecimal(cell.kobo);
  let text = String(cell);
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvRow(row: readonly CsvCell[]): string {
  return `${row.map(cellText).join(',')}\r\n`;
}

/** A whole CSV file (RFC 4180, CRLF) with a byte-order mark so spreadsheets read UTF-8. */
export function csvDocument(rows: CsvRows): string {
  return '\uFEFF' + rows.map(csvRow).join('');
}

/** Sends a CSV file as a download. */
export function sendCsv(reply: FastifyReply, filename: string, rows: CsvRows) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
    .header('Cache-Control', 'no-store')
    .send(csvDocument(rows));
}
