import { describe, expect, it } from 'vitest';
import {
  checkQty,
  cleanQty,
  padItems,
  padTotals,
  quickAddPadMachine,
  steppedQty,
} from '../../../machines/catalogue/quick-add-pad.ts';
import type { PadData, PadGoods, PadQuantities, QuickAddPadContext, QuickAddPadEvent, QuickAddPadInput } from '../../../machines/catalogue/quick-add-pad.ts';
import { SELF_VENDOR_ID } from '../../../machines/catalogue/product-purchase.ts';
import { normaliseQty } from '../../../machines/shared/quantity.ts';
import type { CartBatchResult } from '../../../domain/cart/cart.ts';
import type { CartSaveBody } from '../../../domain/cart/cart-payloads.ts';
import { tierPrice } from '../../../domain/shared/pricing.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const NOT_FOUND = Object.assign(new Error('专区不存在'), { status: 404 });
const DOWN = Object.assign(new Error('服务器错误'), { status: 500 });
const STOCK = Object.assign(new Error('库存不足，当前可售 3个'), { status: 409 });

function goods(id: number, over: Partial<PadGoods>): PadGoods {
  return {
    id,
    goodsCode: `G${id}`,
    model: `M-${id}`,
    name: `商品${id}`,
    brandName: 'SKF',
    unit: '个',
    minOrderQty: 1,
    packQty: 1,
    imageUrl: '/files/x.svg',
    listPriceFen: 1200,
    memberPriceFen: 1100,
    vipPriceFen: 1000,
    priceFen: 1100,
    priceKind: 'member',
    stockQty: 100,
    leadTimeDays: 2,
    keySpecs: [],
    ...over,
  };
}

/** Sold in packs of 5 from 5; sold by the piece with 3 in stock; out of stock. */
const PACKED = goods(11, { minOrderQty: 5, packQty: 5, stockQty: 100 });
const SHORT = goods(12, { stockQty: 3 });
const NONE = goods(13, { stockQty: 0 });
const DATA: PadData = { zone: { id: 4, name: '轴承专区' }, goods: [PACKED, SHORT, NONE], total: 3 };

const cart = (lineCount: number, skipped: CartBatchResult['skipped'] = []): CartBatchResult =>
  ({ cart: { lines: [], priceKind: 'member', selectedCount: 0, selectedNum: 0, selectedTotalFen: 0, lineCount }, skipped }) as CartBatchResult;

const EVENTS = [
  { type: 'SET_QTY', goodsId: 11, text: '3' },
  { type: 'SET_QTY', goodsId: 11, text: '7' },
  { type: 'SET_QTY', goodsId: 11, text: '10' },
  { type: 'SET_QTY', goodsId: 12, text: '' },
  { type: 'STEP', goodsId: 12, direction: 1 },
  { type: 'STEP', goodsId: 11, direction: -1 },
  { type: 'CLEAR' },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'SESSION', loggedIn: true },
  { type: 'xstate.done.actor.load', output: DATA },
  { type: 'xstate.error.actor.load', error: NOT_FOUND },
  { type: 'xstate.error.actor.load', error: DOWN },
  { type: 'xstate.done.actor.addLines', output: cart(2) },
  { type: 'xstate.done.actor.addLines', output: cart(1, [{ goodsId: 12, msg: '库存不足，当前可售 3个' }]) },
  { type: 'xstate.error.actor.addLines', error: STOCK },
] as unknown as QuickAddPadEvent[];

interface Effects {
  loads: number[];
  sent: CartSaveBody[][];
  drafts: { zoneId: number; quantities: PadQuantities }[];
  logins: number;
  counts: number[];
}

const fresh = (): Effects => ({ loads: [], sent: [], drafts: [], logins: 0, counts: [] });

function startPad(input: QuickAddPadInput, effects: Effects): Harness {
  return startMachine(quickAddPadMachine, {
    input,
    provide: (fake) => ({
      actors: {
        load: fake.promise<PadData, { zoneId: number }>('load', ({ zoneId }) => effects.loads.push(zoneId)),
        addLines: fake.promise<CartBatchResult, { items: CartSaveBody[] }>('addLines', ({ items }) => effects.sent.push(items)),
      },
      actions: {
        saveDraft: (_, params: { zoneId: number; quantities: PadQuantities }) => void effects.drafts.push(params),
        goToLogin: () => void (effects.logins += 1),
        cartChanged: (_, params: { lineCount: number }) => void effects.counts.push(params.lineCount),
      },
    }),
  });
}

/** A quantity the cart takes for the goods: whole packs, from the minimum, within the stock. */
function keepsRules(g: PadGoods, num: number): boolean {
  return num >= g.minOrderQty && num <= g.stockQty && normaliseQty(num, { min: g.minOrderQty, pack: g.packQty }) === num;
}

const INPUTS: QuickAddPadInput[] = [
  { zoneId: 4, loggedIn: false },
  { zoneId: 4, loggedIn: true },
];

for (const input of INPUTS) {
  const paths = shortestPaths(quickAddPadMachine, { events: EVENTS, input });
  describePaths(`quick-add pad, model-based (${input.loggedIn ? 'member' : 'visitor'})`, paths, {
    effects: fresh,
    start: (effects) => startPad(input, effects),
    check: (effects, h, event) => {
      const snap = h.snapshot() as { value: unknown; context: QuickAddPadContext };
      const { context } = snap;
      expect(effects.loads.every((id) => id === 4)).toBe(true);
      // A typed quantity is kept exactly as typed (digits), never rewritten.
      if (event.type === 'SET_QTY' && context.data) {
        const e = event as unknown as { goodsId: number; text: string };
        const busy = JSON.stringify(snap.value).includes('submitting') || JSON.stringify(snap.value).includes('needsLogin');
        if (!busy) expect(context.quantities[String(e.goodsId)]).toBe(cleanQty(e.text) || undefined);
      }
      // Whatever is sent keeps every rule, goes as the shop's own line, and is what the rows say.
      for (const items of effects.sent) {
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          const g = DATA.goods.find((x) => x.id === item.goodsId)!;
          expect(keepsRules(g, item.num)).toBe(true);
          expect(item.vendorId).toBe(SELF_VENDOR_ID);
        }
      }
      if (event.type === 'SUBMIT' && JSON.stringify(snap.value).includes('submitting')) {
        expect(effects.sent.at(-1)).toEqual(padItems(DATA.goods, context.quantities));
      }
      // A visitor never reaches the cart: their quantities are saved and they go to log in.
      if (!context.loggedIn) expect(effects.sent).toEqual([]);
      expect(effects.drafts.length).toBe(effects.logins);
      if (JSON.stringify(snap.value).includes('needsLogin')) expect(effects.drafts.at(-1)).toEqual({ zoneId: 4, quantities: context.quantities });
      // The badge hears of a change only after the server said so.
      expect(effects.counts.length).toBeLessThanOrEqual(effects.sent.length);
      if (JSON.stringify(snap.value).includes('added')) expect(context.result).not.toBeNull();
    },
  });
}

describe('quick-add pad rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = INPUTS.flatMap((input) => shortestPaths(quickAddPadMachine, { events: EVENTS, input }));
    expectEveryStateReached(quickAddPadMachine, paths);
  });

  it('checks a typed quantity with the cart\'s rules and says which one it breaks', () => {
    expect(checkQty(PACKED, undefined)).toEqual({ status: 'empty' });
    expect(checkQty(PACKED, '0')).toEqual({ status: 'empty' });
    expect(checkQty(PACKED, '3')).toEqual({ status: 'problem', num: 3, problem: 'belowMinimum', text: '该商品最小起订量为 5个' });
    expect(checkQty(PACKED, '7')).toEqual({ status: 'problem', num: 7, problem: 'pack', text: null });
    expect(checkQty(PACKED, '10')).toEqual({ status: 'ok', num: 10 });
    expect(checkQty(PACKED, '105')).toEqual({ status: 'problem', num: 105, problem: 'short', text: '库存不足，当前可售 100个' });
    expect(checkQty(SHORT, '4')).toMatchObject({ problem: 'short' });
    expect(checkQty(NONE, '1')).toMatchObject({ problem: 'outOfStock', text: '商品暂时缺货' });
    // Read as typed, never rewritten (issue 12, item 4).
    expect(checkQty(PACKED, '-5')).toEqual({ status: 'problem', num: 0, problem: 'notANumber', text: '购买数量不能为负数' });
    expect(checkQty(PACKED, '12.5')).toMatchObject({ problem: 'notANumber', text: '购买数量须为整数，不能有小数' });
    expect(checkQty(PACKED, '1e3')).toMatchObject({ problem: 'notANumber', text: '请输入数字' });
    expect(checkQty(PACKED, '100000')).toMatchObject({ problem: 'notANumber', text: '单次最多购买 99999 个' });
    expect(checkQty(PACKED, '１０')).toEqual({ status: 'ok', num: 10 });
  });

  it('steps by whole packs within the stock; − at the minimum clears the row; + from empty gives the minimum', () => {
    expect(steppedQty(PACKED, undefined, 1)).toBe('5');
    expect(steppedQty(PACKED, '5', 1)).toBe('10');
    expect(steppedQty(PACKED, '10', -1)).toBe('5');
    expect(steppedQty(PACKED, '5', -1)).toBe('');
    expect(steppedQty(PACKED, '100', 1)).toBe('100');
    expect(steppedQty(SHORT, '3', 1)).toBe('3');
    expect(steppedQty(NONE, undefined, 1)).toBe('');
  });

  it('totals only the rows that keep the rules, at the tier price the cart charges, in fen', () => {
    const big = goods(14, { minOrderQty: 2, packQty: 2, priceFen: 999, stockQty: 1000 });
    const totals = padTotals([PACKED, SHORT, NONE, big], { 11: '10', 12: '4', 14: '20' });
    expect(totals).toEqual({ lines: 2, pieces: 30, amountFen: 10 * 1100 + 20 * tierPrice(999, 2, 20), problems: 1 });
    expect(tierPrice(999, 2, 20)).toBe(979);
  });

  it('a member adds every row with a quantity in one call; added rows clear, skipped rows stay', async () => {
    const effects = fresh();
    const h = startPad({ zoneId: 4, loggedIn: true }, effects);
    h.pending('load')!.resolve(DATA);
    await flushMicrotasks();
    h.send({ type: 'SET_QTY', goodsId: 11, text: '3' });
    h.send({ type: 'SUBMIT' });
    expect(effects.sent).toEqual([]);
    h.send({ type: 'SET_QTY', goodsId: 11, text: '15' });
    h.send({ type: 'STEP', goodsId: 12, direction: 1 });
    h.send({ type: 'SUBMIT' });
    expect(effects.sent).toEqual([[{ goodsId: 11, num: 15, vendorId: 0 }, { goodsId: 12, num: 1, vendorId: 0 }]]);
    h.pending('addLines')!.resolve(cart(5, [{ goodsId: 12, msg: '库存不足' }]));
    await flushMicrotasks();
    const snap = h.snapshot() as { value: unknown; context: QuickAddPadContext };
    expect(snap.value).toEqual({ ready: 'added' });
    expect(snap.context.result).toEqual({ added: 1, skipped: [{ goodsId: 12, msg: '库存不足' }], lineCount: 5 });
    expect(snap.context.quantities).toEqual({ 12: '1' });
    expect(effects.counts).toEqual([5]);
    h.stop();
  });

  it('a failed add keeps the rows and retries the same lines; a 404 zone is "not found", a failed load retries', async () => {
    const effects = fresh();
    const h = startPad({ zoneId: 4, loggedIn: true }, effects);
    h.pending('load')!.reject(DOWN);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('failed');
    h.send({ type: 'RETRY' });
    h.pending('load')!.resolve(DATA);
    await flushMicrotasks();
    h.send({ type: 'SET_QTY', goodsId: 11, text: '25' });
    h.send({ type: 'SUBMIT' });
    h.pending('addLines')!.reject(STOCK);
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'submitFailed' });
    expect((h.snapshot().context as QuickAddPadContext).quantities).toEqual({ 11: '25' });
    h.send({ type: 'RETRY' });
    expect(effects.sent).toEqual([[{ goodsId: 11, num: 25, vendorId: 0 }], [{ goodsId: 11, num: 25, vendorId: 0 }]]);
    // Nothing can be typed while the call is under way.
    h.send({ type: 'SET_QTY', goodsId: 11, text: '5' });
    expect((h.snapshot().context as QuickAddPadContext).quantities).toEqual({ 11: '25' });
    h.stop();
    const missing = startPad({ zoneId: 4, loggedIn: true }, fresh());
    missing.pending('load')!.reject(NOT_FOUND);
    await flushMicrotasks();
    expect(missing.snapshot().value).toBe('notFound');
    missing.stop();
  });

  it('a visitor\'s quantities are saved for the login round trip and put back on the rows', async () => {
    const effects = fresh();
    const h = startPad({ zoneId: 4, loggedIn: false }, effects);
    h.pending('load')!.resolve(DATA);
    await flushMicrotasks();
    h.send({ type: 'SET_QTY', goodsId: 11, text: '20' });
    h.send({ type: 'SUBMIT' });
    expect(effects).toMatchObject({ logins: 1, sent: [], drafts: [{ zoneId: 4, quantities: { 11: '20' } }] });
    h.stop();
    const back = fresh();
    const again = startPad({ zoneId: 4, loggedIn: true, restored: { 11: '20', 999: '5', 12: 'x' } }, back);
    again.pending('load')!.resolve(DATA);
    await flushMicrotasks();
    expect((again.snapshot().context as QuickAddPadContext).quantities).toEqual({ 11: '20' });
    again.send({ type: 'SUBMIT' });
    expect(back.sent).toEqual([[{ goodsId: 11, num: 20, vendorId: 0 }]]);
    again.stop();
  });
});
