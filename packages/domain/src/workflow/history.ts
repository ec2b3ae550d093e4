/**
 * The history a desk shows under a form: each audit row of the form with a label, who did it
 * and the comment. Pure: the API passes the audit rows it read.
 */

/** The actor columns of an audit row (the user who acted, if any). */
export interface HistoryActor {
  actorRole: string | null;
  actorTitle: string | null;
  actorFirstName: string | null;
  actorSurname: string | null;
  actorPosition: string | null;
}

export interface HistoryRow extends HistoryActor {
  at: Date;
  action: string;
  details: Record<string, unknown>;
}

export interface HistoryEntry {
  at: string;
  action: string;
  by: string;
  comment: string | null;
}

/**
 * 'System' (no user), the student (`studentLabel`: 'Student' on a desk's history, 'You' on the
 * student's own wallet statement), or the officer's name with the office ("Mr Ade Obi (dean)").
 */
export function actorLabel(
  row: Omit<HistoryActor, 'actorTitle'> & { actorTitle?: string | null },
  studentLabel = 'Student',
): string {
  if (!row.actorRole) return 'System';
  if (row.actorRole === 'student') return studentLabel;
  const name = [row.actorTitle, row.actorFirstName, row.actorSurname].filter(Boolean).join(' ');
  return row.actorRole === 'admin' ? `${name} (${row.actorPosition})` : name;
}

/**
 * How a form's history reads its audit rows: the label of each action, the actions it never
 * shows, and whether an action without a label is shown under its own name or left out.
 */
export interface HistoryLabels {
  labels: Readonly<Record<string, string>>;
  hidden?: readonly string[];
  unlabelled: 'raw' | 'hide';
}

export function historyEntries(trail: readonly HistoryRow[], config: HistoryLabels): HistoryEntry[] {
  return trail
    .filter((t) => !config.hidden?.includes(t.action))
    .filter((t) => config.unlabelled === 'raw' || t.action in config.labels)
    .map((t) => ({
      at: t.at.toISOString(),
      action: config.labels[t.action] ?? t.action,
      by: actorLabel(t),
      comment: typeof t.details.comment === 'string' ? t.details.comment : null,
    }));
}
