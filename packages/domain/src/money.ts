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

// Made on first use: making an Intl formatter loads locale data, which a browser chunk that
// imports this module should not pay while it is evaluated.
let ngn: Intl.NumberFormat | undefined;

/** ₦1,234.50 — en-NG currency format from an integer amount of kobo. */
export function formatNaira(kobo: Kobo): string {
  const parts = splitKobo(kobo);
  // A decimal string keeps the formatter exact for any safe integer (no binary fractions).
  const text = `${parts.negative ? '-' : ''}${parts.naira}.${String(parts.kobo).padStart(2, '0')}`;
  ngn ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
  return ngn.format(text as unknown as number);
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
