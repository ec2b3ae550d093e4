import type { DataColumn } from '../data-table';

interface PeriodCells {
  period_id: string;
  semester: string;
  session: string;
}

/**
 * The first columns of every semester list of the three forms (student periods pages and the
 * add/drop desk): row number, semester with a 'Current' badge, session. `short` is the desk's
 * narrow 'Sem.' heading, read out as 'Semester'.
 */
export function periodColumns<T extends PeriodCells>(
  currentPeriodId: string | null | undefined,
  short = false,
): DataColumn<T>[] {
  return [
    { header: '#', cell: (_p, i) => i + 1 },
    {
      ...(short ? { header: 'Sem.', label: 'Semester' } : { header: 'Semester' }),
      cell: (p) => (
        <>
          {p.semester}
          {p.period_id === currentPeriodId ? <span className="badge"> Current</span> : null}
        </>
      ),
    },
    { header: 'Session', cell: (p) => p.session, nowrap: true },
  ];
}
