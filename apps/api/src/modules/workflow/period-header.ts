import type { PeriodHeader } from '@portal/domain';

/** The period a form or desk screen is about, as its header names it (`periodHeaderSchema`). */
export function periodHeaderOf(p: { periodId: string; semester: string; session: string }): PeriodHeader {
  return { period_id: p.periodId, semester: p.semester, session: p.session };
}

/** The header with the season, as the forms and the period choosers show it. */
export function periodSeasonOf(p: { periodId: string; semester: string; session: string; season: string }) {
  return { ...periodHeaderOf(p), season: p.season };
}
