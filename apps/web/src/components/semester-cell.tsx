import type { Period } from '../api/periods';

/** A period's semester, and a 'Current' badge on the current period. */
export function SemesterCell({ period, isCurrent }: { period: Period; isCurrent: boolean }) {
  return (
    <>
      {period.semester}
      {isCurrent ? (
        <>
          {' '}
          <span className="badge">Current</span>
        </>
      ) : null}
    </>
  );
}
