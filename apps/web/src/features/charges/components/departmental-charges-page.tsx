import { useRef, useState, type KeyboardEvent } from 'react';
import { CHARGE_LEVELS, officeCan, type ChargeLevel } from '@portal/domain';
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

type Editing = { kind: 'new' } | { kind: 'update'; charge: DepartmentalCharge };

/** /admin/manage-departmental-charges (offices ict, bursar, auditor; only ict and bursar change). */
export function DepartmentalChargesPage() {
  const charges = useCharges();
  const { data: user } = useCurrentUser();
  const canEdit = officeCan(user?.admin_position, 'editCharges');
  const { message, show } = useTimedMessage();
  const [tab, setTab] = useState<ChargeLevel>('undergraduate');
  const [editing, setEditing] = useState<Editing | null>(null);
  const tabRefs = useRef<Record<ChargeLevel, HTMLButtonElement | null>>({ undergraduate: null, postgraduate: null });
  const data = charges.data;

  // Arrow keys, Home and End move between the tabs (and select them).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = CHARGE_LEVELS.indexOf(tab);
    const last = CHARGE_LEVELS.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = CHARGE_LEVELS[target]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

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
      <div className="tabs__list" role="tablist" aria-label="Level">
        {CHARGE_LEVELS.map((level) => (
          <button
            key={level}
            ref={(node) => {
              tabRefs.current[level] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${level}`}
            className="tabs__tab"
            aria-selected={tab === level}
            aria-controls={`panel-${level}`}
            tabIndex={tab === level ? 0 : -1}
            onClick={() => setTab(level)}
            onKeyDown={onTabKeyDown}
          >
            {LEVEL_LABELS[level]}
          </button>
        ))}
      </div>
      {CHARGE_LEVELS.map((level) => {
        const rows = data ? departmentalRows(data, level) : [];
        return (
          <div
            key={level}
            role="tabpanel"
            id={`panel-${level}`}
            aria-labelledby={`tab-${level}`}
            hidden={tab !== level}
            tabIndex={0}
          >
            {data ? (
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
            ) : null}
          </div>
        );
      })}

      {editing?.kind === 'new' ? <DepartmentalChargeDialog onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      {editing?.kind === 'update' ? (
        <DepartmentalChargeDialog charge={editing.charge} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : null}
    </PageCard>
  );
}
