import { describe, expect, it } from 'vitest';
import { ADD_DROP_MACHINE } from '../add-drop.js';
import { HOSTEL_MACHINE } from '../hostel.js';
import { REGISTRATION_MACHINE } from '../registration.js';
import { actorLabel, historyEntries } from './history.js';
import { canDo, canMove, stateAfter, type WorkflowActor } from './machine.js';
import { walletCovers } from './money.js';

/** Every move of a machine written out by hand: event → the states it may be taken from. */
const REGISTRATION_MOVES: Record<string, string[]> = {
  forward: ['started', 'disapproved'],
  approve: ['awaiting dean'],
  disapprove: ['awaiting dean'],
  'enter-ledger-balance': ['awaiting bursar', 'incomplete'],
  submit: ['incomplete'],
};
const ADD_DROP_MOVES: Record<string, string[]> = {
  start: ['none'],
  forward: ['started', 'disapproved'],
  approve: ['awaiting dean'],
  disapprove: ['awaiting dean'],
  submit: ['incomplete'],
};
const HOSTEL_MOVES: Record<string, string[]> = {
  'update-balance': ['awaiting bursar', 'balance updated', 'disapproved'],
  choose: ['balance updated', 'disapproved'],
  reject: ['awaiting bursar', 'balance updated', 'awaiting porter'],
  allocate: ['awaiting porter'],
};

const cases = [
  {
    name: 'registration',
    machine: REGISTRATION_MACHINE,
    moves: REGISTRATION_MOVES,
    states: [...REGISTRATION_MACHINE.states],
  },
  { name: 'add/drop', machine: ADD_DROP_MACHINE, moves: ADD_DROP_MOVES, states: [...ADD_DROP_MACHINE.states, 'none'] },
  { name: 'hostel', machine: HOSTEL_MACHINE, moves: HOSTEL_MOVES, states: [...HOSTEL_MACHINE.states] },
] as const;

describe('the workflow checker on the three real machines', () => {
  for (const { name, machine, moves, states } of cases) {
    it(`${name}: allows exactly the listed moves and refuses every other`, () => {
      expect(Object.keys(machine.transitions).sort()).toEqual(Object.keys(moves).sort());
      for (const event of Object.keys(moves)) {
        for (const state of states) {
          const allowed = moves[event]!.includes(state);
          expect(canMove(machine, event as never, state), `${event} from ${state}`).toBe(allowed);
          const to = (machine.transitions as Record<string, { to: string }>)[event]!.to;
          expect(stateAfter(machine, event as never, state), `${event} from ${state}`).toBe(allowed ? to : null);
        }
        expect(canMove(machine, event as never, 'no such state')).toBe(name === 'add/drop' && event === 'start');
      }
    });
  }

  it('asks the actor when one is given: the student, or an office with the capability', () => {
    const dean: WorkflowActor = { office: 'dean' };
    const bursar: WorkflowActor = { office: 'bursar' };
    expect(canMove(REGISTRATION_MACHINE, 'approve', 'awaiting dean', dean)).toBe(true);
    expect(canMove(REGISTRATION_MACHINE, 'approve', 'awaiting dean', bursar)).toBe(false);
    expect(canMove(REGISTRATION_MACHINE, 'approve', 'awaiting dean', 'student')).toBe(false);
    expect(canMove(REGISTRATION_MACHINE, 'forward', 'started', 'student')).toBe(true);
    expect(canMove(REGISTRATION_MACHINE, 'forward', 'started', dean)).toBe(false);
    expect(canMove(REGISTRATION_MACHINE, 'enter-ledger-balance', 'awaiting bursar', bursar)).toBe(true);
    expect(canMove(ADD_DROP_MACHINE, 'approve', 'awaiting dean', { office: 'ict' })).toBe(true);
    expect(canMove(ADD_DROP_MACHINE, 'approve', 'awaiting dean', { office: null })).toBe(false);
    expect(canMove(HOSTEL_MACHINE, 'allocate', 'awaiting porter', { office: 'porter' })).toBe(true);
    expect(canMove(HOSTEL_MACHINE, 'update-balance', 'awaiting bursar', { office: 'porter' })).toBe(false);
    expect(canMove(HOSTEL_MACHINE, 'choose', 'balance updated', 'student')).toBe(true);
  });

  it('runs the actions that keep the state', () => {
    for (const state of REGISTRATION_MACHINE.states) {
      expect(canDo(REGISTRATION_MACHINE, 'pick-course', state)).toBe(state === 'started' || state === 'disapproved');
      expect(canDo(REGISTRATION_MACHINE, 'print', state)).toBe(state === 'completed');
      expect(canDo(REGISTRATION_MACHINE, 'edit-charge', state)).toBe(state !== 'completed');
    }
    expect(canDo(REGISTRATION_MACHINE, 'pick-course', 'started', { office: 'dean' })).toBe(false);
    expect(canDo(REGISTRATION_MACHINE, 'grant-undertaking', 'incomplete', { office: 'bursar' })).toBe(true);
    expect(canDo(ADD_DROP_MACHINE, 'add-course', null)).toBe(false);
    expect(canDo(ADD_DROP_MACHINE, 'print', 'completed', { office: 'registrar' })).toBe(true);
    expect(canDo(HOSTEL_MACHINE, 'print', 'complete')).toBe(true);
    expect(canDo(HOSTEL_MACHINE, 'print', 'awaiting porter')).toBe(false);
  });

  it('marks the office decisions that need a comment', () => {
    expect(REGISTRATION_MACHINE.transitions.approve.comment).toBe(true);
    expect(ADD_DROP_MACHINE.transitions.disapprove.comment).toBe(true);
    expect(HOSTEL_MACHINE.transitions.reject.comment).toBe(true);
    expect('comment' in HOSTEL_MACHINE.transitions.allocate).toBe(false);
  });
});

describe('history and wallet cover', () => {
  const actor = { actorTitle: 'Mr', actorFirstName: 'Ade', actorSurname: 'Obi', actorPosition: 'dean' };
  it('labels the actor', () => {
    expect(actorLabel({ ...actor, actorRole: null })).toBe('System');
    expect(actorLabel({ ...actor, actorRole: 'student' })).toBe('Student');
    expect(actorLabel({ ...actor, actorRole: 'admin' })).toBe('Mr Ade Obi (dean)');
    expect(actorLabel({ ...actor, actorRole: 'faculty' })).toBe('Mr Ade Obi');
  });
  it('labels, hides or keeps the actions', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const trail = ['f.a', 'f.b', 'f.c'].map((action) => ({ ...actor, actorRole: 'admin', at, action, details: {} }));
    trail[0]!.details = { comment: 'ok' };
    const labels = { 'f.a': 'A' };
    expect(historyEntries(trail, { labels, unlabelled: 'hide' }).map((e) => e.action)).toEqual(['A']);
    expect(historyEntries(trail, { labels, unlabelled: 'raw', hidden: ['f.b'] }).map((e) => e.action)).toEqual([
      'A',
      'f.c',
    ]);
    expect(historyEntries(trail, { labels, unlabelled: 'hide' })[0]).toEqual({
      at: '2026-01-02T03:04:05.000Z',
      action: 'A',
      by: 'Mr Ade Obi (dean)',
      comment: 'ok',
    });
  });
  it('covers a total with the wallet, or with an undertaking', () => {
    expect(walletCovers(500_00, 500_00)).toBe(true);
    expect(walletCovers(499_99, 500_00)).toBe(false);
    expect(walletCovers(0, 500_00, true)).toBe(true);
    expect(walletCovers(-100_00, 0)).toBe(false);
  });
});
