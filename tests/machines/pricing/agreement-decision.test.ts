// One agreement's machine (machines/pricing/agreement-decision.ts): every covering path walked with
// fake calls, and its rules: a step is offered only when the server says the viewer may take it
// (a 管理员 who drafted it may not confirm); a rejection is sent only with a reason; each call names
// the version read; a refusal keeps the dialog with the server's sentence.
import { describe, expect, it } from 'vitest';
import type { AgreementDetail } from '../../../domain/pricing/agreement-views.ts';
import { agreementDecisionMachine, reasonErrorOf, type DecisionCall, type DecisionContext, type DecisionEvent } from '../../../machines/pricing/agreement-decision.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const detail = (status: AgreementDetail['status'], can: Partial<AgreementDetail['can']>, version = 2): AgreementDetail => ({
  id: 7, agreementNo: 'XY2611300007', companyId: 3, companyName: '苏州精工自动化设备有限公司', name: '年度协议', status, shownStatus: status, statusText: '待确认',
  validFrom: '2026-11-30', validTo: '2027-11-29', goodsCount: 1, brandCount: 1, categoryCount: 0, createdByName: '运营 孙悦', confirmedByName: null,
  submittedAt: null, confirmedAt: null, updatedAt: '2026-11-30T01:00:00.000Z', version, note: '', rejectedReason: null, createdById: 5, createdAt: '2026-11-30T01:00:00.000Z',
  revokedByName: null, revokedAt: null, goods: [], brands: [], categories: [], warnings: [], trail: [],
  can: { edit: false, submit: false, confirm: false, reject: false, revoke: false, ...can }, confirmBlockedReason: null,
});

const PENDING = detail('pending', { confirm: true, reject: true });
const OWN = detail('pending', { reject: true });
const ACTIVE = detail('active', { revoke: true }, 3);

const EVENTS = [
  { type: 'RETRY' },
  { type: 'ASK', verb: 'confirm' },
  { type: 'ASK', verb: 'reject' },
  { type: 'ASK', verb: 'revoke' },
  { type: 'REASON', text: '品牌折扣过低' },
  { type: 'REASON', text: '   ' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.fetch', output: PENDING },
  { type: 'xstate.done.actor.fetch', output: OWN },
  { type: 'xstate.error.actor.fetch', error: { message: '协议价不存在', status: 404 } },
  { type: 'xstate.done.actor.act', output: { detail: ACTIVE, msg: '协议已确认生效，企业成员已收到通知' } },
  { type: 'xstate.error.actor.act', error: { message: '该协议已被他人修改，请刷新后再操作', status: 409 } },
] as unknown as DecisionEvent[];

function start(calls: DecisionCall[]): Harness {
  return startMachine(agreementDecisionMachine, { input: { id: 7 }, provide: (fake) => ({ actors: { fetch: fake.promise('fetch'), act: fake.promise<{ detail: AgreementDetail; msg: string }, DecisionCall>('act', calls) } }) });
}

const paths = shortestPaths(agreementDecisionMachine, { events: EVENTS, input: { id: 7 } });

describePaths('agreement decision, model-based', paths, {
  effects: (): DecisionCall[] => [],
  start,
  check: (calls, h) => {
    const snap = h.snapshot() as { value: string; context: DecisionContext };
    for (const c of calls) {
      expect(c.id).toBe(7);
      expect(c.version).toBeGreaterThanOrEqual(2);
      if (c.verb === 'reject') expect(reasonErrorOf(c.reason ?? '')).toBeNull();
    }
    // Never a step the server did not offer this viewer.
    if (snap.value === 'asking' && snap.context.detail) expect(snap.context.detail.can[snap.context.verb!]).toBe(true);
  },
});

it('the covering paths reach every state node', () => {
  expectEveryStateReached(agreementDecisionMachine, paths);
});

describe('agreement decision rules', () => {
  it('needs a reason of at most 200 characters to reject', () => {
    expect(reasonErrorOf('  ')).toBe('reasonMissing');
    expect(reasonErrorOf('字'.repeat(201))).toBe('reasonTooLong');
    expect(reasonErrorOf(' 价格过低 ')).toBeNull();
  });
});
