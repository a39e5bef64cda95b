// /confirmedOrderDetail (machines/checkout/draft-detail.ts): one draft, priced now; 取消 and 删除
// each after a confirmation, as its status allows.
import { expect, it } from 'vitest';
import { draftDetailMachine } from '../../../machines/checkout/draft-detail.ts';
import type { DraftDetailEvent } from '../../../machines/checkout/draft-detail.ts';
import type { DraftAsk } from '../../../machines/checkout/draft-list.ts';
import type { DraftView } from '../../../domain/orders/orders.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

function apiError(message: string, code: number, status: number | null) {
  return Object.assign(new Error(message), { code, status, data: null });
}

function view(status: 0 | 1 | 2): DraftView {
  return {
    id: 31,
    tmpNo: 'TO261121000031',
    orderType: 1,
    source: 2,
    status,
    statusText: ['待确认', '已提交', '已取消'][status]!,
    saleOrderId: null,
    company: null,
    priceKind: 'member',
    lines: [],
    goodsAmountFen: 0,
    freightFen: 0,
    totalFen: 0,
    totalNum: 0,
    orderable: true,
    payMethods: [1, 2],
    credit: null,
    createdAt: '2026-11-21T08:00:00.000Z',
  };
}

const DETAIL_EVENTS = [
  { type: 'xstate.done.actor.loadDraft', output: view(0) },
  { type: 'xstate.done.actor.loadDraft', output: view(2) },
  { type: 'xstate.error.actor.loadDraft', error: apiError('订单不存在', 404, 404) },
  { type: 'xstate.error.actor.loadDraft', error: apiError('服务器错误', 500, 500) },
  { type: 'RETRY' },
  { type: 'ASK', action: 'cancel' },
  { type: 'ASK', action: 'delete' },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.act', output: null },
  { type: 'xstate.error.actor.act', error: apiError('订单状态已变更', 2003, 409) },
] as unknown as DraftDetailEvent[];

interface DetailEffects {
  loads: number[];
  acts: DraftAsk[];
  lists: number;
}

function startDetail(id: string | null, effects: DetailEffects): Harness {
  return startMachine(draftDetailMachine, {
    input: { id },
    provide: (fake) => ({
      actors: {
        loadDraft: fake.promise<DraftView, { id: number }>('loadDraft', (input) => effects.loads.push(input.id)),
        act: fake.promise<unknown, DraftAsk>('act', effects.acts),
      },
      actions: { goToList: () => void (effects.lists += 1) },
    }),
  });
}

{
  const paths = shortestPaths(draftDetailMachine, { events: DETAIL_EVENTS, input: { id: '31' } });
  describePaths('draft detail, model-based', paths, {
    effects: (): DetailEffects => ({ loads: [], acts: [], lists: 0 }),
    start: (effects) => startDetail('31', effects),
    check: (effects, h) => {
      const snap = h.snapshot() as { value: string; context: { draft: DraftView | null } };
      expect(effects.loads.every((id) => id === 31)).toBe(true);
      // An open draft is only cancelled, a closed one only deleted.
      for (const act of effects.acts) expect(act.id).toBe(31);
      if (snap.value === 'gone') expect(effects.lists).toBe(1);
      else expect(effects.lists).toBe(0);
    },
  });

  it('draft detail: every state is reached; a bad id loads nothing; actions follow the status', async () => {
    expectEveryStateReached(draftDetailMachine, shortestPaths(draftDetailMachine, { events: DETAIL_EVENTS, input: { id: '31' } }), ['draftDetail.starting']);
    const effects: DetailEffects = { loads: [], acts: [], lists: 0 };
    expect(startDetail('abc', effects).snapshot().value).toBe('missing');
    expect(effects.loads).toEqual([]);
    const h = startDetail('31', effects);
    h.pending('loadDraft')!.resolve(view(0));
    await flushMicrotasks();
    h.send({ type: 'ASK', action: 'delete' });
    expect(h.snapshot().value).toBe('ready');
    h.send({ type: 'ASK', action: 'cancel' });
    h.send({ type: 'CONFIRM' });
    expect(effects.acts).toEqual([{ action: 'cancel', id: 31 }]);
    h.stop();
  });
}
