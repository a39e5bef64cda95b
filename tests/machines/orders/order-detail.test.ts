import { describe, expect, it } from 'vitest';
import { loadOrderView, orderDetailMachine, orderSteps, parseOrderId, parsePayReturn, PAY_POLL_MS, PAY_POLLS, timeLeft } from '../../../machines/orders/order-detail.ts';
import type { OrderDetailEvent, OrderDetailInput, OrderView, PayNotice } from '../../../machines/orders/order-detail.ts';
import type { OrderDetail, StatusLogView } from '../../../domain/orders/orders.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';
import { detail, restPay } from '../../support/order-fixtures.ts';

const UNPAID: OrderView = { order: detail(7, 0, 1), restPay: null };
const PAID: OrderView = { order: detail(7, 2, 1), restPay: null };
const CANCELLED: OrderDetail = detail(7, 5, 1);
const REST = restPay(7, 30_000);
const NOT_FOUND = { message: '订单不存在', status: 404 };
const BROKEN = { message: '服务器错误', status: 500 };

const EVENTS = [
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'ORDER', order: CANCELLED },
  { type: 'REST_PAY', restPay: REST },
  { type: 'xstate.done.actor.load', output: UNPAID },
  { type: 'xstate.done.actor.load', output: PAID },
  { type: 'xstate.error.actor.load', error: NOT_FOUND },
  { type: 'xstate.error.actor.load', error: BROKEN },
  { type: 'xstate.done.actor.poll', output: UNPAID },
  { type: 'xstate.done.actor.poll', output: PAID },
  { type: 'xstate.error.actor.poll', error: BROKEN },
  { type: 'xstate.done.actor.refresh', output: PAID },
  { type: 'xstate.error.actor.refresh', error: BROKEN },
] as unknown as OrderDetailEvent[];

interface Effects {
  loads: Array<{ orderId: number }>;
}

function startDetail(input: OrderDetailInput, effects: Effects): Harness {
  const h = startMachine(orderDetailMachine, {
    input,
    timers: true,
    provide: (fake) => ({ actors: { load: fake.promise<OrderView, { orderId: number }>('', effects.loads) } }),
  });
  // One fake behind three invoke ids: the pending promise is found under the id that is active.
  const idOf = () => {
    const s = h.state();
    if (s.matches('loading')) return 'load';
    if (s.matches({ ready: 'polling' })) return 'poll';
    return 'refresh';
  };
  return { ...h, pending: (id) => (id === idOf() ? h.pending('') : undefined) };
}

useFakeTimers();

const INPUTS: OrderDetailInput[] = [
  { orderId: 7, returned: 'paid' },
  { orderId: 7, returned: 'unpaid' },
  { orderId: 7, returned: null },
  { orderId: null, returned: null },
];

for (const input of INPUTS) {
  const paths = shortestPaths(orderDetailMachine, { events: EVENTS, input, stopWhenDone: true });
  describePaths(`order detail ${JSON.stringify(input)}, model-based`, paths, {
    effects: (): Effects => ({ loads: [] }),
    start: (effects) => startDetail(input, effects),
    delays: { [String(PAY_POLL_MS)]: PAY_POLL_MS },
    check: (effects, h) => {
      const snap = h.snapshot() as { value: unknown; context: { polls: number; notice: PayNotice | null; view: OrderView | null } };
      // Only the page's order is read; a page without an id reads nothing.
      for (const l of effects.loads) expect(l).toEqual({ orderId: 7 });
      if (input.orderId === null) expect(effects.loads).toEqual([]);
      // Never more reads after the gateway than allowed.
      expect(snap.context.polls).toBeLessThanOrEqual(PAY_POLLS);
      // 支付成功 only for an order that left 待付款 (and was not cancelled), after the gateway.
      if (snap.context.notice === 'paid') expect([1, 2, 3, 4]).toContain(snap.context.view?.order.status);
      if (snap.context.notice === 'paid' || snap.context.notice === 'processing' || snap.context.notice === 'gaveUp') expect(input.returned).toBe('paid');
      if (snap.context.notice === 'processing') expect(snap.context.view?.order.status).toBe(0);
      // 支付未完成 only after giving up on the gateway, while the order (if read) still waits.
      if (snap.context.notice === 'notPaid') {
        expect(input.returned).toBe('unpaid');
        if (snap.context.view) expect(snap.context.view.order.status).toBe(0);
      }
      if (input.returned === null) expect(snap.context.notice).toBeNull();
    },
  });
}

describe('order detail rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = INPUTS.flatMap((input) => shortestPaths(orderDetailMachine, { events: EVENTS, input, stopWhenDone: true }));
    // start, settling and settlingUnpaid are transient (eventless): no snapshot rests in them.
    const transient = ['orderDetail.start', 'orderDetail.ready.settling', 'orderDetail.ready.settlingUnpaid'];
    expectEveryStateReached(orderDetailMachine, paths, transient);
  });

  it('after the gateway: 支付处理中 while it reads again, then 支付成功', async () => {
    const effects: Effects = { loads: [] };
    const h = startDetail({ orderId: 7, returned: 'paid' }, effects);
    h.pending('load')!.resolve(UNPAID);
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'waiting' });
    expect((h.snapshot().context as { notice: PayNotice }).notice).toBe('processing');
    await h.advance!(PAY_POLL_MS - 1);
    expect(effects.loads).toHaveLength(1);
    await h.advance!(1);
    expect(effects.loads).toHaveLength(2);
    h.pending('poll')!.resolve(PAID);
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    expect((h.snapshot().context as { notice: PayNotice }).notice).toBe('paid');
    h.stop();
  });

  it(`stops after ${PAY_POLLS} reads and says so`, async () => {
    const effects: Effects = { loads: [] };
    const h = startDetail({ orderId: 7, returned: 'paid' }, effects);
    h.pending('load')!.resolve(UNPAID);
    await flushMicrotasks();
    for (let i = 0; i < PAY_POLLS; i++) {
      await h.advance!(PAY_POLL_MS);
      h.pending('poll')!.resolve(UNPAID);
      await flushMicrotasks();
    }
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    expect((h.snapshot().context as { notice: PayNotice }).notice).toBe('gaveUp');
    expect(effects.loads).toHaveLength(1 + PAY_POLLS);
    await h.advance!(PAY_POLL_MS * 5);
    expect(effects.loads).toHaveLength(1 + PAY_POLLS);
    h.stop();
  });

  it('a credit order reads what it still owes too', async () => {
    const credit = detail(9, 2, 3);
    const calls: string[] = [];
    const view = await loadOrderView(9, {
      fetchOrder: (id) => (calls.push(`order ${id}`), Promise.resolve(credit)),
      fetchRestPayInfo: (id) => (calls.push(`rest ${id}`), Promise.resolve(restPay(9, 100))),
    });
    expect(calls).toEqual(['order 9', 'rest 9']);
    expect(view.restPay?.restFen).toBe(100);
    const transfer = await loadOrderView(8, {
      fetchOrder: () => Promise.resolve(detail(8, 0, 2)),
      fetchRestPayInfo: () => Promise.reject(new Error('not a credit order')),
    });
    expect(transfer.restPay).toBeNull();
  });

  it('back from the gateway without paying: 支付未完成 until the order leaves 待付款', async () => {
    const effects: Effects = { loads: [] };
    const h = startDetail({ orderId: 7, returned: 'unpaid' }, effects);
    expect((h.snapshot().context as { notice: PayNotice }).notice).toBe('notPaid');
    h.pending('load')!.resolve(UNPAID);
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    expect((h.snapshot().context as { notice: PayNotice }).notice).toBe('notPaid');
    expect(effects.loads).toHaveLength(1);
    h.send({ type: 'RELOAD' });
    h.pending('refresh')!.resolve(PAID);
    await flushMicrotasks();
    expect((h.snapshot().context as { notice: PayNotice | null }).notice).toBeNull();
    h.stop();
  });

  it('reads how the buyer came back from the gateway', () => {
    expect(parsePayReturn('?paid=1')).toBe('paid');
    expect(parsePayReturn('paid=0')).toBe('unpaid');
    expect(parsePayReturn('?paid=1&paid=0')).toBe('paid');
    expect(parsePayReturn('')).toBeNull();
    expect(parsePayReturn('?paid=yes')).toBeNull();
  });

  it('parses the id of the path', () => {
    expect(parseOrderId('12')).toBe(12);
    expect(parseOrderId(undefined)).toBeNull();
    expect(parseOrderId('0')).toBeNull();
    expect(parseOrderId('1e3')).toBeNull();
    expect(parseOrderId('-4')).toBeNull();
    expect(parseOrderId('99999999999999')).toBeNull();
  });

  const log = (fromStatus: number | null, toStatus: number): StatusLogView => ({ fromStatus, toStatus, text: '', actor: 'member', actorText: '买家', note: null, createdAt: '' });

  it('the status bar follows the pay method, and a cancelled order shows where it stopped', () => {
    expect(orderSteps({ status: 1, payMethod: 2, timeline: [] })).toEqual({ steps: [0, 1, 2, 3, 4], current: 1 });
    expect(orderSteps({ status: 2, payMethod: 1, timeline: [] })).toEqual({ steps: [0, 2, 3, 4], current: 1 });
    expect(orderSteps({ status: 3, payMethod: 3, timeline: [] })).toEqual({ steps: [2, 3, 4], current: 1 });
    expect(orderSteps({ status: 5, payMethod: 2, timeline: [log(null, 0), log(0, 1), log(1, 5)] })).toEqual({ steps: [0, 1, 5], current: 2 });
    expect(orderSteps({ status: 5, payMethod: 1, timeline: [log(null, 0), log(0, 5)] })).toEqual({ steps: [0, 5], current: 1 });
    expect(orderSteps({ status: 5, payMethod: 2, timeline: [] })).toEqual({ steps: [0, 5], current: 1 });
    // Off the usual path: a receipt on an online order.
    expect(orderSteps({ status: 1, payMethod: 1, timeline: [] })).toEqual({ steps: [0, 1, 2, 3, 4], current: 1 });
  });

  it('an order that needed approval (issue 38) starts at 待审批, and a rejected one stops there', () => {
    expect(orderSteps({ status: 6, payMethod: 2, timeline: [log(null, 6)], approvalStatus: 'pending' })).toEqual({ steps: [6, 0, 1, 2, 3, 4], current: 0 });
    expect(orderSteps({ status: 0, payMethod: 1, timeline: [log(null, 6), log(6, 0)], approvalStatus: 'approved' })).toEqual({ steps: [6, 0, 2, 3, 4], current: 1 });
    expect(orderSteps({ status: 2, payMethod: 3, timeline: [], approvalStatus: 'approved' })).toEqual({ steps: [6, 2, 3, 4], current: 1 });
    expect(orderSteps({ status: 5, payMethod: 2, timeline: [log(null, 6), log(6, 5)], approvalStatus: 'rejected' })).toEqual({ steps: [6, 5], current: 1 });
    expect(orderSteps({ status: 1, payMethod: 1, timeline: [], approvalStatus: 'approved' })).toEqual({ steps: [6, 0, 1, 2, 3, 4], current: 2 });
    // Without an approval the bar is as before.
    expect(orderSteps({ status: 0, payMethod: 1, timeline: [], approvalStatus: null })).toEqual({ steps: [0, 2, 3, 4], current: 0 });
  });

  it('counts the time left to a deadline', () => {
    const now = Date.parse('2026-11-21T08:00:00Z');
    expect(timeLeft('2026-11-21T08:29:59Z', now)).toMatchObject({ days: 0, hours: 0, minutes: 29, seconds: 59 });
    expect(timeLeft('2026-11-24T09:01:02Z', now)).toMatchObject({ days: 3, hours: 1, minutes: 1, seconds: 2 });
    expect(timeLeft('2026-11-21T07:00:00Z', now)).toMatchObject({ ms: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
