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
