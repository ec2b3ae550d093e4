import { recordAudit, type Transaction, type UserRow } from '@portal/db';
import { canDo, MESSAGES, type WorkflowMachine } from '@portal/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';

/** Where each office's first print of a form is stored (the same columns on every form table). */
export const PRINT_COLUMNS = {
  bursar: 'printedByBursarAt',
  registrar: 'printedByRegistrarAt',
  dean: 'printedByDeanAt',
  porter: 'printedByPorterAt',
} as const;
export type PrintingOffice = keyof typeof PRINT_COLUMNS;
type PrintColumn = (typeof PRINT_COLUMNS)[PrintingOffice];

/** A form whose prints are recorded: its machine, the offices recorded, and its row access. */
export interface PrintableForm<Row> {
  machine: WorkflowMachine & { actions: { print: unknown } };
  /** The offices whose print is recorded (the log's colours, Re-Print). */
  offices: readonly PrintingOffice[];
  /**
   * Whether an office whose print is not recorded is still refused before the form may be
   * printed (the hostel proof); otherwise it is answered `recorded: false` at once.
   */
  refuseEveryOffice: boolean;
  /** Runs `write` on the form's locked row when `allowed` holds (first read and locked row). */
  onLocked: <T>(allowed: (row: Row) => boolean, write: (tx: Transaction, row: Row) => Promise<T>) => Promise<T>;
  stateOf: (row: Row) => string;
  idOf: (row: Row) => number;
  update: (tx: Transaction, row: Row, patch: Partial<Record<PrintColumn, Date>>) => Promise<unknown>;
}

/**
 * Records that an office printed a form the machine allows to print; the first print of each
 * office is kept, later ones answer `recorded: false`.
 */
export async function recordPrint<Row>(
  deps: Pick<ServiceDeps, 'now'>,
  officer: UserRow,
  form: PrintableForm<Row>,
): Promise<{ message: string; recorded: boolean }> {
  const office = form.offices.find((o) => o === officer.adminPosition) ?? null;
  if (!office && !form.refuseEveryOffice) {
    // Nothing to record for this office, but the form must exist: a missing one is 404 (issue 28 §3).
    await form.onLocked(
      () => true,
      async () => false,
    );
    return { message: MESSAGES.actionSuccessful, recorded: false };
  }
  const recorded = await form.onLocked(
    (row) => canDo(form.machine, 'print', form.stateOf(row)),
    async (tx, row) => {
      if (!office) return false;
      if (printedBy(row as Partial<Record<PrintColumn, Date | null>>, [office]).length) return false;
      await form.update(tx, row, { [PRINT_COLUMNS[office]]: deps.now() });
      await recordAudit(tx, {
        actorId: officer.customId,
        action: `${form.machine.entity}.print`,
        entity: form.machine.entity,
        entityId: String(form.idOf(row)),
        details: { office },
      });
      return true;
    },
  );
  return { message: MESSAGES.actionSuccessful, recorded };
}

/** The offices (of `offices`, in that order) that have printed a form (the lists' colours, Re-Print). */
export function printedBy<O extends PrintingOffice>(
  row: Partial<Record<PrintColumn, Date | null>>,
  offices: readonly O[],
): O[] {
  return offices.filter((office) => Boolean(row[PRINT_COLUMNS[office]]));
}
