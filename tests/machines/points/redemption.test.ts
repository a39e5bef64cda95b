// The redemption machine (machines/points/redemption.ts): every shortest path walked with fake
// actors (addresses, redeem) for goods in stock, sold out, and too dear; every state reached; the
// quantity rule; only a valid quantity and an address of the book are ever sent.
import { describe, expect, it } from 'vitest';
import type { RedeemBody } from '../../../domain/points/points-payloads.ts';
import type { PointsGoodsCard, RedeemResult } from '../../../domain/points/points-views.ts';
import { checkQty, costOf, maxQty, redemptionMachine, type RedemptionAddress, type RedemptionEvent, type RedemptionInput } from '../../../machines/points/redemption.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const goods = (over: Partial<PointsGoodsCard> = {}): PointsGoodsCard => ({
  id: 6, name: '安思尔 11-800 丁腈手套（12副）', imageUrl: null, pointsCost: 2000, stock: 3, category: 'safety', categoryText: '劳保防护', description: null, perMemberLimit: 5, redeemed: 1, ...over,
});
const ADDRESSES: RedemptionAddress[] = [
  { id: 11, consignee: '王工', mobile: '13912345678', text: '江苏省苏州市 星湖街 328 号', isDefault: false },
  { id: 12, consignee: '李工', mobile: '13912345679', text: '江苏省苏州市 金鸡湖大道 1 号', isDefault: true },
];
const RESULT: RedeemResult = { id: 40, orderNo: 'JF261123000040', points: 4000, balance: 1800 };
const SOLD_OUT = { message: '该商品已兑完，请选择其他商品', code: 40902, status: 409 };
const POOR = { message: '积分不足：兑换需要 4000 积分，您当前有 3000 积分', code: 40903, status: 409 };
const LIMIT = { message: '该商品每人限兑 5 件，您已兑换 5 件', code: 40904, status: 409 };

const events = [
  { type: 'SET_QTY', qty: 2 },
  { type: 'SET_QTY', qty: 9 },
  { type: 'SET_QTY', qty: 1.5 },
  { type: 'SET_QTY', qty: -1 },
  { type: 'SET_QTY', qty: 0 },
  { type: 'SET_QTY', qty: Number.NaN },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'PICK_ADDRESS', id: 11 },
  { type: 'PICK_ADDRESS', id: 999 },
  { type: 'CONFIRM' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.addresses', output: ADDRESSES },
  { type: 'xstate.error.actor.addresses', error: { message: '网络异常，请稍后重试' } },
  { type: 'xstate.done.actor.redeem', output: RESULT },
  { type: 'xstate.error.actor.redeem', error: SOLD_OUT },
  { type: 'xstate.error.actor.redeem', error: POOR },
  { type: 'xstate.error.actor.redeem', error: LIMIT },
] as unknown as RedemptionEvent[];

const INPUTS: [string, RedemptionInput][] = [
  ['in stock', { goods: goods(), balance: 5800 }],
  ['sold out', { goods: goods({ stock: 0 }), balance: 5800 }],
  ['too dear', { goods: goods(), balance: 1500 }],
  ['one affordable', { goods: goods(), balance: 3000 }],
];

interface Effects {
  sent: RedeemBody[];
}

const allPaths = INPUTS.map(([label, input]) => [label, input, shortestPaths(redemptionMachine, { events, input, stopWhenDone: true })] as const);

for (const [label, input, paths] of allPaths) {
  describePaths(`redemption (${label}), model-based`, paths, {
    effects: (): Effects => ({ sent: [] }),
    start: (effects) =>
      startMachine(redemptionMachine, {
        input,
        provide: (fake) => ({ actors: { addresses: fake.promise<RedemptionAddress[], void>('addresses'), redeem: fake.promise<RedeemResult, RedeemBody>('redeem', effects.sent) } }),
      }),
    check: (effects, h) => {
      for (const body of effects.sent) {
        expect(checkQty(input.goods, body.qty, input.balance)).toBeNull();
        expect(ADDRESSES.map((a) => a.id)).toContain(body.addressId);
        expect(body.pointsGoodsId).toBe(input.goods.id);
        expect(body.qty * input.goods.pointsCost).toBeLessThanOrEqual(input.balance);
      }
      const snap = h.snapshot() as { value: string; context: { balance: number } };
      if (snap.value === 'redeemed') expect(snap.context.balance).toBe(RESULT.balance);
    },
  });
}

it('the shortest paths of the three openings reach every state node', () => {
  expectEveryStateReached(redemptionMachine, allPaths.flatMap(([, , p]) => p), ['redemption.opening']);
});

describe('quantity', () => {
  it('is bounded by stock, the limit left and 99', () => {
    expect(maxQty(goods())).toBe(3);
    expect(maxQty(goods({ stock: 500, perMemberLimit: 0 }))).toBe(99);
    expect(maxQty(goods({ perMemberLimit: 1, redeemed: 1 }))).toBe(0);
    expect(checkQty(goods(), Number.NaN, 99_999)).toBe('notNumber');
    expect(checkQty(goods(), 0, 99_999)).toBe('belowOne');
    expect(checkQty(goods(), -800, 99_999)).toBe('belowOne');
    expect(checkQty(goods(), 1.5, 99_999)).toBe('notInteger');
    expect(checkQty(goods(), 4, 99_999)).toBe('overStock');
    expect(checkQty(goods({ stock: 10 }), 5, 99_999)).toBe('overLimit');
    expect(checkQty(goods({ stock: 200, perMemberLimit: 0 }), 100, 9_999_999)).toBe('overMax');
    expect(checkQty(goods(), 2, 3999)).toBe('overBalance');
    expect(checkQty(goods(), 2, 4000)).toBeNull();
    expect(costOf(goods(), -1)).toBeNull();
    expect(costOf(goods(), 0)).toBeNull();
    expect(costOf(goods(), 2)).toBe(4000);
  });

  it('checks the balance on the quantity step: 下一步 stays put while the points fall short, and goes on once the quantity is lowered', () => {
    const h = startMachine(redemptionMachine, {
      input: { goods: goods(), balance: 3000 },
      provide: (fake) => ({ actors: { addresses: fake.promise<RedemptionAddress[], void>('addresses'), redeem: fake.promise<RedeemResult, RedeemBody>('redeem') } }),
    });
    h.send({ type: 'SET_QTY', qty: 2 });
    expect(h.state().context.qtyProblem).toBe('overBalance');
    h.send({ type: 'NEXT' });
    expect(h.state().value).toBe('choose');
    h.send({ type: 'SET_QTY', qty: -1 });
    expect(h.state().context.qtyProblem).toBe('belowOne');
    h.send({ type: 'NEXT' });
    expect(h.state().value).toBe('choose');
    h.send({ type: 'SET_QTY', qty: 1 });
    h.send({ type: 'NEXT' });
    expect(h.state().value).toBe('loadingAddresses');
  });

  it('picks the default address first and refuses an address not in the book', async () => {
    const h = startMachine(redemptionMachine, {
      input: { goods: goods(), balance: 5800 },
      provide: (fake) => ({ actors: { addresses: fake.promise<RedemptionAddress[], void>('addresses'), redeem: fake.promise<RedeemResult, RedeemBody>('redeem') } }),
    });
    h.send({ type: 'NEXT' });
    h.pending('addresses')!.resolve(ADDRESSES);
    await flushMicrotasks();
    expect(h.state().context.addressId).toBe(12);
    h.send({ type: 'PICK_ADDRESS', id: 999 });
    expect(h.state().context.addressId).toBe(12);
  });
});
