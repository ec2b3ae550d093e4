import { formatNaira, type Kobo } from './money.js';
import type { WalletKind } from './wallets.js';
import { asSentence } from './workflow/comments.js';

/**
 * Every SMS the portal writes (issue 27 §2, docs/decisions/0026): one function per notice, each
 * written to fit ONE SMS of the GSM 03.38 alphabet with its longest realistic values
 * (sms-notices.test.ts renders them all). A notice that carries staff text (a decision's comment,
 * a staff SMS) ends that text at a word boundary with the portal sentence when the whole would not
 * fit. Staff's SMS box keeps its own limit of 100 characters (SMS_MAX_LENGTH, the spec).
 */

/** One SMS part: 160 characters of the GSM 7-bit alphabet (a character outside it makes the part 70). */
export const SMS_PART_LENGTH = 160;

/** The sentence that ends a staff text cut to fit one SMS. */
export const SMS_SEE_PORTAL = 'See the portal for details.';

// GSM 03.38: the basic table (one unit each) and the extension table (escape + char, two units).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

/** The length of a text in GSM 7-bit units, or null when a character is outside the alphabet. */
export function gsmLength(text: string): number | null {
  let units = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1;
    else if (GSM_EXTENSION.includes(ch)) units += 2;
    else return null;
  }
  return units;
}

/** Whether a text goes as one GSM 7-bit SMS part (160 units). */
export function fitsOneSms(text: string): boolean {
  const units = gsmLength(text);
  return units !== null && units <= SMS_PART_LENGTH;
}

/** Typed characters outside GSM 7-bit (phone keyboards and word processors) and what the SMS writes. */
const GSM_LOOKALIKES: readonly (readonly [RegExp, string])[] = [
  [/[‘’‚‛′`]/g, "'"],
  [/[“”„‟″]/g, '"'],
  [/[‐‑‒–—―−]/g, '-'],
  [/…/g, '...'],
  [/₦/g, 'N'],
  [/\s+/g, ' '],
];

/**
 * Staff text as an SMS carries it: one line, typographic quotes and dashes as their plain forms,
 * accents outside the alphabet dropped (ẹ → e), anything else '?'. One character outside GSM
 * 7-bit would turn the whole SMS into UCS-2 and cut its room from 160 to 70.
 */
export function toGsm(text: string): string {
  const plain = GSM_LOOKALIKES.reduce((t, [from, to]) => t.replace(from, to), text.trim());
  let out = '';
  for (const ch of plain.normalize('NFC')) {
    // A letter outside GSM loses its accents (ẹ → e); an accent left alone after NFC is dropped.
    const base = gsmLength(ch) !== null ? ch : ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += base === '' || gsmLength(base) !== null ? base : '?';
  }
  return out;
}

/**
 * `head` followed by staff text, in one SMS: whole when it fits, else cut after its last whole
 * sentence, or its last whole word and '...', that leaves room for ' See the portal for details.'
 * (never mid-word). The head is the portal's own GSM text; the staff text is made GSM first.
 */
export function withStaffText(head: string, staffText: string): string {
  const text = toGsm(staffText);
  if (fitsOneSms(head + text)) return head + text;
  const tail = `... ${SMS_SEE_PORTAL}`;
  let kept = '';
  for (const word of text.split(' ')) {
    const next = kept ? `${kept} ${word}` : word;
    if (!fitsOneSms(head + next + tail)) break;
    kept = next;
  }
  // Rather a whole sentence of the text than words cut off mid-sentence, if it keeps half the room.
  const sentence = /^.*[.!?](?= |$)/.exec(kept)?.[0];
  if (sentence && sentence.length * 2 >= kept.length) return `${head}${sentence} ${SMS_SEE_PORTAL}`;
  kept = kept.replace(/[\s.,;:!?'"(-]+$/, '');
  if (kept) return head + kept + tail;
  // Not even one word fits: the head alone, closed as a sentence, and where to read the rest.
  const closed = head.trimEnd().replace(/[:,;]$/, '.');
  return closed ? `${closed} ${SMS_SEE_PORTAL}` : SMS_SEE_PORTAL;
}

/** An amount as an SMS writes it: 'NGN 1,000.00' (the naira sign is outside GSM 7-bit). */
export function smsNaira(kobo: Kobo): string {
  return formatNaira(kobo).replace('₦', 'NGN ');
}

/**
 * The notices, by what happened. `period` is the period as "1st 2025/2026"; a `comment` is the
 * office's decision comment, shown as one sentence (asSentence).
 */
export const SMS_NOTICES = {
  registrationForwarded: (period: string) =>
    `Your registration form (${period}) was forwarded to the DPAA's Office for approval.`,
  registrationApproved: (period: string) =>
    `Your registration form (${period}) was approved. The Bursary will input your ledger balance.`,
  registrationDisapproved: (period: string, comment: string) =>
    withStaffText(`Your registration form (${period}) was disapproved: `, asSentence(comment)),
  registrationLedgerBalance: (period: string) =>
    `Your ledger balance was entered (${period}). Log in to submit and print your registration form.`,
  registrationCompleted: (period: string, formNumber: string) =>
    `Your registration for ${period} is complete. Form number ${formNumber}.`,
  registrationUndertaking: (period: string) =>
    `An undertaking was granted for your registration (${period}). You may submit your form.`,

  addDropForwarded: (period: string) =>
    `Your Add/Drop form (${period}) was forwarded to the DPAA's Office for approval.`,
  addDropApproved: (period: string) => `Your Add/Drop form (${period}) was approved. Log in to submit and print it.`,
  addDropDisapproved: (period: string, comment: string) =>
    withStaffText(`Your Add/Drop form (${period}) was disapproved: `, asSentence(comment)),
  addDropCompleted: (period: string, formNumber: string) =>
    `Your Add/Drop for ${period} is complete. Form number ${formNumber}.`,

  hostelApplied: (period: string) =>
    `Your hostel application (${period}) was received. The Bursary will update your accommodation wallet.`,
  hostelBalanceUpdated: (period: string) =>
    `Your accommodation wallet was updated (${period}). Log in to choose a hostel.`,
  hostelChosen: (period: string) =>
    `Your hostel request (${period}) is awaiting the Porter, who will allocate a room and bedspace soon.`,
  hostelRejected: (period: string, comment: string) =>
    withStaffText(`Your hostel request (${period}) was rejected: `, asSentence(comment)),
  hostelAllocated: (period: string, room: string, bed: string) =>
    `Hostel allocated (${period}): Room ${toGsm(room)}, Bedspace ${toGsm(bed)}. Print your proof.`,

  receiptCredited: (args: { receiptNumber: string; amountKobo: Kobo; wallet: WalletKind }) =>
    `JETS: receipt ${toGsm(args.receiptNumber)} for ${smsNaira(args.amountKobo)} was credited to your ${
      args.wallet === 'accommodation' ? 'accommodation' : 'portal'
    } wallet.`,
  topUpRefunded: (amountKobo: Kobo, reference: string) =>
    `Your top-up ${reference} was refunded: ${smsNaira(amountKobo)} taken from your portal wallet.`,
  bankTransferCredited: (amountKobo: Kobo) =>
    `JETS: your bank transfer of ${smsNaira(amountKobo)} was credited to your portal wallet.`,
  bankTransferReversed: (amountKobo: Kobo) =>
    `JETS: a bank transfer was reversed by the bank: ${smsNaira(amountKobo)} taken from your portal wallet.`,
  passwordResetCode: (code: string) => `Your JETS portal password reset code is ${code}. It expires in 10 minutes.`,

  /** A staff SMS from a Process Form panel (1 to 100 characters typed): as typed, made GSM. */
  staffMessage: (message: string) => withStaffText('', message),
} as const;
