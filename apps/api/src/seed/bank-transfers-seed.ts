import {
  findDedicatedAccount,
  findUserByUsername,
  insertDedicatedAccountIfAbsent,
  recordAudit,
  updateDedicatedAccount,
  type Database,
} from '@portal/db';
import { studentEmail, TRANSFER_EXCEPTION_REASONS } from '@portal/domain';
import { SandboxGateway } from '../integrations/payments/index.js';
import { recordBankTransfer } from '../modules/payments/bank-transfers.service.js';

/**
 * Demo bank transfers (issue 29 §4): students 64004 and 65010 hold their own (sandbox) account
 * numbers, each received a transfer, one transfer went to an account nobody holds, and one to
 * 64004's account came with an amount that could not be read, so the Bursary's exceptions list
 * has two to assign (the second asks the bursar for the amount). Idempotent: accounts by
 * student, transfers by reference.
 */
const HOLDERS = [
  { username: '64004', reference: 'SBX-TRF-DEMO00000001', naira: 35_000, sender: 'ADAMU J.', bank: 'GTBank' },
  { username: '65010', reference: 'SBX-TRF-DEMO00000002', naira: 20_000, sender: 'GRACE O.', bank: 'First Bank' },
] as const;
const EXCEPTION = { reference: 'SBX-TRF-DEMO00000003', naira: 15_000, account: '9900000000' } as const;
/** To 64004's account; the amount as it came, which is not Paystack's whole kobo. */
const UNREADABLE = {
  reference: 'SBX-TRF-DEMO00000004',
  holder: '64004',
  amount: '25,000.00',
  sender: 'BALA T.',
  bank: 'Zenith Bank',
} as const;

export async function seedDemoBankTransfers(db: Database, domain: string): Promise<void> {
  const gateway = new SandboxGateway(db);
  const accountNumbers = new Map<string, string | null>();
  for (const h of HOLDERS) {
    const student = await findUserByUsername(db, h.username);
    if (!student) continue;
    let account = await findDedicatedAccount(db, student.customId);
    if (!account?.accountNumber) {
      const answer = await gateway.requestDedicatedAccount({
        email: studentEmail(student.firstName, student.username, student.modeOfStudy ?? 'in_person', { domain }),
        firstName: student.firstName,
        lastName: student.surname,
        phone: student.phoneNumber,
      });
      if (answer.status !== 'active') continue;
      account = await db.transaction(async (tx) => {
        await insertDedicatedAccountIfAbsent(tx, { userId: student.customId, provider: 'sandbox' });
        const row = await updateDedicatedAccount(tx, student.customId, {
          customerCode: answer.customerCode,
          status: 'active',
          bank: answer.account.bank,
          accountNumber: answer.account.accountNumber,
          accountName: answer.account.accountName,
        });
        await recordAudit(tx, {
          actorId: null,
          action: 'dedicated-account.request',
          entity: 'dedicated-account',
          entityId: student.customId,
          details: { ownerId: student.customId, status: row.status, accountNumber: row.accountNumber, seed: true },
        });
        return row;
      });
    }
    accountNumbers.set(h.username, account.accountNumber);
    await db.transaction((tx) =>
      recordBankTransfer(tx, demoTransfer(h.reference, h.naira * 100, account.accountNumber, h.sender, h.bank), {
        ownerId: student.customId,
        reason: null,
      }),
    );
  }
  await db.transaction((tx) =>
    recordBankTransfer(
      tx,
      demoTransfer(EXCEPTION.reference, EXCEPTION.naira * 100, EXCEPTION.account, 'MUSA K.', 'Access Bank'),
      {
        ownerId: null,
        reason: TRANSFER_EXCEPTION_REASONS.unknownAccount,
      },
    ),
  );
  const holderAccount = accountNumbers.get(UNREADABLE.holder);
  if (holderAccount) {
    await db.transaction((tx) =>
      recordBankTransfer(
        tx,
        demoTransfer(UNREADABLE.reference, UNREADABLE.amount, holderAccount, UNREADABLE.sender, UNREADABLE.bank),
        { ownerId: null, reason: TRANSFER_EXCEPTION_REASONS.badAmount },
      ),
    );
  }
}

/** A transfer event as the provider's reader gives it; an amount as text is one that did not parse. */
function demoTransfer(
  reference: string,
  amount: number | string,
  accountNumber: string | null,
  sender: string,
  bank: string,
) {
  const narration = `NIP/${sender}/school fees`;
  return {
    kind: 'transfer.received' as const,
    reference,
    amountKobo: typeof amount === 'number' ? amount : null,
    feeKobo: 0,
    currency: 'NGN',
    accountNumber,
    customerCode: null,
    senderName: sender,
    senderBank: bank,
    narration,
    paidAt: null,
    raw: {
      reference,
      channel: 'dedicated_nuban',
      amount,
      currency: 'NGN',
      sender_name: sender,
      sender_bank: bank,
      narration,
      receiver_bank_account_number: accountNumber,
    },
  };
}
