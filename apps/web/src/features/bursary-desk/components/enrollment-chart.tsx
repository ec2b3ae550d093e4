import type { EnrollmentStatisticsResponse, StatisticsRow } from '../api/bursary-desk';

/** A row's non-empty segments, left to right in the table's column order. */
function segmentsOf(data: EnrollmentStatisticsResponse, row: StatisticsRow) {
  const counts = data.columns.map((column) => row.counts[column.status] ?? 0);
  return data.columns
    .map((column, index) => ({
      status: column.status,
      index,
      count: counts[index] ?? 0,
      x: counts.slice(0, index).reduce((sum, n) => sum + n, 0),
    }))
    .filter((segment) => segment.count > 0);
}

/**
 * A stacked bar per programme, one segment per status, drawn from the statistics already on the
 * screen (no second request). Plain SVG whose geometry is in attributes (no inline styles, which
 * the content security policy refuses) and whose colours are classes. The table above is its text
 * alternative, so the drawing itself is hidden from assistive technology.
 */
export function EnrollmentChart({ data }: { data: EnrollmentStatisticsResponse }) {
  const scale = Math.max(1, ...data.rows.map((row) => row.total));
  return (
    <figure className="chart">
      <figcaption className="chart__caption">
        The same figures as a bar chart: one bar per programme, one colour per status. The table above gives every
        number.
      </figcaption>
      <div aria-hidden="true">
        <ul className="chart__rows">
          {data.rows.map((row) => (
            <li key={row.label} className="chart__row">
              <span className="chart__label">{row.label}</span>
              <svg
                className="chart__bar"
                viewBox={`0 0 ${scale} 10`}
                preserveAspectRatio="none"
                focusable="false"
                role="presentation"
              >
                {segmentsOf(data, row).map((segment) => (
                  <rect
                    key={segment.status}
                    className={`chart__seg--${segment.index}`}
                    x={segment.x}
                    y={0}
                    width={segment.count}
                    height={10}
                  />
                ))}
              </svg>
              <span className="chart__value">{row.total}</span>
            </li>
          ))}
        </ul>
        <ul className="chart__legend">
          {data.columns.map((column, index) => (
            <li key={column.status}>
              <svg className="chart__swatch" viewBox="0 0 10 10" focusable="false" role="presentation">
                <rect className={`chart__seg--${index}`} width={10} height={10} rx={2} />
              </svg>
              {column.label}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
