/**
 * Money is integer kobo everywhere (1 naira = 100 kobo). Formatting happens only at the edge.
 */
export type Kobo = number;

export const KOBO_PER_NAIRA = 100;

export function isKobo(value: unknown): value is Kobo {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Whole naira to kobo; refuses fractions and unsafe numbers. */
export function nairaToKobo(naira: number): Kobo {
  if (!Number.isSafeInteger(naira)) throw new RangeError(`not a whole number of naira: ${naira}`);
  const kobo = naira * KOBO_PER_NAIRA;
  if (!Number.isSafeInteger(kobo)) throw new RangeError('amount too large');
  return kobo;
}

/** Splits kobo into whole naira and the remaining kobo, without floating point. */
export function splitKobo(kobo: Kobo): { negative: boolean; naira: number; kobo: number } {
  if (!isKobo(kobo)) throw new RangeError(`not an integer amount of kobo: ${kobo}`);
  const abs = Math.abs(kobo);
  return { negative: kobo < 0, naira: Math.trunc(abs / KOBO_PER_NAIRA), kobo: abs % KOBO_PER_NAIRA };
}

/**
 * 15000000 → '15,000,000': a whole number with its thousands grouped as en-NG writes them. By
 * hand, not with Intl: the first Intl formatter a page makes loads the locale's data, about
 * 15–20 ms here and 60–100 ms on a low-tier phone, in the middle of the page's first render
 * (decision 0010).
 */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * ₦1,234.50 — the en-NG currency format (`Intl.NumberFormat('en-NG', { style: 'currency',
 * currency: 'NGN' })`, which a test compares it with) of an integer amount of kobo, written
 * without Intl (see groupThousands) and exact for any safe integer.
 */
export function formatNaira(kobo: Kobo): string {
  const parts = splitKobo(kobo);
  return `${parts.negative ? '-' : ''}₦${groupThousands(parts.naira)}.${String(parts.kobo).padStart(2, '0')}`;
}

/** Sum of integer kobo amounts; throws if any is not an integer. */
export function sumKobo(amounts: readonly Kobo[]): Kobo {
  let total = 0;
  for (const a of amounts) {
    if (!isKobo(a)) throw new RangeError(`not an integer amount of kobo: ${a}`);
    total += a;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('total too large');
  return total;
}

/**
 * The largest amount any money field takes, either way: a receipt, a fee, a charge, a balance
 * (docs/decisions/0027-one-money-and-id-parser.md).
 */
export const MAX_AMOUNT_NAIRA = 100_000_000;

/**
 * An amount as a person types it: digits, thousands commas only in their places ('1,000',
 * '12,345,678.50', or none: '12345678.50'), at most two decimals, no leading zeros, a minus
 * only where `negative` allows it. Anything else ('1,0,0', '10,00', '1.234', '0x10', '1e3') is
 * refused rather than guessed at. Answers kobo, or null when refused or beyond MAX_AMOUNT_NAIRA.
 */
export function parseNairaToKobo(text: string, options: { negative?: boolean } = {}): Kobo | null {
  const m = /^(-?)(0|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m || (m[1] && !options.negative)) return null;
  const digits = m[2]!.replace(/,/g, '');
  // Longer than the bound's digits: refused before Number() could lose precision.
  if (digits.length > String(MAX_AMOUNT_NAIRA).length) return null;
  const kobo = Number(digits) * KOBO_PER_NAIRA + Number((m[3] ?? '').padEnd(2, '0'));
  if (kobo > MAX_AMOUNT_NAIRA * KOBO_PER_NAIRA || (m[1] && kobo === 0)) return null;
  return m[1] ? -kobo : kobo;
}
