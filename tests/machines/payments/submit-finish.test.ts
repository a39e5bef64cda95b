// /submitFinish (machines/payments/submit-finish.ts): the order just placed is loaded, 立即支付
// starts the payment once and leaves for the gateway page; a refused payment reloads the order.
import { describe, expect, it } from 'vitest';
import { payReturnPath, submitFinishMachine } from '../../../machines/payments/submit-finish.ts';
import type { FinishEvent, FinishInput } from '../../../machines/payments/submit-finish.ts';
import { ORDER_CODE } from '../../../domain/orders/order-rules.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

/** An ApiError as the client makes it: code, HTTP status (null: no answer), data. */
function apiError(message: string, code: number, status: number | null, data: unknown = null) {
  return Object.assign(new Error(message), { code, status, data });
}

const PAY_URL = '/gateway/common/open/pay/sandbox?x=1';

const EVENTS = [
  { type: 'RETRY' },
  { type: 'PAY' },
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.load', output: { id: 501 } },
  { type: 'xstate.error.actor.load', error: apiError('订单不存在', 404, 404) },
  { type: 'xstate.error.actor.load', error: apiError('服务器错误', 500, 500) },
  { type: 'xstate.done.actor.startPay', output: { payUrl: PAY_URL } },
  { type: 'xstate.error.actor.startPay', error: apiError('订单状态已变更', ORDER_CODE.orderStatus, 409) },
] as unknown as FinishEvent[];

interface Effects {
  loads: number[];
  pays: { orderId: number; returnPath: string }[];
  leaves: string[];
}

const fresh = (): Effects => ({ loads: [], pays: [], leaves: [] });

function startFinish(input: FinishInput, effects: Effects) {
  return startMachine(submitFinishMachine, {
    input,
    provide: (fake) => ({
      actors: {
        load: fake.promise<unknown, { orderId: number }>('load', (i) => effects.loads.push(i.orderId)),
        startPay: fake.promise<{ payUrl: string }, { orderId: number; returnPath: string }>('startPay', effects.pays),
      },
      actions: { goToPay: (_, params) => void effects.leaves.push(params.payUrl) },
    }),
  });
}

const INPUTS: FinishInput[] = [{ orderId: '501' }, { orderId: 'x' }];
const allPaths = INPUTS.map((input) => ({ input, paths: shortestPaths(submitFinishMachine, { events: EVENTS, input }) }));

for (const { input, paths } of allPaths) {
  describePaths(`submit finish, model-based (?orderId=${input.orderId})`, paths, {
    effects: fresh,
    start: (effects) => startFinish(input, effects),
    check: (effects, h) => {
      const snap = h.snapshot() as { value: string; context: { orderId: number | null } };
      // A bad id loads nothing; a good one loads that order only.
      if (snap.context.orderId === null) expect(effects.loads).toEqual([]);
      for (const id of effects.loads) expect(id).toBe(501);
      // Every payment is of this order and comes back to this page.
      for (const pay of effects.pays) expect(pay).toEqual({ orderId: 501, returnPath: payReturnPath(501) });
      if (snap.value === 'paying') expect(effects.pays.length).toBeGreaterThan(0);
      // The page leaves for the gateway only with the URL the server gave, once.
      expect(effects.leaves).toEqual(snap.value === 'leaving' ? [PAY_URL] : []);
    },
  });
}

describe('submit finish rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(submitFinishMachine, allPaths.flatMap((p) => p.paths), ['submitFinish.starting']);
  });

  it('the payment page returns to /submitFinish of the order', () => {
    expect(payReturnPath(9)).toBe('/submitFinish?orderId=9');
  });
});

describe('submit finish', () => {
  function start(orderId: string | null) {
    const effects = fresh();
    const h = startFinish({ orderId }, effects);
    return { actor: h.actor, effects, pending: h.pending };
  }

  it('loads the order, pays once per click and leaves for the gateway page', async () => {
    const { actor, effects, pending } = start('501');
    pending('load')!.resolve({ id: 501 });
    await flushMicrotasks();
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    expect(effects.pays).toEqual([{ orderId: 501, returnPath: '/submitFinish?orderId=501' }]);
    pending('startPay')!.resolve({ payUrl: '/gateway/common/open/pay/sandbox?x=1' });
    await flushMicrotasks();
    expect(effects.leaves).toEqual(['/gateway/common/open/pay/sandbox?x=1']);
    expect(actor.getSnapshot().value).toBe('leaving');
    actor.stop();
  });

  it('a refused payment reloads the order; a bad or unknown id is missing', async () => {
    const { actor, effects, pending } = start('501');
    pending('load')!.resolve({ id: 501 });
    await flushMicrotasks();
    actor.send({ type: 'PAY' });
    pending('startPay')!.reject(apiError('订单状态已变更', ORDER_CODE.orderStatus, 409));
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(effects.loads).toEqual([501, 501]);
    expect(effects.leaves).toEqual([]);
    pending('load')!.resolve({ id: 501 });
    await flushMicrotasks();
    actor.send({ type: 'REFRESH' });
    expect(effects.loads).toEqual([501, 501, 501]);
    actor.stop();
    expect(start('x').actor.getSnapshot().value).toBe('missing');
    const unknown = start('9');
    unknown.pending('load')!.reject(apiError('订单不存在', 404, 404));
    await flushMicrotasks();
    expect(unknown.actor.getSnapshot().value).toBe('missing');
    const failing = start('9');
    failing.pending('load')!.reject(apiError('服务器错误', 500, 500));
    await flushMicrotasks();
    expect(failing.actor.getSnapshot().value).toBe('failed');
    failing.actor.send({ type: 'RETRY' });
    expect(failing.actor.getSnapshot().value).toBe('loading');
  });
});
