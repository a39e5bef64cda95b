// One company in the console (machines/staff/staff-company-detail.ts): every shortest path walked
// with fake calls, and its rules: a transfer is offered only when an active member who is not an
// admin exists; it is sent only when it passes the server's rules (a new admin among those, an
// admin or nobody stepping down, a 依据 of 2 to 200 characters); the server's answer replaces the
// company and its message is kept; a refusal keeps the form with the server's message.
import { describe, expect, it } from 'vitest';
import type { CompanyMemberRow } from '../../../domain/company/company-views.ts';
import type { StaffCompanyDetail, TransferAdminBody } from '../../../domain/company/staff-company.ts';
import {
  activeAdmins, companyDetailMachine, draftFor, transferCallOf, transferCandidates, transferProblemOf, type CompanyDetailContext, type CompanyDetailEvent, type TransferResult,
} from '../../../machines/staff/staff-company-detail.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const member = (memberId: number, role: CompanyMemberRow['role'], status: CompanyMemberRow['status'] = 'active'): CompanyMemberRow => ({
  memberId, name: `成员${memberId}`, mobile: `1380000000${memberId}`, role, departmentId: null, departmentName: null, status, isHolder: memberId === 2, joinedAt: '2026-10-01T00:00:00.000Z',
});

const company = (members: CompanyMemberRow[]): StaffCompanyDetail => ({
  company: { id: 9, name: '苏州精工自动化设备有限公司', creditCode: '91320500MA1XXXXXX0', holderMobile: '13800000002', memberCount: members.length, createdAt: '2026-10-01T00:00:00.000Z' },
  members, departments: [], audit: [],
});

/** The demo company: one admin (2), a buyer (4), an approver (5), a disabled finance member (6). */
const DEMO = company([member(2, 'admin'), member(4, 'buyer'), member(5, 'approver'), member(6, 'finance', 'disabled')]);
/** After 5 became admin and 2 stepped down. */
const AFTER = company([member(5, 'admin'), member(2, 'buyer'), member(4, 'buyer'), member(6, 'finance', 'disabled')]);
/** Every active member an admin already: nobody to transfer to. */
const ALL_ADMINS = company([member(2, 'admin'), member(6, 'finance', 'disabled')]);

const EVENTS = [
  { type: 'RETRY' },
  { type: 'TRANSFER' },
  { type: 'EDIT', patch: { toMemberId: 5, note: '' } },
  { type: 'EDIT', patch: { toMemberId: 5, note: '企业来函 2026-11-29，电话核实' } },
  { type: 'EDIT', patch: { toMemberId: 6, note: '企业来函' } },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.fetchDetail', output: DEMO },
  { type: 'xstate.done.actor.fetchDetail', output: ALL_ADMINS },
  { type: 'xstate.error.actor.fetchDetail', error: { message: '企业不存在', status: 404 } },
  { type: 'xstate.done.actor.transfer', output: { detail: AFTER, msg: '管理员已转移' } },
  { type: 'xstate.error.actor.transfer', error: { message: '该成员已是正常状态的管理员', status: 409 } },
] as unknown as CompanyDetailEvent[];

function start(calls: TransferAdminBody[]): Harness {
  return startMachine(companyDetailMachine, {
    input: { id: 9 },
    provide: (fake) => ({ actors: { fetchDetail: fake.promise('fetchDetail'), transfer: fake.promise<TransferResult, TransferAdminBody>('transfer', calls) } }),
  });
}

const paths = shortestPaths(companyDetailMachine, { events: EVENTS, input: { id: 9 } });

describePaths('company detail, model-based', paths, {
  effects: (): TransferAdminBody[] => [],
  start,
  check: (calls, h) => {
    const snap = h.snapshot() as { value: string; context: CompanyDetailContext };
    // Only forms that pass the rules are sent, always for this company, to a member who may take the role.
    for (const c of calls) {
      expect(c.companyId).toBe(9);
      expect(c.note.trim().length).toBeGreaterThanOrEqual(2);
      expect(transferCandidates(DEMO).map((m) => m.memberId)).toContain(c.toMemberId);
    }
    if (snap.value === 'transferForm') expect(transferCandidates(snap.context.detail).length).toBeGreaterThan(0);
    if (snap.context.done) expect(snap.context.detail).toBe(AFTER);
    if (snap.context.problem) expect(snap.value).toBe('transferForm');
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(companyDetailMachine, paths);
});

describe('transfer rules', () => {
  it('offers the active members who are not admins, and the active admins to step down', () => {
    expect(transferCandidates(DEMO).map((m) => m.memberId)).toEqual([4, 5]);
    expect(activeAdmins(DEMO).map((m) => m.memberId)).toEqual([2]);
    expect(transferCandidates(ALL_ADMINS)).toEqual([]);
  });

  it('presets the one admin to step down; nobody when there are several', () => {
    expect(draftFor(DEMO)).toEqual({ toMemberId: null, demoteMemberId: 2, note: '' });
    expect(draftFor(company([member(2, 'admin'), member(3, 'admin'), member(4, 'buyer')])).demoteMemberId).toBeNull();
  });

  it('needs a new admin, a real admin stepping down and a 依据 of 2 to 200 characters', () => {
    expect(transferProblemOf(DEMO, { toMemberId: null, demoteMemberId: 2, note: '企业来函' })).toBe('targetRequired');
    expect(transferProblemOf(DEMO, { toMemberId: 6, demoteMemberId: 2, note: '企业来函' })).toBe('targetRequired');
    expect(transferProblemOf(DEMO, { toMemberId: 5, demoteMemberId: 4, note: '企业来函' })).toBe('demoteInvalid');
    expect(transferProblemOf(DEMO, { toMemberId: 5, demoteMemberId: 2, note: ' 函 ' })).toBe('noteRequired');
    expect(transferProblemOf(DEMO, { toMemberId: 5, demoteMemberId: 2, note: '字'.repeat(201) })).toBe('noteTooLong');
    expect(transferProblemOf(DEMO, { toMemberId: 5, demoteMemberId: null, note: '企业来函' })).toBeNull();
  });

  it('sends the 依据 trimmed and the one stepping down only when chosen', () => {
    expect(transferCallOf(9, { toMemberId: 5, demoteMemberId: 2, note: ' 企业来函 ' })).toEqual({ companyId: 9, toMemberId: 5, demoteMemberId: 2, note: '企业来函' });
    expect(transferCallOf(9, { toMemberId: 5, demoteMemberId: null, note: '企业来函' })).toEqual({ companyId: 9, toMemberId: 5, note: '企业来函' });
  });
});
