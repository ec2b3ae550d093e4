import { officeCan, type OfficeCapability } from '../permissions.js';
import type { AdminPosition } from '../roles.js';

/**
 * The workflow kernel (issue 24): a student's form for a semester (registration, add/drop, the
 * hostel request, and any later one) is a state machine declared as data, run by the one
 * checker below. A form module declares its machine; services and views ask `canMove`/`canDo`
 * and never test states by hand, so a new state or office is one edit of the table.
 */

/** Who may take a step: the student, or the offices holding a capability. */
export type WorkflowRule = 'student' | OfficeCapability;

/** Who is asking: the student, or an office (its admin position). */
export type WorkflowActor = 'student' | { office: AdminPosition | null | undefined };

/** Who reads a form: the student, or an office; each has its own status line (issue 27 §6). */
export type FormViewer = 'student' | 'staff';

/** What a step's SMS to the student may mention. */
export interface WorkflowNotice {
  /** The period, as "1st 2025/2026". */
  period: string;
  /** The office's comment on a decision. */
  comment?: string;
  formNumber?: string | null;
  room?: string;
  bed?: string;
}

/** The SMS a step sends the student: its purpose (the outbox's column) and its text. */
export interface WorkflowSms {
  purpose: string;
  text: (notice: WorkflowNotice) => string;
}

export interface WorkflowTransition<S extends string> {
  from: readonly S[];
  to: S;
  by: WorkflowRule;
  /** The office decides with a comment the student reads (stored on the form). */
  comment?: true;
  sms?: WorkflowSms;
}

export interface WorkflowAction<S extends string> {
  /** The states the action is allowed in (it does not move the state). */
  in: readonly S[];
  /** Who may take it (absent: anyone who may see the form). */
  by?: WorkflowRule;
  sms?: WorkflowSms;
}

export interface WorkflowMachine {
  /** The audit entity and the prefix of its audit actions ('registration' → 'registration.approve'). */
  entity: string;
  states: readonly string[];
  /** The state of a form that does not exist yet (add/drop's 'none'), if the machine has one. */
  absent?: string;
  transitions: Readonly<Record<string, WorkflowTransition<string>>>;
  actions: Readonly<Record<string, WorkflowAction<string>>>;
}

/** The states of a machine, its absent state included. */
export type StateOf<M extends WorkflowMachine> = M['states'][number] | NonNullable<M['absent']>;
export type EventOf<M extends WorkflowMachine> = keyof M['transitions'] & string;
export type ActionOf<M extends WorkflowMachine> = keyof M['actions'] & string;

/** A machine whose transitions and actions name only its own states. */
type Checked<M extends WorkflowMachine> = M & {
  transitions: Readonly<Record<string, WorkflowTransition<StateOf<M>>>>;
  actions: Readonly<Record<string, WorkflowAction<StateOf<M>>>>;
};

/** Declares a machine: keeps its literal types and checks that every step names its own states. */
export function defineMachine<const M extends WorkflowMachine>(machine: Checked<M>): M {
  return machine;
}

/** The state of a stored status: itself, or the machine's absent state for a missing form. */
function stateIn(machine: WorkflowMachine, current: string | null | undefined): string | null {
  if (current != null && machine.states.includes(current)) return current;
  return machine.absent ?? current ?? null;
}

function actorMay(rule: WorkflowRule | undefined, actor: WorkflowActor | undefined): boolean {
  if (actor === undefined || rule === undefined) return true;
  if (rule === 'student') return actor === 'student';
  return actor !== 'student' && officeCan(actor.office, rule);
}

/** Whether `current` is one of `states` and the actor (when given) satisfies `rule`. */
function allowed(
  machine: WorkflowMachine,
  states: readonly string[],
  rule: WorkflowRule | undefined,
  current: string | null | undefined,
  actor: WorkflowActor | undefined,
): boolean {
  const state = stateIn(machine, current);
  return state !== null && states.includes(state) && actorMay(rule, actor);
}

/**
 * The one checker: may `event` be taken from `current` (and, when `actor` is given, by them)?
 * A service checks it on a first read and again on the row it locked.
 */
export function canMove<M extends WorkflowMachine>(
  machine: M,
  event: EventOf<M>,
  current: string | null | undefined,
  actor?: WorkflowActor,
): boolean {
  const { from, by } = machine.transitions[event]!;
  return allowed(machine, from, by, current, actor);
}

/** The state `event` leads to from `current`, or null when the move is not allowed. */
export function stateAfter<M extends WorkflowMachine, E extends EventOf<M>>(
  machine: M,
  event: E,
  current: string | null | undefined,
): M['transitions'][E]['to'] | null {
  return canMove(machine, event, current) ? machine.transitions[event]!.to : null;
}

/** May an action that keeps the state (pick a course, print, …) be taken in `current`? */
export function canDo<M extends WorkflowMachine>(
  machine: M,
  action: ActionOf<M>,
  current: string | null | undefined,
  actor?: WorkflowActor,
): boolean {
  const rule = machine.actions[action]!;
  return allowed(machine, rule.in, rule.by, current, actor);
}

/**
 * The statuses each office's approval queue shows by default (admin-faculty-side §6): `queues`
 * by office, every queue for the `overseers` (ict, and on most desks the auditor), none for the
 * other offices.
 */
export function officeQueues<S extends string>(
  queues: Partial<Record<AdminPosition, readonly S[]>>,
  overseers: readonly AdminPosition[],
): (position: string | null | undefined) => S[] {
  const all = Object.values(queues).flat();
  return (position) => {
    if (!position) return [];
    if (overseers.some((office) => office === position)) return [...all];
    return [...(Object.hasOwn(queues, position) ? (queues[position as AdminPosition] ?? []) : [])];
  };
}
