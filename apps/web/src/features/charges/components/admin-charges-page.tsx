import { CHARGE_MODES, chargeDepartmentsFor, chargeItemsFor, STUDENT_TYPES, type ChargeLevel } from '@portal/domain';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import type { Charges, DepartmentalCharge, SeminaryCharge } from '../api/charges';
import { DepartmentalChargeDialog, LEVEL_LABELS, SeminaryChargeDialog } from './charge-dialogs';
import { ChargesToolbar, useChargesPage } from './charges-page-state';
import { ChargesTable } from './charges-table';
import { LevelTabs } from './level-tabs';

const MODE_HEADINGS = { in_person: 'In person', virtual: 'Virtual' } as const;
const STUDENT_TYPE_HEADINGS = { new: 'New Student Charges', returning: 'Returning Student Charges' } as const;

/** Departments of a level in the listed order, with the amount set (or none). */
export function departmentalRows(charges: Charges, level: ChargeLevel): DepartmentalCharge[] {
  return chargeDepartmentsFor(level).map(
    (department) =>
      charges.departmental.find((c) => c.level === level && c.department === department) ?? {
        level,
        department,
        amount_kobo: null,
      },
  );
}

/** Seminary items of one table and mode, in the order of the item list. */
function seminaryRows(
  charges: Charges,
  level: ChargeLevel,
  type: SeminaryCharge['student_type'],
  mode: SeminaryCharge['mode'],
) {
  const order = chargeItemsFor(mode);
  return charges.seminary
    .filter((c) => c.level === level && c.student_type === type && c.mode === mode)
    .sort((a, b) => order.indexOf(a.item) - order.indexOf(b.item));
}

type Editing =
  | { kind: 'new-seminary' }
  | { kind: 'seminary'; charge: SeminaryCharge }
  | { kind: 'departmental'; charge: DepartmentalCharge };

/** /admin/manage-admin-charges (offices ict, bursar, auditor; only ict and bursar edit). */
export function AdminChargesPage() {
  const { charges, canEdit, feedback, editing, setEditing, saved } = useChargesPage<Editing>();
  const data = charges.data;

  return (
    <PageLayout
      title="Manage Admin Charges"
      width="wide"
      toolbar={<ChargesToolbar canEdit={canEdit} onNew={() => setEditing({ kind: 'new-seminary' })} />}
    >
      <FeedbackRegion message={feedback.message} />
      <QueryStatus query={charges} />
      {data ? (
        // One level at a time: all six groups on one page made it very long on phones.
        <LevelTabs idPrefix="admin-charges">
          {(level) => {
            const title = `${LEVEL_LABELS[level]} Departmental Charges`;
            const rows = departmentalRows(data, level);
            return (
              <>
                <section className="section" aria-label={title}>
                  <h2 className="section__title">{title}</h2>
                  <ChargesTable
                    caption={title}
                    nameHeader="Department"
                    rows={rows.map((row) => ({
                      key: row.department,
                      name: row.department,
                      amountKobo: row.amount_kobo,
                    }))}
                    onEdit={
                      canEdit
                        ? (department) => {
                            const charge = rows.find((row) => row.department === department);
                            if (charge) setEditing({ kind: 'departmental', charge });
                          }
                        : undefined
                    }
                  />
                </section>
                {STUDENT_TYPES.map((type) => {
                  const typeTitle = `${LEVEL_LABELS[level]} ${STUDENT_TYPE_HEADINGS[type]}`;
                  return (
                    <section key={type} className="section" aria-label={typeTitle}>
                      <h2 className="section__title">{typeTitle}</h2>
                      {CHARGE_MODES.map((mode) => {
                        const modeRows = seminaryRows(data, level, type, mode);
                        return (
                          <div key={mode} className="charge-group">
                            <h3 className="charge-group__mode">{MODE_HEADINGS[mode]}</h3>
                            <ChargesTable
                              caption={`${typeTitle}, ${MODE_HEADINGS[mode]}`}
                              nameHeader="Item"
                              rows={modeRows.map((row) => ({
                                key: String(row.id),
                                name: row.item,
                                amountKobo: row.amount_kobo,
                              }))}
                              onEdit={
                                canEdit
                                  ? (id) => {
                                      const charge = modeRows.find((row) => String(row.id) === id);
                                      if (charge) setEditing({ kind: 'seminary', charge });
                                    }
                                  : undefined
                              }
                            />
                          </div>
                        );
                      })}
                    </section>
                  );
                })}
              </>
            );
          }}
        </LevelTabs>
      ) : null}

      {editing?.kind === 'new-seminary' ? (
        <SeminaryChargeDialog onSaved={saved} onCancel={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'seminary' ? (
        <SeminaryChargeDialog charge={editing.charge} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'departmental' ? (
        <DepartmentalChargeDialog charge={editing.charge} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : null}
    </PageLayout>
  );
}
