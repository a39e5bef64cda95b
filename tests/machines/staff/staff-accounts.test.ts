// The staff accounts page's machine (machines/staff/staff-accounts.ts): every shortest path walked
// with fake calls, and its rules: only a valid draft is sent, a disable waits for the
// confirmation, and every change reads the list again.
import { describe, expect, it } from 'vitest';
import type { AddStaffBody, StaffAccountRow } from '../../../domain/staff/staff-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import {
  addBodyOf, draftErrorsOf, EMPTY_DRAFT, staffAccountsMachine, type StaffAccountsContext, type StaffAccountsEvent,
} from '../../../machines/staff/staff-accounts.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const ROW: StaffAccountRow = { id: 2, username: 'kefu', displayName: '客服 陈静', role: 'service', roleText: '客服', enabled: true, createdAt: '2026-11-24T00:00:00.000Z' };
const VALID = { username: 'ops.li', displayName: '运营 李娜', role: 'operations' as const, password: 'Ops2026abc' };

const EVENTS = [
  { type: 'RETRY' },
  { type: 'ADD' },
  { type: 'EDIT', patch: VALID },
  { type: 'EDIT', patch: { password: 'short' } },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'SET_ROLE', id: 2, role: 'finance' },
  { type: 'DISABLE', id: 2 },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.fetchList', output: [ROW] },
  { type: 'xstate.error.actor.fetchList', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.addStaff', output: ROW },
  { type: 'xstate.error.actor.addStaff', error: { message: '登录名 ops.li 已被使用，请换一个', status: 409 } },
  { type: 'xstate.done.actor.changeRole', output: ROW },
  { type: 'xstate.error.actor.changeRole', error: { message: '不能修改自己的角色', status: 403 } },
  { type: 'xstate.done.actor.disableStaff', output: ROW },
  { type: 'xstate.error.actor.disableStaff', error: { message: '不能停用自己的账号', status: 403 } },
] as unknown as StaffAccountsEvent[];

interface Effects {
  adds: AddStaffBody[];
  roles: { id: number; role: StaffRole }[];
  disables: { id: number }[];
}

function start(effects: Effects): Harness {
  return startMachine(staffAccountsMachine, {
    provide: (fake) => ({
      actors: {
        fetchList: fake.promise('fetchList'),
        addStaff: fake.promise<StaffAccountRow, AddStaffBody>('addStaff', effects.adds),
        changeRole: fake.promise('changeRole', effects.roles),
        disableStaff: fake.promise('disableStaff', effects.disables),
      },
    }),
  });
}

const paths = shortestPaths(staffAccountsMachine, { events: EVENTS });

describePaths('staff accounts, model-based', paths, {
  effects: (): Effects => ({ adds: [], roles: [], disables: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: StaffAccountsContext };
    for (const a of effects.adds) expect(a).toEqual(VALID);
    for (const r of effects.roles) expect(r).toEqual({ id: 2, role: 'finance' });
    for (const d of effects.disables) expect(d).toEqual({ id: 2 });
    if (snap.value === 'disabling') expect(snap.context.targetId).toBe(2);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(staffAccountsMachine, paths);
});

describe('staff account draft rules', () => {
  it('names each field\'s problem with the server\'s rules', () => {
    expect(draftErrorsOf(EMPTY_DRAFT)).toEqual({ username: 'required', displayName: 'required', role: 'required', password: 'required' });
    expect(draftErrorsOf({ ...VALID, username: '1abc', password: 'onlyletters' })).toEqual({ username: 'invalid', password: 'invalid' });
    expect(draftErrorsOf(VALID)).toEqual({});
    expect(addBodyOf({ ...VALID, username: ' ops.li ', displayName: ' 运营 李娜 ' })).toEqual(VALID);
  });
});
