import { useState } from 'react';
import { officeCan } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useCharges, type DepartmentalCharge } from '../api/charges';
import { departmentalRows } from './admin-charges-page';
import { DepartmentalChargeDialog, LEVEL_LABELS } from './charge-dialogs';
import { ChargesTable } from './charges-table';
import { LevelTabs } from './level-tabs';

type Editing = { kind: 'new' } | { kind: 'update'; charge: DepartmentalCharge };

/** /admin/manage-departmental-charges (offices ict, bursar, auditor; only ict and bursar change). */
export function DepartmentalChargesPage() {
  const charges = useCharges();
  const { data: user } = useCurrentUser();
  const canEdit = officeCan(user?.admin_position, 'editCharges');
  const { message, show } = useTimedMessage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const data = charges.data;

  const saved = (text: string) => {
    setEditing(null);
    show('success', text);
  };

  return (
    <PageCard title="Manage Departmental Charges" width="wide">
      <div className="list-toolbar">
        {canEdit ? (
          <>
            <p className="form-aside">Amounts are in naira.</p>
            <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
              Input New Charge
            </button>
          </>
        ) : (
          <p className="form-aside">Your office can view charges but not change them.</p>
        )}
      </div>
      <div className="message-region">
        {message ? (
          <Alert key={message.id} tone={message.tone}>
            {message.text}
          </Alert>
        ) : null}
      </div>

      {charges.isPending ? <LoadingState /> : null}
      {charges.isError ? <Alert>{errorMessage(charges.error)}</Alert> : null}
      <LevelTabs idPrefix="departmental">
        {(level) => {
          if (!data) return null;
          const rows = departmentalRows(data, level);
          return (
            <ChargesTable
              caption={`${LEVEL_LABELS[level]} departmental charges`}
              nameHeader="Department"
              editLabel="Update"
              rows={rows.map((row) => ({ key: row.department, name: row.department, amountKobo: row.amount_kobo }))}
              onEdit={
                canEdit
                  ? (department) => {
                      const charge = rows.find((row) => row.department === department);
                      if (charge) setEditing({ kind: 'update', charge });
                    }
                  : undefined
              }
            />
          );
        }}
      </LevelTabs>

      {editing?.kind === 'new' ? <DepartmentalChargeDialog onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      {editing?.kind === 'update' ? (
        <DepartmentalChargeDialog charge={editing.charge} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : null}
    </PageCard>
  );
}
