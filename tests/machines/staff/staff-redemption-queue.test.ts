// The redemption queue machine (machines/staff/staff-redemption-queue.ts): every shortest path walked with
// fake calls, and its rules: a step opens only on a row whose status allows it, only a valid form
// is sent (carrier and tracking number to ship, a reason to cancel), the list loads again after.
import { describe, expect, it } from 'vitest';
import type { StaffRedemptionRow } from '../../../domain/points/points-views.ts';
import { REDEMPTION_FORM_MSG } from '../../../domain/points/staff-redemption-queue.ts';
import {
  redemptionDraftErrors, redemptionQueueMachine, redemptionSteps, type RedemptionAction, type RedemptionQueueEvent, type RedemptionQueueResult,
} from '../../../machines/staff/staff-redemption-queue.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const WAITING = { id: 4, orderNo: 'JF1', status: 0 } as unknown as StaffRedemptionRow;
const SHIPPED = { id: 5, orderNo: 'JF2', status: 1 } as unknown as StaffRedemptionRow;
const RESULT = { page: { records: [WAITING, SHIPPED], total: 2, size: 20, current: 1, pages: 1 }, counts: { total: 2, byStatus: [] } } as unknown as RedemptionQueueResult;

const EVENTS = [
  { type: 'RETRY' },
  { type: 'FILTER', status: 0 },
  { type: 'OPEN', step: 'ship', id: 4 },
  { type: 'OPEN', step: 'cancel', id: 4 },
  { type: 'OPEN', step: 'complete', id: 5 },
  { type: 'OPEN', step: 'ship', id: 5 },
  { type: 'EDIT', patch: { carrier: '顺丰速运', trackingNo: 'SF1002003004' } },
  { type: 'EDIT', patch: { reason: '礼品停产' } },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.fetchQueue', output: RESULT },
  { type: 'xstate.error.actor.fetchQueue', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.act', output: WAITING },
  { type: 'xstate.error.actor.act', error: { message: '兑换单状态已变化', status: 409 } },
] as unknown as RedemptionQueueEvent[];

function start(acts: RedemptionAction[]): Harness {
  return startMachine(redemptionQueueMachine, { provide: (fake) => ({ actors: { fetchQueue: fake.promise('fetchQueue'), act: fake.promise('act', acts) } }) });
}

const paths = shortestPaths(redemptionQueueMachine, { events: EVENTS });

describePaths('redemption queue, model-based', paths, {
  effects: (): RedemptionAction[] => [],
  start,
  check: (acts) => {
    for (const a of acts) {
      if (a.step === 'ship') expect(a.body).toEqual({ id: 4, carrier: '顺丰速运', trackingNo: 'SF1002003004' });
      if (a.step === 'cancel') expect(a.body).toEqual({ id: 4, reason: '礼品停产' });
      if (a.step === 'complete') expect(a.body).toEqual({ id: 5 });
    }
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(redemptionQueueMachine, paths);
});

describe('redemption form rules', () => {
  it('allows the steps of each status and names each bad field in Chinese', () => {
    expect(redemptionSteps(0)).toEqual(['ship', 'cancel']);
    expect(redemptionSteps(1)).toEqual(['complete']);
    expect(redemptionSteps(3)).toEqual([]);
    expect(redemptionDraftErrors('ship', { carrier: ' ', trackingNo: 'SF 1', reason: '' })).toEqual({ carrier: REDEMPTION_FORM_MSG.carrierRequired, trackingNo: REDEMPTION_FORM_MSG.trackingFormat });
    expect(redemptionDraftErrors('cancel', { carrier: '', trackingNo: '', reason: '' })).toEqual({ reason: REDEMPTION_FORM_MSG.reasonRequired });
    expect(redemptionDraftErrors('complete', { carrier: '', trackingNo: '', reason: '' })).toEqual({});
  });
});
