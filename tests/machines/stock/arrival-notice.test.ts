// 到货通知 (issue 12 item 5), model-based: every path of reading the state, subscribing,
// cancelling, the server's answers, a visitor's press and the session; plus directed tests.
import { describe, expect, it } from 'vitest';
import { arrivalNoticeMachine } from '../../../machines/stock/arrival-notice.ts';
import type { ArrivalNoticeContext, ArrivalNoticeEvent, ArrivalNoticeInput, NoticeState } from '../../../machines/stock/arrival-notice.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const IN_STOCK = Object.assign(new Error('该商品现有库存，可直接加入购物车'), { status: 409 });

const EVENTS = [
  { type: 'SUBSCRIBE' },
  { type: 'CANCEL' },
  { type: 'SESSION', loggedIn: true },
  { type: 'SESSION', loggedIn: false },
  { type: 'xstate.done.actor.loadState', output: { subscribed: true } },
  { type: 'xstate.done.actor.loadState', output: { subscribed: false } },
  { type: 'xstate.error.actor.loadState', error: new Error('网络异常') },
  { type: 'xstate.done.actor.subscribe', output: { subscribed: true } },
  { type: 'xstate.error.actor.subscribe', error: IN_STOCK },
  { type: 'xstate.done.actor.cancel', output: { subscribed: false } },
  { type: 'xstate.error.actor.cancel', error: new Error('网络异常') },
] as unknown as ArrivalNoticeEvent[];

interface Effects {
  loads: number[];
  subscribes: number[];
  cancels: number[];
  kept: number[];
  logins: number;
}

const fresh = (): Effects => ({ loads: [], subscribes: [], cancels: [], kept: [], logins: 0 });
const record = (list: number[]) => (input: { goodsId: number }) => void list.push(input.goodsId);

function startNotice(input: ArrivalNoticeInput, effects: Effects): Harness {
  return startMachine(arrivalNoticeMachine, {
    input,
    provide: (fake) => ({
      actors: {
        loadState: fake.promise<NoticeState, { goodsId: number }>('loadState', record(effects.loads)),
        subscribe: fake.promise<NoticeState, { goodsId: number }>('subscribe', record(effects.subscribes)),
        cancel: fake.promise<NoticeState, { goodsId: number }>('cancel', record(effects.cancels)),
      },
      actions: {
        keepForLogin: (_, params: { goodsId: number }) => void effects.kept.push(params.goodsId),
        goToLogin: () => void (effects.logins += 1),
      },
    }),
  });
}

const INPUTS: ArrivalNoticeInput[] = [
  { goodsId: 7, loggedIn: false, checkFirst: true, resume: false },
  { goodsId: 7, loggedIn: true, checkFirst: true, resume: false },
  { goodsId: 7, loggedIn: true, checkFirst: true, resume: true },
  { goodsId: 7, loggedIn: true, checkFirst: false, resume: false },
];

for (const input of INPUTS) {
  const paths = shortestPaths(arrivalNoticeMachine, { events: EVENTS, input });
  describePaths(`arrival notice, model-based (${JSON.stringify(input)})`, paths, {
    effects: fresh,
    start: (effects) => startNotice(input, effects),
    check: (effects, h) => {
      const snap = h.snapshot() as { value: string; context: ArrivalNoticeContext };
      // Only this goods is ever asked about; a visitor's press never reaches the server.
      for (const id of [...effects.loads, ...effects.subscribes, ...effects.cancels, ...effects.kept]) expect(id).toBe(7);
      expect(effects.kept.length).toBe(effects.logins);
      if (snap.value === 'visitor') expect(snap.context.loggedIn).toBe(false);
      // The button says 已订阅 exactly when the server said so.
      expect(snap.context.subscribed).toBe(snap.value === 'subscribed' || snap.value === 'cancelling');
      // The kept press is forgotten once it has been carried out or found already done.
      if (snap.value === 'subscribed' || snap.value === 'subscribing') expect(snap.context.resume).toBe(false);
    },
  });
}

describe('arrival notice rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = INPUTS.flatMap((input) => shortestPaths(arrivalNoticeMachine, { events: EVENTS, input }));
    expectEveryStateReached(arrivalNoticeMachine, paths, ['arrivalNotice.start']);
  });

  it('a visitor\'s press is kept and the visitor sent to log in; back with a session, it subscribes once', async () => {
    const effects = fresh();
    const h = startNotice(INPUTS[0]!, effects);
    h.send({ type: 'SUBSCRIBE' });
    expect(effects).toMatchObject({ kept: [7], logins: 1, subscribes: [] });
    h.stop();
    const back = fresh();
    const h2 = startNotice(INPUTS[2]!, back);
    expect(back.loads).toEqual([7]);
    h2.pending('loadState')!.resolve({ subscribed: false });
    await flushMicrotasks();
    expect(back.subscribes).toEqual([7]);
    h2.pending('subscribe')!.resolve({ subscribed: true });
    await flushMicrotasks();
    expect(h2.snapshot().value).toBe('subscribed');
    h2.send({ type: 'CANCEL' });
    h2.pending('cancel')!.resolve({ subscribed: false });
    await flushMicrotasks();
    expect(h2.snapshot().value).toBe('open');
    expect(back.subscribes).toEqual([7]);
    h2.stop();
  });

  it('a kept press for goods already waited for does not subscribe again', async () => {
    const effects = fresh();
    const h = startNotice(INPUTS[2]!, effects);
    h.pending('loadState')!.resolve({ subscribed: true });
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('subscribed');
    expect(effects.subscribes).toEqual([]);
    h.stop();
  });

  it('a refusal (in stock again) goes back to the button; logging out mid-way makes it a visitor\'s', async () => {
    const effects = fresh();
    const h = startNotice(INPUTS[3]!, effects);
    expect(h.snapshot().value).toBe('open');
    h.send({ type: 'SUBSCRIBE' });
    h.pending('subscribe')!.reject(IN_STOCK);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('open');
    h.send({ type: 'SESSION', loggedIn: false });
    expect(h.snapshot().value).toBe('visitor');
    h.stop();
  });
});
