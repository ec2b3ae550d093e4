import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, KOBO_PER_NAIRA, MAX_AMOUNT_NAIRA, parseNairaToKobo } from './money.js';
import { parseRecordId } from './record-ids.js';
import { nairaField, recordIdField } from './schemas/common.js';
import { MESSAGES } from './messages.js';

/** Issue 28 §4: input that is almost right is refused, not guessed (decision 0027). */
const MAX_KOBO = MAX_AMOUNT_NAIRA * KOBO_PER_NAIRA;
const amountKobo = fc.integer({ min: 0, max: MAX_KOBO });

/** The ways a person may write `kobo` correctly: grouped or not, with 0, 1 or 2 decimals when exact. */
function writings(kobo: number): string[] {
  const naira = Math.trunc(kobo / KOBO_PER_NAIRA);
  const rest = kobo % KOBO_PER_NAIRA;
  const decimals = [`.${String(rest).padStart(2, '0')}`];
  if (rest === 0) decimals.push('');
  if (rest % 10 === 0) decimals.push(`.${rest / 10}`);
  return [String(naira), groupThousands(naira)].flatMap((whole) => decimals.map((d) => whole + d));
}

describe('the one money parser', () => {
  it('reads every canonical amount to the right kobo, and a minus only where allowed', () => {
    fc.assert(
      fc.property(amountKobo, (kobo) => {
        for (const text of writings(kobo)) {
          expect(parseNairaToKobo(text), text).toBe(kobo);
          if (kobo > 0) {
            expect(parseNairaToKobo(`-${text}`, { negative: true }), text).toBe(-kobo);
            expect(parseNairaToKobo(`-${text}`), text).toBeNull();
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every amount with a comma out of its place', () => {
    // digits of a whole amount, and comma positions that are not exactly the thousands places
    const misplaced = fc
      .tuple(fc.integer({ min: 10, max: MAX_AMOUNT_NAIRA }), fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 4 }))
      .map(([naira, cuts]) => {
        const digits = String(naira);
        const at = new Set(cuts.map((c) => 1 + (c % (digits.length - 1))));
        let text = '';
        for (let i = 0; i < digits.length; i++) text += (at.has(i) ? ',' : '') + digits[i];
        return text;
      })
      .filter((text) => text !== groupThousands(Number(text.replace(/,/g, ''))));
    fc.assert(
      fc.property(misplaced, fc.constantFrom('', '.5', '.50'), (text, decimals) => {
        expect(parseNairaToKobo(text + decimals), text + decimals).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses three decimals, leading zeros, signs, exponents, hex and anything above ₦100,000,000', () => {
    fc.assert(
      fc.property(amountKobo, fc.integer({ min: 0, max: 999 }), (kobo, third) => {
        const [plain] = writings(kobo);
        const whole = plain!.split('.')[0]!;
        expect(parseNairaToKobo(`${whole}.${String(third).padStart(3, '0')}`)).toBeNull();
        expect(parseNairaToKobo(`0${whole}`)).toBeNull();
        expect(parseNairaToKobo(`+${whole}`)).toBeNull();
        expect(parseNairaToKobo(`${whole}e0`)).toBeNull();
      }),
      { numRuns: 1000 },
    );
    for (const text of ['1,0,0', '10,00', '1,00', '1000,000', ',100', '100,', '1.', '.5', '0x10', '1 000', '-0', '']) {
      expect(parseNairaToKobo(text, { negative: true }), text).toBeNull();
    }
    expect(parseNairaToKobo('100,000,000')).toBe(MAX_KOBO);
    expect(parseNairaToKobo('-100,000,000', { negative: true })).toBe(-MAX_KOBO);
    expect(parseNairaToKobo('100,000,000.01')).toBeNull();
    expect(parseNairaToKobo('99999999999999999999')).toBeNull();
    expect(parseNairaToKobo('12,345,678.50')).toBe(1_234_567_850);
  });

  it('answers whole naira in a form field, with the field’s messages', () => {
    const field = nairaField({ required: MESSAGES.required });
    expect(field.parse('1,500')).toBe(1500);
    expect(field.parse(1500)).toBe(1500);
    expect(field.parse('1,500.00')).toBe(1500);
    expect(field.safeParse('1,500.50').error?.issues[0]?.message).toBe(MESSAGES.invalid);
    expect(field.safeParse('1,0,0').error?.issues[0]?.message).toBe(MESSAGES.invalid);
    expect(field.safeParse('10,00').error?.issues[0]?.message).toBe(MESSAGES.invalid);
    expect(field.safeParse(true).error?.issues[0]?.message).toBe(MESSAGES.invalid);
    expect(field.safeParse('').error?.issues[0]?.message).toBe(MESSAGES.required);
    expect(field.safeParse(1e21).success).toBe(false);
  });
});

describe('the one id parser', () => {
  it('accepts every canonical id, as digits or a JSON whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseRecordId(String(id))).toBe(id);
        expect(parseRecordId(id)).toBe(id);
        expect(recordIdField.parse(String(id))).toBe(id);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every other way of writing it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (id) => {
        const s = String(id);
        for (const text of [`0${s}`, `+${s}`, `-${s}`, ` ${s}`, `${s} `, `${s}.0`, `${s}e0`, `0x${id.toString(16)}`]) {
          expect(parseRecordId(text), text).toBeNull();
        }
        // a fraction (only representable well below the safe-integer limit)
        if (id < 2 ** 40) expect(parseRecordId(id + 0.5)).toBeNull();
      }),
      { numRuns: 2000 },
    );
    for (const value of [
      '0',
      '',
      '3e0',
      '0x3',
      '1.0',
      'Infinity',
      '9007199254740993',
      true,
      false,
      null,
      [],
      {},
      0,
      -3,
    ]) {
      expect(parseRecordId(value), JSON.stringify(value)).toBeNull();
    }
    expect(recordIdField.safeParse(true).error?.issues[0]?.message).toBe(MESSAGES.invalid);
    expect(recordIdField.safeParse('0x3').error?.issues[0]?.message).toBe(MESSAGES.invalid);
    expect(recordIdField.safeParse(undefined).error?.issues[0]?.message).toBe(MESSAGES.required);
  });
});
