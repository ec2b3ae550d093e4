import type { FastifyReply } from 'fastify';
import { nairaDecimal, type CsvCell, type CsvRows } from '@portal/domain';
import { csvCell } from './csv.js';

/** A cell of the domain's CSV rows: money as plain naira ("-1234.50"), text formula-guarded. */
function cellText(cell: CsvCell): string {
  if (cell !== null && typeof cell === 'object') return nairaDecimal(cell.kobo);
  return csvCell(cell);
}

/** A whole CSV file (RFC 4180, CRLF) with a byte-order mark so spreadsheets read UTF-8. */
export function csvDocument(rows: CsvRows): string {
  return '\uFEFF' + rows.map((row) => `${row.map(cellText).join(',')}\r\n`).join('');
}

/** Sends a CSV file as a download. */
export function sendCsv(reply: FastifyReply, filename: string, rows: CsvRows) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
    .header('Cache-Control', 'no-store')
    .send(csvDocument(rows));
}
