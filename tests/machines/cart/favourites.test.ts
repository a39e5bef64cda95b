import { describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import { FAVOURITES_PAGE_SIZE, favouritesMachine } from '../../../machines/cart/favourites.ts';
import type { FavouriteCard, FavouriteCartLine, FavouritePageRequest, FavouritesContext, FavouritesEvent } from '../../../machines/cart/favourites.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

function card(id: number): FavouriteCard {
  return {
    id,
    goodsCode: `G${id}`,
    model: `6205-${id}`,
    name: '深沟球轴承',
    brandId: 1,
    brandName: 'SKF',
    categoryId: 1001,
    categoryName: '深沟球轴承',
    unit: '个',
    minOrderQty: 10,
    packQty: 5,
    imageUrl: '/x.png',
    listPriceFen: 1500,
    memberPriceFen: 1300,
    vipPriceFen: 1200,
    priceFen: 1300,
    priceKind: 'member',
    priceSource: 'member',
    contractValidTo: null,
    stockQty: 80,
    leadTimeDays: 2,
    salesCount: 0,
    isNew: false,
    isHot: false,
    keySpecs: [],
    collectedAt: '2026-11-20T08:00:00.000Z',
  };
}

const page = (current: number, ids: number[], total = 14): Page<FavouriteCard> => ({
  records: ids.map(card),
  total,
  size: FAVOURITES_PAGE_SIZE,
  current,
  pages: Math.ceil(total / FAVOURITES_PAGE_SIZE),
});

const FIRST = page(1, [1, 2, 3]);
const SECOND = page(2, [13, 14]);
/** Page 2 after its last favourites were removed elsewhere: nothing there any more. */
const GONE = page(2, [], 12);

const EVENTS = [
  { type: 'PAGE', current: 2 },
  { type: 'TICK', id: 2, on: true },
  { type: 'TICK', id: 13, on: true },
  { type: 'TICK_ALL', on: true },
  { type: 'TICK_ALL', on: false },
  { type: 'REMOVE', ids: [2] },
  { type: 'REMOVE', ids: [] },
  { type: 'ADD_TO_CART', goodsId: 1, num: 10 },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.page', output: FIRST },
  { type: 'xstate.done.actor.page', output: SECOND },
  { type: 'xstate.done.actor.page', output: GONE },
  { type: 'xstate.error.actor.page', error: new Error('网络异常') },
  { type: 'xstate.done.actor.remove', output: null },
  { type: 'xstate.error.actor.remove', error: new Error('收藏不存在') },
  { type: 'xstate.done.actor.cart', output: null },
  { type: 'xstate.error.actor.cart', error: new Error('库存不足') },
] as unknown as FavouritesEvent[];

interface Effects {
  pages: FavouritePageRequest[];
  removals: Array<{ ids: number[] }>;
  carts: FavouriteCartLine[];
  added: number;
  removed: number[];
}

const fresh = (): Effects => ({ pages: [], removals: [], carts: [], added: 0, removed: [] });

function startFavourites(effects: Effects): Harness {
  return startMachine(favouritesMachine, {
    provide: (fake) => ({
      actors: {
        fetchPage: fake.promise<Page<FavouriteCard>, FavouritePageRequest>('page', effects.pages),
        removeFavourites: fake.promise<unknown, { ids: number[] }>('remove', effects.removals),
        addToCart: fake.promise<unknown, FavouriteCartLine>('cart', effects.carts),
      },
      actions: {
        notifyAdded: () => {
          effects.added += 1;
        },
        notifyRemoved: (_, params) => {
          effects.removed.push(params.count);
        },
      },
    }),
  });
}

const paths = shortestPaths(favouritesMachine, { events: EVENTS });

describePaths('favourites, model-based', paths, {
  effects: fresh,
  start: startFavourites,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: FavouritesContext };
    const { context } = snap;
    // A page read asks for the page the state records, at the fixed size.
    if (snap.value === 'loading') expect(effects.pages.at(-1)).toEqual({ current: context.current, size: FAVOURITES_PAGE_SIZE });
    // Only goods shown on this page can be ticked.
    for (const id of context.ticked) expect(context.page?.records.map((r) => r.id)).toContain(id);
    // A removal sends the ids asked for, never an empty list.
    if (snap.value === 'removing') expect(effects.removals.at(-1)).toEqual({ ids: context.removing });
    for (const removal of effects.removals) expect(removal.ids.length).toBeGreaterThan(0);
    // Adding to the cart from a favourite sends the shop's own vendor.
    for (const line of effects.carts) expect(line).toEqual({ goodsId: 1, num: 10, vendorId: 0 });
  },
});

describe('favourites rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(favouritesMachine, paths);
  });

  it('steps back a page when the page read has emptied, and unticks what was removed', async () => {
    const effects = fresh();
    const h = startFavourites(effects);
    h.pending('page')!.resolve(FIRST);
    await flushMicrotasks();
    h.send({ type: 'PAGE', current: 2 });
    h.pending('page')!.resolve(SECOND);
    await flushMicrotasks();
    h.send({ type: 'TICK_ALL', on: true });
    expect((h.snapshot().context as FavouritesContext).ticked).toEqual([13, 14]);
    h.send({ type: 'REMOVE', ids: [13, 14] });
    h.pending('remove')!.resolve(null);
    await flushMicrotasks();
    expect(effects.removed).toEqual([2]);
    expect((h.snapshot().context as FavouritesContext).ticked).toEqual([]);
    h.pending('page')!.resolve(GONE);
    await flushMicrotasks();
    expect(effects.pages.at(-1)).toEqual({ current: 1, size: FAVOURITES_PAGE_SIZE });
    h.stop();
  });
});
