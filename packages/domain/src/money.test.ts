import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNaira, groupThousands, nairaToKobo, splitKobo, sumKobo } from './money.js';

describe('money in kobo', () => {
  it('converts whole naira to kobo and refuses fractions', () => {
    expect(nairaToKobo(7500)).toBe(750_000);
    expect(nairaToKobo(0)).toBe(0);
    expect(() => nairaToKobo(10.5)).toThrow(RangeError);
    expect(() => nairaToKobo(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('formats in en-NG naira', () => {
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(750_000)).toBe('₦7,500.00');
    expect(formatNaira(123_456_789)).toBe('₦1,234,567.89');
    expect(formatNaira(-250_050)).toBe('-₦2,500.50');
    expect(formatNaira(5)).toBe('₦0.05');
  });

  it('splits and re-joins any integer amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (kobo) => {
        const p = splitKobo(kobo);
        const back = (p.negative ? -1 : 1) * (p.naira * 100 + p.kobo);
        expect(back === kobo || (kobo === 0 && back === 0)).toBe(true);
        expect(p.kobo).toBeGreaterThanOrEqual(0);
        expect(p.kobo).toBeLessThan(100);
      }),
    );
  });

  it('formats the naira part with grouping and exactly two kobo digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (kobo) => {
        const text = formatNaira(kobo);
        const digits = text.replace(/[^0-9]/g, '');
        expect(Number(digits)).toBe(kobo);
        expect(text).toMatch(/^₦[\d,]+\.\d{2}$/);
      }),
    );
  });

  it('writes exactly what Intl writes for en-NG naira, for any safe amount (it does not use Intl)', () => {
    const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (kobo) => {
        const p = splitKobo(kobo);
        const decimal = `${p.negative ? '-' : ''}${p.naira}.${String(p.kobo).padStart(2, '0')}`;
        expect(formatNaira(kobo)).toBe(intl.format(decimal as unknown as number));
      }),
      { numRuns: 2000 },
    );
    for (const kobo of [0, 1, 99, 100, 99_999, 100_000, -1, -100_000_00]) {
      expect(formatNaira(kobo)).toBe(intl.format((kobo / 100).toFixed(2) as unknown as number));
    }
  });

  it('groups thousands as en-NG does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupThousands(n)).toBe(new Intl.NumberFormat('en-NG').format(n));
      }),
    );
  });

  it('sums integer amounts and refuses non-integers', () => {
    expect(sumKobo([100, 250, -50])).toBe(300);
    expect(() => sumKobo([1.5])).toThrow(RangeError);
  });
});
