import { describe, expect, it } from 'vitest';
import {
  isReceiptCaptureAllowed,
  RECEIPT_DESCRIPTIONS,
  RECEIPT_MESSAGES,
  receiptNumberKey,
  walletCreditedBy,
} from './receipts.js';
import { captureReceiptSchema, ledgerLookupQuerySchema, queryReceiptSchema } from './schemas/receipts.js';

describe('receipts', () => {
  it('credits the accommodation wallet for accommodation and the portal wallet for everything else', () => {
    expect(RECEIPT_DESCRIPTIONS.map((d) => [d, walletCreditedBy(d)])).toEqual([
      ['tuition', 'portal'],
      ['work scholarship', 'portal'],
      ['other scholarship', 'portal'],
      ['ledger transfer', 'portal'],
      ['accommodation', 'accommodation'],
    ]);
  });

  it('allows a capture only when the current registration is completed or incomplete', () => {
    expect(isReceiptCaptureAllowed('completed')).toBe(true);
    expect(isReceiptCaptureAllowed('incomplete')).toBe(true);
    for (const status of ['started', 'awaiting dean', 'disapproved', 'awaiting bursar', null, undefined]) {
      expect(isReceiptCaptureAllowed(status)).toBe(false);
    }
  });

  it('speaks the spec’s words', () => {
    expect(RECEIPT_MESSAGES.ledgerNotFound).toBe('Not Found - Inputed Ledger Number was not found.');
    expect(RECEIPT_MESSAGES.duplicate('BR/0042')).toBe(
      'Duplicate! BR/0042 has been captured before now. Please confirm and try again.',
    );
    expect(RECEIPT_MESSAGES.notFound('x9')).toBe('Not found! Receipt number: x9 was not found.');
  });

  it('compares receipt numbers without regard to letter case or spaces around them', () => {
    expect(receiptNumberKey('  BR/0042a ')).toBe(receiptNumberKey('br/0042A'));
  });

  it('validates the capture form', () => {
    const ok = captureReceiptSchema.parse({
      ledger_number: ' JETS/L/2025/0101 ',
      description: 'tuition',
      amount: '150,000',
      receipt_number: ' BR/2026/0042 ',
    });
    expect(ok).toEqual({
      ledger_number: 'JETS/L/2025/0101',
      description: 'tuition',
      amount: 150_000,
      receipt_number: 'BR/2026/0042',
    });
    const bad = (patch: Record<string, unknown>) =>
      captureReceiptSchema.safeParse({
        ledger_number: 'JETS/L/2025/0101',
        description: 'tuition',
        amount: '100',
        receipt_number: 'R1',
        ...patch,
      }).error?.issues[0]?.message;
    expect(bad({ amount: '0' })).toBe('*Invalid');
    expect(bad({ amount: '12.50' })).toBe('*Invalid');
    expect(bad({ amount: '-5' })).toBe('*Invalid');
    expect(bad({ amount: '' })).toBe('*Required');
    expect(bad({ description: 'gift' })).toBe('*Required');
    expect(bad({ receipt_number: '' })).toBe('*Required');
    expect(bad({ receipt_number: '=1+1' })).toBe('*Invalid');
    expect(bad({ receipt_number: '-5' })).toBe('*Invalid');
    expect(bad({ receipt_number: 'A  B' })).toBe('*Invalid');
    expect(bad({ ledger_number: 'JETS/1' })).toBe('*Invalid');
    expect(ledgerLookupQuerySchema.safeParse({ ledger_number: '123456' }).error?.issues[0]?.message).toBe('*Invalid');
    expect(ledgerLookupQuerySchema.parse({ ledger_number: '1234567' })).toEqual({ ledger_number: '1234567' });
    expect(queryReceiptSchema.parse({ receipt_number: 'br 42' })).toEqual({ receipt_number: 'br 42' });
  });
});

describe('office capabilities of the desks', () => {
  it('lets the auditor view the receipts desk but not capture; the reconciliation is for bursar, auditor and ict', async () => {
    const { OFFICE_CAPABILITIES, officeCan } = await import('./permissions.js');
    expect(OFFICE_CAPABILITIES.captureReceipts).toEqual(['ict', 'bursar', 'assistant bursar']);
    expect(officeCan('auditor', 'receiptsDesk')).toBe(true);
    expect(officeCan('auditor', 'captureReceipts')).toBe(false);
    expect([...OFFICE_CAPABILITIES.viewReconciliation].sort()).toEqual(['auditor', 'bursar', 'ict']);
  });
});
