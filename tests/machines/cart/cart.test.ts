import { describe, expect, it } from 'vitest';
import type { CartLine, CartView } from '../../../domain/cart/cart.ts';
import { CART_DEBOUNCE_MS, cartMachine, checkoutIds, shownQty, tickedIds } from '../../../machines/cart/cart.ts';
import { clampQty, maximumQty } from '../../../machines/shared/quantity.ts';
import type { CartContext, CartEvent, CartOp, DraftMade, DraftRequest } from '../../../machines/cart/cart.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

function line(id: number, over: Partial<CartLine> = {}): CartLine {
  return {
    id,
    goodsId: 100 + id,
    vendorId: 0,
    num: 10,
    selected: true,
    goods: { goodsCode: `G${id}`, model: `6205-${id}`, name: '深沟球轴承', brandName: 'SKF', unit: '个', imageUrl: '/x.png', minOrderQty: 10, packQty: 5, leadTimeDays: 2 },
    unitPriceFen: 1250,
    priceSource: 'member',
    contractValidTo: null,
    listPriceFen: 1500,
    lineFen: 12500,
    stockQty: 80,
    problem: null,
    problemText: null,
    buyerCode: null,
    buyerRemark: null,
    quote: null,
    ...over,
  };
}

function view(lines: CartLine[]): CartView {
  const chosen = lines.filter((l) => l.selected && l.problem === null);
  return {
    lines,
    priceKind: 'member',
    selectedCount: chosen.length,
    selectedNum: chosen.reduce((n, l) => n + l.num, 0),
    selectedTotalFen: chosen.reduce((n, l) => n + l.lineFen, 0),
    lineCount: lines.length,
  };
}

/** Line 1 ticked and fine; line 2 not ticked and short of stock. */
const CART_A = view([line(1), line(2, { selected: false, num: 50, stockQty: 30, problem: 'short', problemText: '库存不足，当前可售 30个' })]);
/** After a change: line 1 at 20, both ticked (line 2 still short). */
const CART_B = view([line(1, { num: 20, lineFen: 25000 }), line(2, { num: 50, stockQty: 30, problem: 'short', problemText: '库存不足，当前可售 30个' })]);
const EMPTY = view([]);

const EVENTS = [
  { type: 'SET_QTY', id: 1, num: 20 },
  { type: 'TICK', id: 2, selected: true },
  { type: 'TICK_ALL', selected: false },
  { type: 'DELETE', id: 1 },
  { type: 'ASK', confirm: 'deleteSelected' },
  { type: 'ASK', confirm: 'clear' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'CHECKOUT', enterprise: true },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.list', output: CART_A },
  { type: 'xstate.done.actor.list', output: EMPTY },
  { type: 'xstate.error.actor.list', error: new Error('网络异常') },
  { type: 'xstate.done.actor.mutate', output: CART_B },
  { type: 'xstate.error.actor.mutate', error: { message: '库存不足，当前可售 30个', code: 2002, status: 409 } },
  { type: 'xstate.done.actor.draft', output: { id: 7, enterprise: true } },
  { type: 'xstate.error.actor.draft', error: { message: '商品已下架', code: 409, status: 409 } },
] as unknown as CartEvent[];

interface Effects {
  lists: number;
  ops: CartOp[];
  drafts: DraftRequest[];
  opened: DraftMade[];
}

const fresh = (): Effects => ({ lists: 0, ops: [], drafts: [], opened: [] });

function startCart(effects: Effects): Harness {
  return startMachine(cartMachine, {
    timers: true,
    provide: (fake) => ({
      actors: {
        fetchCart: fake.promise<CartView>('list', () => void (effects.lists += 1)),
        mutateCart: fake.promise<CartView, CartOp>('mutate', effects.ops),
        createDraft: fake.promise<DraftMade, DraftRequest>('draft', effects.drafts),
      },
      actions: {
        openDraft: (_, params) => {
          effects.opened.push(params);
        },
      },
    }),
  });
}

useFakeTimers();

const paths = shortestPaths(cartMachine, { events: EVENTS });

describePaths('cart, model-based', paths, {
  // opsBefore: how many calls had been made by the previous step.
  effects: () => ({ ...fresh(), opsBefore: 0 }),
  start: startCart,
  delays: { DEBOUNCE: CART_DEBOUNCE_MS },
  check: (effects, h, event) => {
    const snap = h.snapshot() as unknown as { value: unknown; context: CartContext; matches: (v: unknown) => boolean };
    const { context } = snap;
    // At most one new call per step, and it is exactly the change the state records.
    expect(effects.ops.length - effects.opsBefore).toBeLessThanOrEqual(1);
    if (effects.ops.length > effects.opsBefore) {
      const op = effects.ops.at(-1)!;
      expect(snap.value).toBe('updating');
      expect(op).toEqual(context.op);
      // A delete of the ticked lines sends those lines; quantities leave the waiting list.
      if (event.type === 'CONFIRM' && op.kind === 'delete') expect(op.ids).toEqual(tickedIds(context.cart));
      if (op.kind === 'quantities') {
        expect(op.edits).toEqual([{ id: 1, num: 20 }]);
        expect(context.edits).toEqual({});
      }
      effects.opsBefore = effects.ops.length;
    }
    // Nothing is sent while the confirmation dialog is open.
    if (snap.matches({ ready: 'confirming' })) expect(context.confirm).not.toBeNull();
    else expect(context.confirm).toBeNull();
    // Checkout takes only ticked lines without a problem, and only when there is one.
    if (snap.value === 'checkout') {
      const request = effects.drafts.at(-1)!;
      expect(request).toEqual({ enterprise: true, cartIds: checkoutIds(context.cart) });
      expect(request.cartIds.length).toBeGreaterThan(0);
    }
    expect(effects.opened.length).toBe(snap.value === 'leaving' ? 1 : 0);
    // Whatever is shown came from the server: the cart is one of its answers.
    if (context.cart) expect([CART_A, CART_B, EMPTY]).toContain(context.cart);
  },
});

describe('cart rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(cartMachine, paths);
  });

  async function loaded(cart: CartView = CART_A): Promise<{ h: Harness; effects: Effects }> {
    const effects = fresh();
    const h = startCart(effects);
    h.pending('list')!.resolve(cart);
    await flushMicrotasks();
    return { h, effects };
  }

  it('sends typed quantities once typing pauses, as one batch, and shows them meanwhile', async () => {
    const { h, effects } = await loaded();
    h.send({ type: 'SET_QTY', id: 1, num: 15 });
    await h.advance!(CART_DEBOUNCE_MS - 50);
    h.send({ type: 'SET_QTY', id: 1, num: 20 });
    h.send({ type: 'SET_QTY', id: 2, num: 30 });
    await h.advance!(CART_DEBOUNCE_MS - 1);
    expect(effects.ops).toEqual([]);
    expect(shownQty(h.snapshot().context as CartContext, 1, 10)).toBe(20);
    await h.advance!(1);
    expect(effects.ops).toEqual([{ kind: 'quantities', edits: [{ id: 1, num: 20 }, { id: 2, num: 30 }] }]);
    expect(shownQty(h.snapshot().context as CartContext, 2, 50)).toBe(30);
    h.stop();
  });

  it('keeps typing made during a call for the next batch, and drops edits the server already holds', async () => {
    const { h, effects } = await loaded();
    h.send({ type: 'TICK', id: 2, selected: true });
    h.send({ type: 'SET_QTY', id: 1, num: 25 });
    expect(h.snapshot().value).toBe('updating');
    h.pending('mutate')!.resolve(CART_B);
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'waiting' });
    await h.advance!(CART_DEBOUNCE_MS);
    expect(effects.ops.at(-1)).toEqual({ kind: 'quantities', edits: [{ id: 1, num: 25 }] });
    h.pending('mutate')!.resolve(CART_B);
    await flushMicrotasks();
    // The server says 20, not 25 (it may round to packs): its answer wins, nothing waits.
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    expect((h.snapshot().context as CartContext).edits).toEqual({});
    h.stop();
  });

  it('re-reads the cart after a refusal instead of keeping the refused change', async () => {
    const { h, effects } = await loaded();
    h.send({ type: 'SET_QTY', id: 1, num: 900 });
    await h.advance!(CART_DEBOUNCE_MS);
    h.pending('mutate')!.reject(new Error('库存不足'));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    expect(effects.lists).toBe(2);
    // The old cart stays in view while it reloads.
    expect((h.snapshot().context as CartContext).cart).toBe(CART_A);
    h.stop();
  });

  it('does not check out without a buyable ticked line, nor empty an empty cart', async () => {
    const none = view([line(1, { selected: false }), line(2, { problem: 'offShelf', problemText: '商品已下架' })]);
    const { h, effects } = await loaded(none);
    h.send({ type: 'CHECKOUT', enterprise: false });
    expect(effects.drafts).toEqual([]);
    h.stop();
    const empty = await loaded(EMPTY);
    empty.h.send({ type: 'ASK', confirm: 'clear' });
    empty.h.send({ type: 'ASK', confirm: 'deleteSelected' });
    empty.h.send({ type: 'TICK_ALL', selected: true });
    expect(empty.h.snapshot().value).toEqual({ ready: 'idle' });
    empty.h.stop();
  });

  it('keeps a line quantity in whole packs, from the minimum to what can be sold', () => {
    const rule = { min: 50, pack: 50 };
    expect(maximumQty(rule, 135)).toBe(100);
    expect(clampQty(7, rule, 135)).toBe(50);
    expect(clampQty(120, rule, 135)).toBe(100);
    expect(clampQty(51, rule, 500)).toBe(100);
    // Short of even the minimum: the minimum stays (the server says the line is short).
    expect(maximumQty(rule, 20)).toBe(50);
    expect(clampQty(90_000_000, { min: 1, pack: 1 }, 10_000_000)).toBe(99_999);
  });
});
