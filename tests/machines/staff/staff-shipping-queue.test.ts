// The 订单发货 list's machine (machines/staff/staff-shipping-queue.ts): every shortest path walked with
// fake fetch, ship and complete; 完成 is sent only for the 已发货 order it was confirmed for; the ship form never sends a carrier or tracking number the server would
// refuse, only a 待发货 order's form opens, and what a load sends matches the tab, filters and page.
import { describe, expect, it } from 'vitest';
import type { StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import type { ShippingListAnswer, ShippingListBody } from '../../../domain/orders/staff-shipping-payloads.ts';
import {
  NO_SHIPPING_FILTERS, shipFormErrors, shippingFilterError, shippingQuery, shippingQueueMachine,
  type ShipInput, type ShippingQueueContext, type ShippingQueueEvent,
} from '../../../machines/staff/staff-shipping-queue.ts';
import { flushMicrotasks, type Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const order = (status: 2 | 3): StaffOrderRow => ({
  id: 9, orderNo: 'DD20261124000009', orderType: 1, memberId: 3, memberMobile: null, memberName: '王工', status, statusText: status === 2 ? '待发货' : '已发货',
  payMethod: 2, payMethodText: '对公转账', totalFen: 100, paidFen: 100, payDeadline: null, payDueAt: null, carrier: null, trackingNo: null,
  createdAt: '2026-11-24T01:00:00.000Z', poNumber: null, costCentre: null, approvalStatus: null, approvalStatusText: null, pendingPayments: [],
});
const page: ShippingListAnswer = { records: [order(2)], total: 21, size: 20, current: 1, pages: 2, counts: { toShip: 21, shipped: 0, completed: 0 } };

const EVENTS = [
  { type: 'STATE', state: 'shipped' },
  { type: 'FILTER', filters: { ...NO_SHIPPING_FILTERS, orderNo: 'DD2026' } },
  { type: 'FILTER', filters: { ...NO_SHIPPING_FILTERS, orderNo: '单号' } },
  { type: 'PAGE', current: 2 },
  { type: 'RETRY' },
  { type: 'OPEN_SHIP', order: order(2) },
  { type: 'OPEN_SHIP', order: order(3) },
  { type: 'CLOSE_SHIP' },
  { type: 'SHIP', form: { carrier: '', trackingNo: '12' } },
  { type: 'SHIP', form: { carrier: ' 顺丰速运 ', trackingNo: 'sf1234567890' } },
  { type: 'xstate.done.actor.fetchPage', output: page },
  { type: 'xstate.error.actor.fetchPage', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.ship', output: null },
  { type: 'xstate.error.actor.ship', error: { message: '订单当前状态为「已发货」，不能发货' } },
  { type: 'OPEN_COMPLETE', order: order(3) },
  { type: 'OPEN_COMPLETE', order: order(2) },
  { type: 'CLOSE_COMPLETE' },
  { type: 'COMPLETE' },
  { type: 'xstate.done.actor.complete', output: null },
  { type: 'xstate.error.actor.complete', error: { message: '订单当前状态为「已完成」，不能完成' } },
] as unknown as ShippingQueueEvent[];

interface Effects {
  queries: ShippingListBody[];
  ships: ShipInput[];
  completes: Array<{ orderId: number }>;
}

function start(effects: Effects): Harness {
  return startMachine(shippingQueueMachine, {
    provide: (fake) => ({ actors: { fetchPage: fake.promise('fetchPage', effects.queries), ship: fake.promise('ship', effects.ships), complete: fake.promise('complete', effects.completes) } }),
  });
}

const paths = shortestPaths(shippingQueueMachine, { events: EVENTS });

describePaths('shipping queue, model-based', paths, {
  effects: (): Effects => ({ queries: [], ships: [], completes: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: ShippingQueueContext };
    const c = snap.context;
    for (const s of effects.ships) expect(s).toEqual({ orderId: 9, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    for (const q of effects.queries) expect(q.orderNo === undefined || /^[A-Za-z0-9-]+$/.test(q.orderNo)).toBe(true);
    const last = effects.queries.at(-1);
    if (last && snap.value === 'loading') expect(last).toEqual(shippingQuery(c.state, c.filters, c.current));
    if (c.target) expect(c.target.status).toBe(2);
    if (c.completeTarget) expect(c.completeTarget.status).toBe(3);
    for (const done of effects.completes) expect(done).toEqual({ orderId: 9 });
    if (c.completed) expect(c.completed).toBe('DD20261124000009');
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(shippingQueueMachine, paths);
});

describe('完成 from the queue', () => {
  it('asks first, sends once for the 已发货 order, keeps a refusal in the dialog and reloads with a notice', async () => {
    const effects: Effects = { queries: [], ships: [], completes: [] };
    const h = start(effects);
    h.pending('fetchPage')!.resolve({ ...page, records: [order(3)] });
    await flushMicrotasks();
    h.send({ type: 'COMPLETE' });
    expect(effects.completes).toEqual([]);
    h.send({ type: 'OPEN_COMPLETE', order: order(2) });
    expect((h.snapshot().context as ShippingQueueContext).completeTarget).toBeNull();
    h.send({ type: 'OPEN_COMPLETE', order: order(3) });
    h.send({ type: 'CLOSE_COMPLETE' });
    h.send({ type: 'COMPLETE' });
    expect(effects.completes).toEqual([]);
    h.send({ type: 'OPEN_COMPLETE', order: order(3) });
    h.send({ type: 'COMPLETE' });
    expect(effects.completes).toEqual([{ orderId: 9 }]);
    h.pending('complete')!.reject({ message: '订单当前状态为「已完成」，不能完成' });
    await flushMicrotasks();
    const refused = h.snapshot().context as ShippingQueueContext;
    expect(refused.completeFailure).toBe('订单当前状态为「已完成」，不能完成');
    expect(refused.completeTarget?.id).toBe(9);
    h.send({ type: 'COMPLETE' });
    h.pending('complete')!.resolve(null);
    await flushMicrotasks();
    const done = h.snapshot() as unknown as { value: string; context: ShippingQueueContext };
    expect(done.value).toBe('loading');
    expect(done.context.completed).toBe('DD20261124000009');
    expect(done.context.completeTarget).toBeNull();
    h.stop();
  });
});

describe('shipping form rules', () => {
  it('checks the carrier and the tracking number as the server does', () => {
    expect(shipFormErrors({ carrier: '', trackingNo: '' })).toEqual({ carrier: 'carrierRequired', trackingNo: 'trackingRequired' });
    expect(shipFormErrors({ carrier: '顺'.repeat(31), trackingNo: 'SF12' })).toEqual({ carrier: 'carrierTooLong', trackingNo: 'trackingFormat' });
    expect(shipFormErrors({ carrier: '顺丰速运', trackingNo: 'SF 123456' })).toEqual({ carrier: null, trackingNo: 'trackingFormat' });
    expect(shipFormErrors({ carrier: '顺丰速运', trackingNo: 'SF1234567890' })).toEqual({ carrier: null, trackingNo: null });
    expect(shippingFilterError({ ...NO_SHIPPING_FILTERS, from: '2026-11-02', to: '2026-11-01' })).toBe('dateRange');
  });
});
