import { describe, expect, it } from 'vitest';
import { productPurchaseMachine, SELF_VENDOR_ID, tierChoices, unitPriceFor } from '../../../machines/catalogue/product-purchase.ts';
import { minimumQty, normaliseQty, stepQty } from '../../../machines/shared/quantity.ts';
import type { BuyIntent, CartLine, ProductPurchaseEvent, ProductPurchaseInput, QuickBuyDraft, QuickBuyRequest } from '../../../machines/catalogue/product-purchase.ts';
import { priceView } from '../../../machines/catalogue/goods-price.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const NOT_FOUND = Object.assign(new Error('请求的接口不存在'), { status: 404 });
const STOCK = Object.assign(new Error('库存不足，当前可售 3个'), { status: 409, code: 2002 });

const EVENTS = [
  { type: 'ADD_TO_CART', num: 12 },
  { type: 'BUY_NOW', num: 24 },
  { type: 'TOGGLE_FAVOURITE' },
  { type: 'RESUME', intent: { action: 'ADD_TO_CART', num: 12 } },
  { type: 'RESUME', intent: { action: 'BUY_NOW', num: 24 } },
  { type: 'SESSION', loggedIn: true },
  { type: 'SESSION', loggedIn: true, enterprise: true },
  { type: 'SESSION', loggedIn: false },
  { type: 'xstate.done.actor.addToCart', output: null },
  { type: 'xstate.error.actor.addToCart', error: NOT_FOUND },
  { type: 'xstate.done.actor.buyNow', output: { id: 41, orderType: 1 } },
  { type: 'xstate.done.actor.buyNow', output: { id: 42, orderType: 2 } },
  { type: 'xstate.error.actor.buyNow', error: STOCK },
  { type: 'xstate.done.actor.saveFavourite', output: null },
  { type: 'xstate.error.actor.saveFavourite', error: NOT_FOUND },
  { type: 'xstate.done.actor.deleteFavourite', output: null },
  { type: 'xstate.error.actor.deleteFavourite', error: NOT_FOUND },
] as unknown as ProductPurchaseEvent[];

interface Effects {
  cart: CartLine[];
  quickBuys: QuickBuyRequest[];
  favourites: string[];
  logins: number;
  intents: BuyIntent[];
  added: number;
  checkouts: string[];
}

const fresh = (): Effects => ({ cart: [], quickBuys: [], favourites: [], logins: 0, intents: [], added: 0, checkouts: [] });

function startPurchase(input: ProductPurchaseInput, effects: Effects): Harness {
  return startMachine(productPurchaseMachine, {
    input,
    provide: (fake) => ({
      actors: {
        saveCart: fake.promise<unknown, CartLine>('addToCart', effects.cart),
        quickBuy: fake.promise<QuickBuyDraft, QuickBuyRequest>('buyNow', effects.quickBuys),
        saveFavourite: fake.promise<unknown, { goodsId: number }>('saveFavourite', ({ goodsId }) => effects.favourites.push(`save ${goodsId}`)),
        deleteFavourite: fake.promise<unknown, { goodsId: number }>('deleteFavourite', ({ goodsId }) => effects.favourites.push(`delete ${goodsId}`)),
      },
      actions: {
        goToLogin: () => void (effects.logins += 1),
        rememberIntent: (_, params: BuyIntent) => void effects.intents.push(params),
        notifyAdded: () => void (effects.added += 1),
        goToCheckout: (_, params: { href: string }) => void effects.checkouts.push(params.href),
      },
    }),
  });
}

const INPUTS: ProductPurchaseInput[] = [
  { goodsId: 7, loggedIn: false, favourite: false },
  { goodsId: 7, loggedIn: true, favourite: true },
];

for (const input of INPUTS) {
  const paths = shortestPaths(productPurchaseMachine, { events: EVENTS, input });
  describePaths(`product purchase, model-based (${input.loggedIn ? 'member, favourite' : 'visitor'})`, paths, {
    effects: fresh,
    start: (effects) => startPurchase(input, effects),
    check: (effects, h, event) => {
      const snap = h.snapshot() as { value: { cart: string; favourite: string }; context: { loggedIn: boolean; enterprise: boolean } };
      // A visitor never reaches the server: the button sends them to log in.
      if (!snap.context.loggedIn && event.type !== 'SESSION') {
        expect(snap.value.cart === 'idle' || effects.cart.length + effects.quickBuys.length > 0).toBe(true);
      }
      // Every press that sent a visitor to log in was kept, with its quantity.
      expect(effects.intents.length).toBeLessThanOrEqual(effects.logins);
      for (const intent of effects.intents) expect(intent.num).toBe(intent.action === 'ADD_TO_CART' ? 12 : 24);
      // A resumed press is carried out by a member only, with its own quantity.
      if (event.type === 'RESUME' && !snap.context.loggedIn) expect(snap.value.cart).toBe('idle');
      if (event.type === 'RESUME' && snap.value.cart === 'buying') expect(effects.quickBuys.at(-1)?.num).toBe(24);
      // A visitor is never taken for an enterprise.
      if (!snap.context.loggedIn) expect(snap.context.enterprise).toBe(false);
      for (const line of effects.cart) expect(line).toMatchObject({ goodsId: 7, vendorId: SELF_VENDOR_ID });
      if (snap.value.cart === 'adding') expect(effects.cart.at(-1)?.num).toBe(12);
      // Buy now makes a draft by the member type and never touches the cart.
      // (checked as the request leaves: the session may change while it runs)
      if (snap.value.cart === 'buying' && event.type === 'BUY_NOW') {
        expect(effects.quickBuys.at(-1)).toEqual({ enterprise: snap.context.enterprise, goodsId: 7, num: 24 });
        expect(effects.cart.every((l) => l.num === 12)).toBe(true);
      }
      // The checkout opened is the one of the draft the server made, by its order type.
      for (const href of effects.checkouts) expect(['/addOrder?tmpId=41', '/addOrderVip?tmpId=42']).toContain(href);
      if (snap.value.cart === 'leaving') expect(effects.checkouts).toHaveLength(1);
      // Success is only ever said after the server said so: nothing faked.
      expect(effects.added).toBeLessThanOrEqual(effects.cart.length);
      expect(effects.checkouts.length).toBeLessThanOrEqual(effects.quickBuys.length);
    },
  });
}

describe('product purchase rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = INPUTS.flatMap((input) => shortestPaths(productPurchaseMachine, { events: EVENTS, input }));
    expectEveryStateReached(productPurchaseMachine, paths);
  });

  it('a visitor is sent to log in by every button, and nothing is sent', () => {
    const effects = fresh();
    const h = startPurchase(INPUTS[0]!, effects);
    h.send({ type: 'ADD_TO_CART', num: 1 });
    h.send({ type: 'BUY_NOW', num: 1 });
    h.send({ type: 'TOGGLE_FAVOURITE' });
    expect(effects).toMatchObject({ logins: 3, cart: [], favourites: [] });
    // The cart and buy-now presses are kept with their quantities, for after the login.
    expect(effects.intents).toEqual([{ action: 'ADD_TO_CART', num: 1 }, { action: 'BUY_NOW', num: 1 }]);
    h.stop();
  });

  it('back logged in, the kept add is made once with its quantity, and says so only when the server did', async () => {
    const effects = fresh();
    let forgotten = 0;
    const h = startMachine(productPurchaseMachine, {
      input: { goodsId: 7, loggedIn: true, favourite: false },
      provide: (fake) => ({
        actors: { saveCart: fake.promise<unknown, CartLine>('addToCart', effects.cart) },
        actions: { notifyAdded: () => void (effects.added += 1), forgetIntent: () => void (forgotten += 1) },
      }),
    });
    h.send({ type: 'RESUME', intent: { action: 'ADD_TO_CART', num: 30 } });
    expect(effects.cart).toEqual([{ goodsId: 7, num: 30, vendorId: SELF_VENDOR_ID }]);
    expect(forgotten).toBe(1);
    expect(effects.added).toBe(0);
    h.pending('addToCart')!.resolve(null);
    await flushMicrotasks();
    expect(effects.added).toBe(1);
    expect(effects.cart).toHaveLength(1);
    h.stop();
  });

  it('a kept press is ignored for a visitor (the login did not happen)', () => {
    const effects = fresh();
    const h = startPurchase({ goodsId: 7, loggedIn: false, favourite: false }, effects);
    h.send({ type: 'RESUME', intent: { action: 'ADD_TO_CART', num: 30 } });
    expect(effects.cart).toEqual([]);
    h.stop();
  });

  it('a failed buy-now goes nowhere; a successful one opens the draft\'s checkout', async () => {
    const effects = fresh();
    const h = startPurchase(INPUTS[1]!, effects);
    h.send({ type: 'BUY_NOW', num: 2 });
    h.pending('buyNow')!.reject(NOT_FOUND);
    await flushMicrotasks();
    expect(effects).toMatchObject({ added: 0, checkouts: [] });
    h.send({ type: 'BUY_NOW', num: 2 });
    // A double click while the draft is made sends nothing more.
    h.send({ type: 'BUY_NOW', num: 2 });
    h.pending('buyNow')!.resolve({ id: 9, orderType: 1 });
    await flushMicrotasks();
    expect(effects).toMatchObject({ added: 0, cart: [], checkouts: ['/addOrder?tmpId=9'] });
    expect(effects.quickBuys).toEqual([
      { enterprise: false, goodsId: 7, num: 2 },
      { enterprise: false, goodsId: 7, num: 2 },
    ]);
    h.stop();
  });

  it('an enterprise buys now through the enterprise call and lands on /addOrderVip', async () => {
    const effects = fresh();
    const h = startPurchase({ goodsId: 7, loggedIn: true, enterprise: true, favourite: false }, effects);
    h.send({ type: 'BUY_NOW', num: 5 });
    h.pending('buyNow')!.resolve({ id: 12, orderType: 2 });
    await flushMicrotasks();
    expect(effects.quickBuys).toEqual([{ enterprise: true, goodsId: 7, num: 5 }]);
    expect(effects.checkouts).toEqual(['/addOrderVip?tmpId=12']);
    // Logging out forgets the member type.
    h.send({ type: 'SESSION', loggedIn: false });
    expect((h.snapshot().context as { enterprise: boolean }).enterprise).toBe(false);
    h.stop();
  });

  it('the favourite flag changes only when the server agrees', async () => {
    const effects = fresh();
    const h = startPurchase(INPUTS[1]!, effects);
    const favourite = () => (h.snapshot().context as { favourite: boolean }).favourite;
    h.send({ type: 'TOGGLE_FAVOURITE' });
    h.pending('deleteFavourite')!.reject(NOT_FOUND);
    await flushMicrotasks();
    expect(favourite()).toBe(true);
    h.send({ type: 'TOGGLE_FAVOURITE' });
    h.pending('deleteFavourite')!.resolve(null);
    await flushMicrotasks();
    expect(favourite()).toBe(false);
    expect(effects.favourites).toEqual(['delete 7', 'delete 7']);
    h.stop();
  });
});

describe('quantity', () => {
  const single = { min: 1, pack: 1 };
  const boxed = { min: 10, pack: 12 };

  it('starts at the minimum in whole packs', () => {
    expect(minimumQty(single)).toBe(1);
    expect(minimumQty(boxed)).toBe(12);
    expect(minimumQty({ min: 50, pack: 50 })).toBe(50);
    expect(minimumQty({ min: 0, pack: 0 })).toBe(1);
  });

  it('a typed quantity is rounded up to whole packs and never below the minimum', () => {
    expect(normaliseQty(0, single)).toBe(1);
    expect(normaliseQty(7, single)).toBe(7);
    expect(normaliseQty(13, boxed)).toBe(24);
    expect(normaliseQty(5, boxed)).toBe(12);
    expect(normaliseQty(Number.NaN, boxed)).toBe(12);
    expect(normaliseQty(2.5, single)).toBe(3);
  });

  it('steps by one pack', () => {
    expect(stepQty(12, boxed, 1)).toBe(24);
    expect(stepQty(24, boxed, -1)).toBe(12);
    expect(stepQty(12, boxed, -1)).toBe(12);
    expect(stepQty(1, single, -1)).toBe(1);
  });

  it('the unit price is the tier of the largest minimum reached', () => {
    const tiers = [
      { minQty: 10, priceFen: 4220 },
      { minQty: 1, priceFen: 4350 },
      { minQty: 50, priceFen: 4089 },
    ];
    expect(unitPriceFor(1, tiers, 9999)).toBe(4350);
    expect(unitPriceFor(49, tiers, 9999)).toBe(4220);
    expect(unitPriceFor(50, tiers, 9999)).toBe(4089);
    expect(unitPriceFor(5, [], 4350)).toBe(4350);
  });

  it('lists the tiers smallest first and marks the one the quantity is priced at', () => {
    const tiers = [
      { minQty: 50, priceFen: 4089 },
      { minQty: 1, priceFen: 4350 },
      { minQty: 10, priceFen: 4220 },
    ];
    expect(tierChoices(12, tiers, 9999)).toEqual([
      { minQty: 1, priceFen: 4350, active: false },
      { minQty: 10, priceFen: 4220, active: true },
      { minQty: 50, priceFen: 4089, active: false },
    ]);
    expect(tierChoices(60, tiers, 9999).map((t) => t.active)).toEqual([false, false, true]);
    expect(tierChoices(1, [], 9999)).toEqual([]);
  });
});

describe('price by the viewer', () => {
  const prices = { listPriceFen: 4350, memberPriceFen: 4070, vipPriceFen: 3770 };

  it('a visitor sees the list price and the member price one login away', () => {
    expect(priceView({ ...prices, priceFen: 4350, priceKind: 'list' })).toEqual({
      kind: 'list',
      contractUntil: null,
      fen: 4350,
      struckFen: null,
      better: { kind: 'member', fen: 4070 },
    });
  });

  it('a member sees the member price, the list price struck, and the VIP price', () => {
    expect(priceView({ ...prices, priceFen: 4070, priceKind: 'member' })).toEqual({
      kind: 'member',
      contractUntil: null,
      fen: 4070,
      struckFen: 4350,
      better: { kind: 'vip', fen: 3770 },
    });
  });

  it('a VIP sees the VIP price and the list price struck', () => {
    expect(priceView({ ...prices, priceFen: 3770, priceKind: 'vip' })).toEqual({ kind: 'vip', contractUntil: null, fen: 3770, struckFen: 4350, better: null });
  });

  it('a company member priced at the agreement sees 协议价 with its last day and no better price offered', () => {
    expect(priceView({ ...prices, priceFen: 3500, priceKind: 'member', priceSource: 'contract', contractValidTo: '2027-06-30' })).toEqual({
      kind: 'member',
      contractUntil: '2027-06-30',
      fen: 3500,
      struckFen: 4350,
      better: null,
    });
  });

  it('equal prices are not struck or offered', () => {
    expect(priceView({ listPriceFen: 100, memberPriceFen: 100, vipPriceFen: 100, priceFen: 100, priceKind: 'member' })).toEqual({
      kind: 'member',
      contractUntil: null,
      fen: 100,
      struckFen: null,
      better: null,
    });
  });
});
