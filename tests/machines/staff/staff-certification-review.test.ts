// The certification review step (machines/staff/staff-certification-review.ts): every shortest path
// walked with fake calls, and its rules: only a pending application is approved or rejected, only
// a certified one is asked to certify again; a reason is sent only when it passes the server's
// rules; a link request is approved as a link; every decision reads the sheet again.
import { describe, expect, it } from 'vitest';
import type { CertificationReview } from '../../../domain/certification/staff-certification-payloads.ts';
import {
  certificationReviewMachine, reasonCallOf, reasonProblemOf, type ApproveCall, type CertificationReviewContext, type CertificationReviewEvent, type ReasonCall,
} from '../../../machines/staff/staff-certification-review.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const sheet = (status: 0 | 1, linkRequested = false) =>
  ({ application: { id: 7, status, linkRequested }, registry: null, matches: null, creditCodeValid: true, expectedCheckChar: 'X' }) as unknown as CertificationReview;

const EVENTS = [
  { type: 'RETRY' },
  { type: 'APPROVE' },
  { type: 'REJECT' },
  { type: 'RECERTIFY' },
  { type: 'EDIT', patch: { reasonCode: 'other', note: '' } },
  { type: 'EDIT', patch: { reasonCode: 'licenceUnclear', note: '四角缺失' } },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.fetchReview', output: sheet(0) },
  { type: 'xstate.done.actor.fetchReview', output: sheet(1) },
  { type: 'xstate.error.actor.fetchReview', error: { message: '认证申请不存在', status: 404 } },
  { type: 'xstate.done.actor.approve', output: null },
  { type: 'xstate.error.actor.approve', error: { message: '该申请当前为「已认证」，不能审核', status: 409 } },
  { type: 'xstate.done.actor.sendReason', output: null },
  { type: 'xstate.error.actor.sendReason', error: { message: '请填写说明', status: 400 } },
] as unknown as CertificationReviewEvent[];

interface Effects {
  approvals: ApproveCall[];
  reasons: ReasonCall[];
}

function start(effects: Effects): Harness {
  return startMachine(certificationReviewMachine, {
    input: { id: 7 },
    provide: (fake) => ({
      actors: {
        fetchReview: fake.promise('fetchReview'),
        approve: fake.promise<unknown, ApproveCall>('approve', effects.approvals),
        sendReason: fake.promise<unknown, ReasonCall>('sendReason', effects.reasons),
      },
    }),
  });
}

const paths = shortestPaths(certificationReviewMachine, { events: EVENTS, input: { id: 7 } });

describePaths('certification review, model-based', paths, {
  effects: (): Effects => ({ approvals: [], reasons: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: CertificationReviewContext };
    // Never a reason that breaks the rules sent; every call is about this application.
    for (const r of effects.reasons) {
      expect(reasonProblemOf({ reasonCode: r.reasonCode, note: r.note ?? '' })).toBeNull();
      expect(r.id).toBe(7);
    }
    for (const a of effects.approvals) expect(a).toEqual({ id: 7, approveLink: false });
    if (snap.value === 'reasonForm' && snap.context.reasonKind === 'recertify') expect(snap.context.review?.application.status).toBe(1);
    if (snap.value === 'confirmingApproval') expect(snap.context.review?.application.status).toBe(0);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(certificationReviewMachine, paths);
});

describe('reason rules', () => {
  it('needs a reason code, a note for 其他原因, and at most 200 characters', () => {
    expect(reasonProblemOf({ reasonCode: '', note: '' })).toBe('reasonRequired');
    expect(reasonProblemOf({ reasonCode: 'other', note: '   ' })).toBe('noteRequired');
    expect(reasonProblemOf({ reasonCode: 'other', note: '执照已过期' })).toBeNull();
    expect(reasonProblemOf({ reasonCode: 'licenceUnclear', note: '' })).toBeNull();
    expect(reasonProblemOf({ reasonCode: 'licenceUnclear', note: '字'.repeat(201) })).toBe('noteTooLong');
    expect(reasonCallOf('reject', 3, { reasonCode: 'nameMismatch', note: '  ' })).toEqual({ kind: 'reject', id: 3, reasonCode: 'nameMismatch', note: null });
  });

  it('approves a link request as a link', async () => {
    const approvals: ApproveCall[] = [];
    const h = startMachine(certificationReviewMachine, {
      input: { id: 7 },
      provide: (fake) => ({ actors: { fetchReview: fake.promise('fetchReview'), approve: fake.promise<unknown, ApproveCall>('approve', approvals), sendReason: fake.promise('sendReason') } }),
    });
    h.pending('fetchReview')!.resolve(sheet(0, true));
    await Promise.resolve();
    await Promise.resolve();
    h.send({ type: 'APPROVE' });
    h.send({ type: 'CONFIRM' });
    expect(approvals).toEqual([{ id: 7, approveLink: true }]);
    h.stop();
  });
});
