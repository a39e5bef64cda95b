// The favourites page (/collection): one page of the member's favourite goods at a time, ticks
// for the batch 取消收藏, and per card 加入购物车 and 取消收藏. After a removal the page is read
// again (a page left empty steps back one page). A refused call was shown by the client; the
// page stays as the server last sent it.
// The app provides `fetchPage`, `removeFavourites`, `addToCart`, `notifyAdded` and `notifyRemoved`.
import { assign, fromPromise, setup } from 'xstate';
import type { Page } from '../../domain/shared/envelope.ts';
import type { GoodsCard } from '../../domain/shared/goods-card.ts';
import { SELF_VENDOR_ID } from '../../domain/cart/cart-limits.ts';
import { doneOutput } from '../shared/actor-events.ts';

export const FAVOURITES_PAGE_SIZE = 12;

/** A favourite as POST collect/page/two answers it: the goods card priced for the viewer. */
export type FavouriteCard = GoodsCard & { collectedAt: string };

export interface FavouritePageRequest {
  current: number;
  size: number;
}

export interface FavouriteCartLine {
  goodsId: number;
  num: number;
  vendorId: number;
}

export interface FavouritesContext {
  current: number;
  page: Page<FavouriteCard> | null;
  /** Ticked goods ids on this page. */
  ticked: number[];
  /** The goods ids being removed. */
  removing: number[];
}

export type FavouritesEvent =
  | { type: 'PAGE'; current: number }
  | { type: 'TICK'; id: number; on: boolean }
  | { type: 'TICK_ALL'; on: boolean }
  | { type: 'REMOVE'; ids: number[] }
  | { type: 'ADD_TO_CART'; goodsId: number; num: number }
  | { type: 'RETRY' };

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
  },
  actors: {
    fetchPage: fromPromise<Page<FavouriteCard>, FavouritePageRequest>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
    removeFavourites: fromPromise<unknown, { ids: number[] }>(() => Promise.reject(new Error('removeFavourites is provided by the app'))),
    addToCart: fromPromise<unknown, FavouriteCartLine>(() => Promise.reject(new Error('addToCart is provided by the app'))),
  },
  actions: {
    notifyAdded: () => {},
    notifyRemoved: (_, _params: { count: number }) => {},
    setPage: assign(({ context }, params: { page: Page<FavouriteCard> }) => ({
      page: params.page,
      ticked: context.ticked.filter((id) => params.page.records.some((r) => r.id === id)),
    })),
    setCurrent: assign({ current: (_, params: { current: number }) => Math.max(1, params.current) }),
    tick: assign({
      ticked: ({ context }, params: { id: number; on: boolean }) => {
        const rest = context.ticked.filter((id) => id !== params.id);
        return params.on ? [...rest, params.id] : rest;
      },
    }),
    tickAll: assign({
      ticked: ({ context }, params: { on: boolean }) => (params.on ? (context.page?.records ?? []).map((r) => r.id) : []),
    }),
    setRemoving: assign({ removing: (_, params: { ids: number[] }) => params.ids }),
    /** The removed goods are no longer ticked. */
    removed: assign(({ context }) => ({ ticked: context.ticked.filter((id) => !context.removing.includes(id)), removing: [] })),
    dropRemoving: assign({ removing: [] }),
  },
  guards: {
    /** The page asked for is past the end (its last favourites were removed). */
    pastEnd: ({ context, event }) => {
      const page = doneOutput<Page<FavouriteCard>>(event);
      return page.records.length === 0 && context.current > 1;
    },
    onPage: ({ context, event }) => event.type === 'TICK' && (context.page?.records.some((r) => r.id === event.id) ?? false),
    someIds: ({ event }) => event.type === 'REMOVE' && event.ids.length > 0,
    otherPage: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current !== context.current,
  },
}).createMachine({
  id: 'favourites',
  context: { current: 1, page: null, ticked: [], removing: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'page',
        src: 'fetchPage',
        input: ({ context }) => ({ current: context.current, size: FAVOURITES_PAGE_SIZE }),
        onDone: [
          {
            guard: 'pastEnd',
            target: 'loading',
            reenter: true,
            actions: { type: 'setCurrent', params: ({ event }) => ({ current: Math.max(1, event.output.pages) }) },
          },
          { target: 'ready', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      on: {
        PAGE: { guard: 'otherPage', target: 'loading', actions: [{ type: 'setCurrent', params: ({ event }) => event }, assign({ ticked: [] })] },
        TICK: { guard: 'onPage', actions: { type: 'tick', params: ({ event }) => event } },
        TICK_ALL: { actions: { type: 'tickAll', params: ({ event }) => event } },
        REMOVE: { guard: 'someIds', target: 'removing', actions: { type: 'setRemoving', params: ({ event }) => ({ ids: [...new Set(event.ids)] }) } },
        ADD_TO_CART: { target: 'adding' },
      },
    },
    removing: {
      invoke: {
        id: 'remove',
        src: 'removeFavourites',
        input: ({ context }) => ({ ids: context.removing }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'notifyRemoved', params: ({ context }) => ({ count: context.removing.length }) }, 'removed'],
        },
        onError: { target: 'ready', actions: 'dropRemoving' },
      },
    },
    adding: {
      invoke: {
        id: 'cart',
        src: 'addToCart',
        input: ({ event }) => {
          const e = event as { goodsId: number; num: number };
          return { goodsId: e.goodsId, num: e.num, vendorId: SELF_VENDOR_ID };
        },
        onDone: { target: 'ready', actions: 'notifyAdded' },
        onError: { target: 'ready' },
      },
    },
  },
});
