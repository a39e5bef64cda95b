// Model-based tests of the company machines (issue 37): the invitation form, the member editor
// the department form and the invitation banner; every shortest path from the start is walked with fake actors, and
// after each step the rules are checked: only what the server's schema accepts is sent, a change
// that leaves no active admin or removes the certified account is never sent, a save with no
// change sends nothing.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { DepartmentSaveBody, InviteBody } from '../../../domain/company/company-payloads.ts';
import { departmentErrors, departmentFormMachine, departmentPayload } from '../../../machines/company/department-form.ts';
import type { DepartmentFormEvent, DepartmentFormInput } from '../../../machines/company/department-form.ts';
import { invitationAcceptMachine } from '../../../machines/company/invitation-accept.ts';
import { invitationWithdrawMachine, type InvitationWithdrawContext, type InvitationWithdrawEvent } from '../../../machines/company/invitation-withdraw.ts';
import { inviteErrors, inviteFormMachine, EMPTY_INVITE } from '../../../machines/company/invite-form.ts';
import type { InviteFormContext, InviteFormEvent } from '../../../machines/company/invite-form.ts';
import { changeOf, leavesNoAdmin, memberEditorMachine } from '../../../machines/company/member-editor.ts';
import type { EditedMember, MemberChange, MemberEditorContext, MemberEditorEvent, MemberEditorInput } from '../../../machines/company/member-editor.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const REFUSED = { message: '该手机号已是本企业成员', code: 409, status: 409 };

describe('invitation form', () => {
  const EVENTS = [
    { type: 'EDIT', field: 'mobile', value: '1380000' },
    { type: 'EDIT', field: 'mobile', value: '13700000081' },
    { type: 'EDIT', field: 'name', value: '' },
    { type: 'EDIT', field: 'name', value: '周工' },
    { type: 'SET_ROLE', role: 'approver' },
    { type: 'SET_DEPARTMENT', departmentId: 3 },
    { type: 'SUBMIT' },
    { type: 'AGAIN' },
    { type: 'xstate.done.actor.invite', output: { invitationId: 9 } },
    { type: 'xstate.error.actor.invite', error: REFUSED },
  ] as unknown as InviteFormEvent[];
  interface Effects { sent: InviteBody[]; invited: number }
  const start = (effects: Effects): Harness =>
    startMachine(inviteFormMachine, {
      provide: (fake) => ({
        actors: { invite: fake.promise('invite', effects.sent) },
        actions: { invited: () => { effects.invited += 1; } },
      }),
    });
  const paths = shortestPaths(inviteFormMachine, { events: EVENTS });
  describePaths('invitation form, model-based', paths, {
    effects: (): Effects => ({ sent: [], invited: 0 }),
    start,
    check: (effects, h) => {
      const { value, context } = h.snapshot() as { value: string; context: InviteFormContext };
      for (const body of effects.sent) expect(Value.Check(InviteBody, body)).toBe(true);
      if (value === 'sending') expect(effects.sent.length).toBeGreaterThan(0);
      if (value === 'sent') expect(context.sent).not.toBeNull();
      if (value === 'sent') expect(effects.invited).toBeGreaterThan(0);
      // The app hears of an invitation only when one was sent.
      expect(effects.invited).toBeLessThanOrEqual(effects.sent.length);
    },
  });

  it('reaches every state', () => expectEveryStateReached(inviteFormMachine, paths));

  it('names the field a bad value is in, and sends nothing then', async () => {
    expect(inviteErrors({ ...EMPTY_INVITE, mobile: '12345', name: '' })).toEqual({ mobile: 'invalid', name: 'required' });
    const effects: Effects = { sent: [], invited: 0 };
    const h = start(effects);
    h.send({ type: 'EDIT', field: 'mobile', value: ' 13700000081 ' });
    h.send({ type: 'SUBMIT' });
    expect(effects.sent).toEqual([]);
    expect((h.snapshot().context as InviteFormContext).errors).toEqual({ name: 'required' });
    h.send({ type: 'EDIT', field: 'name', value: '周工' });
    h.send({ type: 'SUBMIT' });
    expect(effects.sent).toEqual([{ mobile: '13700000081', name: '周工', role: 'buyer', departmentId: null }]);
    h.pending('invite')!.reject(REFUSED);
    await flushMicrotasks();
    expect((h.snapshot().context as InviteFormContext).formError).toBe(REFUSED.message);
    h.stop();
  });
});

const ADMIN: EditedMember = { memberId: 2, name: '李明', role: 'admin', departmentId: 1, status: 'active', isHolder: true };
const BUYER: EditedMember = { memberId: 4, name: '陈刚', role: 'buyer', departmentId: 1, status: 'active', isHolder: false };
const SECOND_ADMIN: EditedMember = { memberId: 6, name: '吴芳', role: 'admin', departmentId: 2, status: 'active', isHolder: false };

describe('member editor', () => {
  const EVENTS = [
    { type: 'SET_ROLE', role: 'viewer' },
    { type: 'SET_ROLE', role: 'admin' },
    { type: 'SET_DEPARTMENT', departmentId: 2 },
    { type: 'SET_STATUS', status: 'disabled' },
    { type: 'SAVE' },
    { type: 'REMOVE' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.update', output: null },
    { type: 'xstate.error.actor.update', error: { message: '企业至少需要保留一名正常状态的管理员', status: 409 } },
    { type: 'xstate.done.actor.remove', output: null },
    { type: 'xstate.error.actor.remove', error: { message: '该成员不存在或不在您的企业中', status: 404 } },
  ] as unknown as MemberEditorEvent[];
  interface Effects { updates: MemberChange[]; removes: { memberId: number }[]; done: boolean[] }
  const start = (effects: Effects, input: MemberEditorInput): Harness =>
    startMachine(memberEditorMachine, {
      input,
      provide: (fake) => ({
        actors: { update: fake.promise('update', effects.updates), remove: fake.promise('remove', effects.removes) },
        actions: { done: (_, params) => { effects.done.push(params.removed); } },
      }),
    });
  const INPUTS: Array<[string, MemberEditorInput]> = [
    ['the only admin (the certified account)', { member: ADMIN, activeAdmins: 1 }],
    ['a buyer', { member: BUYER, activeAdmins: 1 }],
    ['one of two admins', { member: SECOND_ADMIN, activeAdmins: 2 }],
  ];
  const all: ReturnType<typeof shortestPaths>[] = [];
  for (const [name, input] of INPUTS) {
    const paths = shortestPaths(memberEditorMachine, { events: EVENTS, input });
    all.push(paths);
    describePaths(`member editor, ${name}, model-based`, paths, {
      effects: (): Effects => ({ updates: [], removes: [], done: [] }),
      start: (effects) => start(effects, input),
      check: (effects, h) => {
        const { context } = h.snapshot() as { context: MemberEditorContext };
        for (const change of effects.updates) {
          // Never sent: an empty change, or one that leaves the company without an active admin.
          expect(Object.keys(change).length).toBeGreaterThan(1);
          const after = { role: change.role ?? input.member.role, status: change.status ?? input.member.status };
          expect(leavesNoAdmin(input, after)).toBe(false);
        }
        // The certified account and the last admin are never sent to removal.
        if (effects.removes.length > 0) {
          expect(input.member.isHolder).toBe(false);
          expect(leavesNoAdmin(input, null)).toBe(false);
        }
        if (context.problem === 'holder') expect(input.member.isHolder).toBe(true);
      },
    });
  }

  it('reaches every state across the inputs', () => expectEveryStateReached(memberEditorMachine, all.flat() as never));

  it('sends only what changed', () => {
    expect(changeOf({ member: BUYER, role: 'buyer', departmentId: 2, status: 'active' })).toEqual({ memberId: 4, departmentId: 2 });
  });
});

describe('invitation banner', () => {
  const EVENTS = [
    { type: 'ACCEPT' },
    { type: 'xstate.done.actor.accept', output: null },
    { type: 'xstate.error.actor.accept', error: { message: '这份邀请已过期，请联系企业管理员重新邀请', status: 409 } },
  ] as unknown as { type: 'ACCEPT' }[];
  interface Effects { accepts: { invitationId: number }[]; joined: number }
  const start = (effects: Effects): Harness =>
    startMachine(invitationAcceptMachine, {
      input: { invitationId: 7 },
      provide: (fake) => ({
        actors: { accept: fake.promise('accept', effects.accepts) },
        actions: { joined: () => { effects.joined += 1; } },
      }),
    });
  const paths = shortestPaths(invitationAcceptMachine, { events: EVENTS, input: { invitationId: 7 } });
  describePaths('invitation banner, model-based', paths, {
    effects: (): Effects => ({ accepts: [], joined: 0 }),
    start,
    check: (effects, h) => {
      const { value, context } = h.snapshot() as { value: string; context: { error: string | null } };
      for (const a of effects.accepts) expect(a).toEqual({ invitationId: 7 });
      expect(effects.joined).toBe(value === 'joined' ? 1 : 0);
      if (value === 'accepting') expect(context.error).toBeNull();
    },
  });
  it('reaches every state', () => expectEveryStateReached(invitationAcceptMachine, paths));
});

describe('invitation withdraw', () => {
  const EVENTS = [
    { type: 'WITHDRAW', invitation: { id: 12, name: '周工' } },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.withdraw', output: null },
    { type: 'xstate.error.actor.withdraw', error: { message: '邀请已被接受，无法撤回', status: 409 } },
  ] as unknown as InvitationWithdrawEvent[];
  interface Effects { calls: { id: number }[]; withdrawn: number }
  const start = (effects: Effects): Harness =>
    startMachine(invitationWithdrawMachine, {
      provide: (fake) => ({
        actors: { withdraw: fake.promise('withdraw', effects.calls) },
        actions: { withdrawn: () => { effects.withdrawn += 1; } },
      }),
    });
  const paths = shortestPaths(invitationWithdrawMachine, { events: EVENTS });
  describePaths('invitation withdraw, model-based', paths, {
    effects: (): Effects => ({ calls: [], withdrawn: 0 }),
    start,
    check: (effects, h) => {
      const { value, context } = h.snapshot() as { value: string; context: InvitationWithdrawContext };
      // Nothing is withdrawn without the confirmation, and only the invitation named.
      for (const c of effects.calls) expect(c).toEqual({ id: 12 });
      if (value === 'confirming' || value === 'withdrawing') expect(context.target).toEqual({ id: 12, name: '周工' });
      if (value === 'idle') expect(context).toEqual({ target: null, error: null });
      if (value === 'refused') expect(context.error).toBe('邀请已被接受，无法撤回');
      expect(effects.withdrawn).toBeLessThanOrEqual(effects.calls.length);
    },
  });
  it('reaches every state', () => expectEveryStateReached(invitationWithdrawMachine, paths));
  it('asks before it calls, and tells the page once it is done', async () => {
    const effects: Effects = { calls: [], withdrawn: 0 };
    const h = start(effects);
    h.send({ type: 'WITHDRAW', invitation: { id: 12, name: '周工' } });
    expect(effects.calls).toEqual([]);
    h.send({ type: 'CONFIRM' });
    expect(effects.calls).toEqual([{ id: 12 }]);
    h.pending('withdraw')!.resolve(null);
    await flushMicrotasks();
    expect(effects.withdrawn).toBe(1);
    expect(h.snapshot().value).toBe('idle');
    h.stop();
  });
});

describe('department form', () => {
  const EVENTS = [
    { type: 'EDIT', field: 'name', value: '' },
    { type: 'EDIT', field: 'name', value: '设备部' },
    { type: 'EDIT', field: 'code', value: '设备 01' },
    { type: 'EDIT', field: 'code', value: 'EQP-01' },
    { type: 'SET_PARENT', parentId: 1 },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.save', output: { id: 5 } },
    { type: 'xstate.error.actor.save', error: { message: '同一上级下已有同名部门', status: 409 } },
  ] as unknown as DepartmentFormEvent[];
  interface Effects { saves: DepartmentSaveBody[]; saved: number }
  const input: DepartmentFormInput = { department: null };
  const start = (effects: Effects): Harness =>
    startMachine(departmentFormMachine, {
      input,
      provide: (fake) => ({
        actors: { save: fake.promise('save', effects.saves) },
        actions: { saved: () => { effects.saved += 1; } },
      }),
    });
  const paths = shortestPaths(departmentFormMachine, { events: EVENTS, input });
  describePaths('department form, model-based', paths, {
    effects: (): Effects => ({ saves: [], saved: 0 }),
    start,
    check: (effects, h) => {
      const { value } = h.snapshot() as { value: string };
      for (const body of effects.saves) expect(Value.Check(DepartmentSaveBody, body)).toBe(true);
      expect(effects.saved).toBe(value === 'saved' ? 1 : 0);
    },
  });
  it('reaches every state', () => expectEveryStateReached(departmentFormMachine, paths));
  it('names the field in error', () => {
    expect(departmentErrors({ id: null, name: ' ', code: 'a b', parentId: null })).toEqual({ name: 'required', code: 'invalid' });
    expect(departmentPayload({ id: 3, name: ' 设备部 ', code: '', parentId: null })).toEqual({ id: 3, name: '设备部', code: null, parentId: null });
  });
});
