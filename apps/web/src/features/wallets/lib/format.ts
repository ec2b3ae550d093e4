import { ENTRY_KIND_LABELS, formatNaira, type EntryKind, type Kobo } from '@portal/domain';

/** '+₦5,000.00' for a credit, '−₦1,000.00' (a true minus sign) for a debit. */
export function formatSignedNaira(kobo: Kobo): string {
  if (kobo > 0) return `+${formatNaira(kobo)}`;
  if (kobo < 0) return `\u2212${formatNaira(-kobo)}`;
  return formatNaira(0);
}

export function entryKindLabel(kind: string): string {
  return (ENTRY_KIND_LABELS as Record<string, string | undefined>)[kind as EntryKind] ?? kind;
}
