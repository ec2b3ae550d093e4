import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import type { DepartmentalCharge } from '../api/charges';
import { departmentalRows } from './admin-charges-page';
import { DepartmentalChargeDialog, LEVEL_LABELS } from './charge-dialogs';
import { ChargesToolbar, useChargesPage } from './charges-page-state';
import { ChargesTable } from './charges-table';
import { LevelTabs } from './level-tabs';

type Editing = { kind: 'new' } | { kind: 'update'; charge: DepartmentalCharge };

/** /admin/manage-departmental-charges (offices ict, bursar, auditor; only ict and bursar change). */
export function DepartmentalChargesPage() {
  const { charges, canEdit, feedback, editing, setEditing, saved } = useChargesPage<Editing>();
  const data = charges.data;

  return (
    <PageLayout
      title="Manage Departmental Charges"
      width="wide"
      toolbar={<ChargesToolbar canEdit={canEdit} onNew={() => setEditing({ kind: 'new' })} />}
    >
      <FeedbackRegion message={feedback.message} />
      <QueryStatus query={charges} />
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
    </PageLayout>
  );
}
