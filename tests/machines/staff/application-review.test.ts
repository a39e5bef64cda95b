// The 合作与分销申请 page's machine (machines/staff/application-review.ts): every shortest path
// walked with fake calls, and its rules: only a pending, selected application is decided; a
// rejection is sent only with a reason that passes the server's rules; what is listed matches the
// tab, the status and the page.
import { describe, expect, it } from 'vitest';
import {
  applicationReasonProblemOf, applicationReviewMachine, type ApplicationList, type ApplicationReviewContext, type ApplicationReviewEvent, type DecisionCall, type ListQuery,
} from '../../../machines/staff/application-review.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const list = (status: number, pages = 2): ApplicationList<{ id: number; status: number }> => ({
  page: { records: [{ id: 5, status }], total: pages * 20, size: 20, current: 1, pages },
  counts: { pending: 1, approved: 0, rejected: 0 },
});

const EVENTS = [
  { type: 'KIND', kind: 'distributor' },
  { type: 'STATUS', status: null },
  { type: 'PAGE', current: 2 },
  { type: 'RETRY' },
  { type: 'SELECT', id: 5 },
  { type: 'APPROVE' },
  { type: 'REJECT' },
  { type: 'EDIT', reason: ' ' },
  { type: 'EDIT', reason: '资质不全' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.fetchList', output: list(0) },
  { type: 'xstate.done.actor.fetchList', output: list(1, 1) },
  { type: 'xstate.error.actor.fetchList', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.decide', output: null },
  { type: 'xstate.error.actor.decide', error: { message: '该申请已审核', status: 409 } },
] as unknown as ApplicationReviewEvent[];

interface Effects {
  lists: ListQuery[];
  decisions: DecisionCall[];
}

function start(effects: Effects): Harness {
  return startMachine(applicationReviewMachine, {
    input: { kind: 'cooperation' },
    provide: (fake) => ({ actors: { fetchList: fake.promise<ApplicationList<{ id: number; status: number }>, ListQuery>('fetchList', effects.lists), decide: fake.promise<unknown, DecisionCall>('decide', effects.decisions) } }),
  });
}

const paths = shortestPaths(applicationReviewMachine, { events: EVENTS, input: { kind: 'cooperation' } });

describePaths('application review, model-based', paths, {
  effects: (): Effects => ({ lists: [], decisions: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: ApplicationReviewContext };
    for (const d of effects.decisions) {
      expect(d.id).toBe(5);
      if (!d.approve) expect(applicationReasonProblemOf(d.kind, d.reason ?? '')).toBeNull();
    }
    const last = effects.lists.at(-1);
    if (last && snap.value === 'loading') expect(last).toEqual({ kind: snap.context.kind, status: snap.context.status, current: snap.context.current });
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(applicationReviewMachine, paths);
});

describe('reason rules', () => {
  it('needs a reason; 分销 at least 2 characters; at most 200', () => {
    expect(applicationReasonProblemOf('cooperation', '  ')).toBe('required');
    expect(applicationReasonProblemOf('cooperation', '缺')).toBeNull();
    expect(applicationReasonProblemOf('distributor', '缺')).toBe('tooShort');
    expect(applicationReasonProblemOf('distributor', '渠道不明')).toBeNull();
    expect(applicationReasonProblemOf('cooperation', '字'.repeat(201))).toBe('tooLong');
  });
});
