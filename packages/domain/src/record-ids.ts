/**
 * The id of a record (a hostel, a room, a charge, a download) as a path or a body names it:
 * canonical digits only, 1 up to the largest safe integer, or a JSON whole number in that range.
 * '0x3', '3e0', '03', '3.0', ' 3', '+3' and `true` are refused, never read as 3 or 1 (issue 28 §4).
 * Answers the id, or null when refused.
 */
export function parseRecordId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1 ? value : null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
