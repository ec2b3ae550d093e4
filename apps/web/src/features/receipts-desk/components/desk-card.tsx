import './receipts-desk.css';
import type { ReactNode } from 'react';

export interface DeskCardProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One card of the receipts desk: a region named by its heading. */
export function DeskCard({ id, title, children }: DeskCardProps) {
  return (
    <section className="desk-card" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Terms and values of an answer (a student, a receipt, a ledger entry). */
export function DeskDetails({ label, rows }: { label: string; rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="details details--compact" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
