import './receipts-desk.css';
import type { ReactNode } from 'react';
import { FormSection } from '../../../components/form-sections';
import { DetailsList, type DetailRow } from '../../../components/details-list';

export interface DeskCardProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One card of the receipts desk: a region named by its heading. */
export function DeskCard({ id, title, children }: DeskCardProps) {
  return (
    <FormSection id={id} title={title} className="desk-card">
      {children}
    </FormSection>
  );
}

/** Terms and values of an answer (a student, a receipt, a ledger entry, a payment). */
export function DeskDetails({ label, rows }: { label: string; rows: readonly DetailRow[] }) {
  return <DetailsList className="details details--compact" label={label} rows={rows} />;
}
