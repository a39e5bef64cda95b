// The product page's buying and favourite buttons (issue 5; the cart and favourites themselves
// come with later issues, and their calls are the real ones: a 404 today is shown as the
// server's message, never faked as success).
// - Quantity: at least the minimum order, in whole packs (machines/shared/quantity.ts).
// - Add to cart / buy now: a visitor is sent to the login page (the app adds ?redirect=).
//   Add to cart goes to POST /api/cart/save. Buy now makes a checkout draft of this one goods
//   (tmp/personalOrder for a personal member, tmp/enterpriseOrder for an enterprise; the cart is
//   left alone) and opens its checkout page: /addOrder?tmpId= or /addOrderVip?tmpId= by the
//   draft's order type.
// - Favourite: on/off through collect/save/{id} and collect/delete/{id}; a visitor logs in first.
// The app provides `saveCart`, `quickBuy`, `saveFavourite`, `deleteFavourite`, `goToLogin`,
// `notifyAdded` and `goToCheckout`.
import { assign, fromPromise, setup } from 'xstate';
import { checkoutHref } from '../shared/links.ts';
import type { OrderType } from '../../domain/orders/order-rules.ts';

export { SELF_VENDOR_ID } from '../../domain/cart/cart-limits.ts';
import { SELF_VENDOR_ID } from '../../domain/cart/cart-limits.ts';

export interface Tier {
  minQty: number;
  priceFen: number;
}

/** The unit price for `qty`: the tier with the largest minimum not above it, else `baseFen`. */
export function unitPriceFor(qty: number, tiers: readonly Tier[], baseFen: number): number {
  let best: Tier | null = null;
  for (const tier of tiers) {
    if (tier.minQty <= qty && (best === null || tier.minQty > best.minQty)) best = tier;
  }
  return best ? best.priceFen : baseFen;
}

/** The tiers shown beside the price, smallest quantity first, the one `qty` is priced at marked active. */
export function tierChoices(qty: number, tiers: readonly Tier[], baseFen: number): Array<Tier & { active: boolean }> {
  const unitFen = unitPriceFor(qty, tiers, baseFen);
  return [...tiers].sort((a, b) => a.minQty - b.minQty).map((tier) => ({ ...tier, active: unitFen === tier.priceFen && qty >= tier.minQty }));
}

export interface CartLine {
  goodsId: number;
  num: number;
  vendorId: number;
}

/** What buy now sends: the member type picks the call. */
export interface QuickBuyRequest {
  enterprise: boolean;
  goodsId: number;
  num: number;
}

/** The part of the draft buy now answers that the navigation needs. */
export interface QuickBuyDraft {
  id: number;
  orderType: OrderType;
}

/** What a visitor pressed before being sent to log in; resumed when they come back logged in. */
export interface BuyIntent {
  action: 'ADD_TO_CART' | 'BUY_NOW';
  num: number;
}

export interface ProductPurchaseInput {
  goodsId: number;
  loggedIn: boolean;
  /** An enterprise member (buy now makes an enterprise draft). */
  enterprise?: boolean;
  favourite: boolean;
}

export interface ProductPurchaseContext {
  goodsId: number;
  loggedIn: boolean;
  enterprise: boolean;
  favourite: boolean;
  /** The quantity of the add or buy under way. */
  num: number;
}

export type ProductPurchaseEvent =
  | { type: 'ADD_TO_CART'; num: number }
  | { type: 'BUY_NOW'; num: number }
  | { type: 'TOGGLE_FAVOURITE' }
  /** The press a visitor made before logging in, sent by the page once the member is known (issue 12, item 3). */
  | { type: 'RESUME'; intent: BuyIntent }
  | { type: 'SESSION'; loggedIn: boolean; enterprise?: boolean };

const line = (context: ProductPurchaseContext, num: number): CartLine => ({
  goodsId: context.goodsId,
  num,
  vendorId: SELF_VENDOR_ID,
});

export const productPurchaseMachine = setup({
  types: {
    context: {} as ProductPurchaseContext,
    events: {} as ProductPurchaseEvent,
    input: {} as ProductPurchaseInput,
  },
  actors: {
    saveCart: fromPromise<unknown, CartLine>(() => Promise.reject(new Error('saveCart is provided by the app'))),
    quickBuy: fromPromise<QuickBuyDraft, QuickBuyRequest>(() => Promise.reject(new Error('quickBuy is provided by the app'))),
    saveFavourite: fromPromise<unknown, { goodsId: number }>(() =>
      Promise.reject(new Error('saveFavourite is provided by the app')),
    ),
    deleteFavourite: fromPromise<unknown, { goodsId: number }>(() =>
      Promise.reject(new Error('deleteFavourite is provided by the app')),
    ),
  },
  actions: {
    /** Sends a visitor to the login page (and back here afterwards). */
    goToLogin: () => {},
    /** Keeps the visitor's press (and quantity) for when they are back, logged in; provided by the app. */
    rememberIntent: (_, _params: BuyIntent) => {},
    /** Drops the kept press once it is carried out; provided by the app. */
    forgetIntent: () => {},
    setNum: assign({ num: (_, params: { num: number }) => params.num }),
    /** Says the goods are in the cart. */
    notifyAdded: () => {},
    /** Opens the checkout page of the draft buy now made. */
    goToCheckout: (_, _params: { href: string }) => {},
    setLoggedIn: assign({
      loggedIn: (_, params: { loggedIn: boolean; enterprise?: boolean }) => params.loggedIn,
      enterprise: ({ context }, params: { loggedIn: boolean; enterprise?: boolean }) =>
        params.loggedIn ? (params.enterprise ?? context.enterprise) : false,
    }),
    setFavourite: assign({ favourite: (_, params: { favourite: boolean }) => params.favourite }),
  },
  guards: {
    visitor: ({ context }) => !context.loggedIn,
    favourite: ({ context }) => context.favourite,
    resumesAdd: ({ event }) => event.type === 'RESUME' && event.intent.action === 'ADD_TO_CART',
  },
}).createMachine({
  id: 'productPurchase',
  context: ({ input }) => ({
    goodsId: input.goodsId,
    loggedIn: input.loggedIn,
    enterprise: input.loggedIn && input.enterprise === true,
    favourite: input.favourite,
    num: 0,
  }),
  type: 'parallel',
  on: {
    SESSION: { actions: { type: 'setLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn, enterprise: event.enterprise }) } },
  },
  states: {
    cart: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Back from the login page: the press the visitor made is carried out once.
            RESUME: [
              { guard: 'visitor' },
              { guard: 'resumesAdd', target: 'adding', actions: [{ type: 'setNum', params: ({ event }) => ({ num: event.intent.num }) }, 'forgetIntent'] },
              { target: 'buying', actions: [{ type: 'setNum', params: ({ event }) => ({ num: event.intent.num }) }, 'forgetIntent'] },
            ],
            ADD_TO_CART: [
              { guard: 'visitor', actions: [{ type: 'rememberIntent', params: ({ event }) => ({ action: 'ADD_TO_CART' as const, num: event.num }) }, 'goToLogin'] },
              { target: 'adding', actions: { type: 'setNum', params: ({ event }) => ({ num: event.num }) } },
            ],
            BUY_NOW: [
              { guard: 'visitor', actions: [{ type: 'rememberIntent', params: ({ event }) => ({ action: 'BUY_NOW' as const, num: event.num }) }, 'goToLogin'] },
              { target: 'buying', actions: { type: 'setNum', params: ({ event }) => ({ num: event.num }) } },
            ],
          },
        },
        adding: {
          invoke: {
            id: 'addToCart',
            src: 'saveCart',
            input: ({ context }) => line(context, context.num),
            onDone: { target: 'idle', actions: 'notifyAdded' },
            // The client has shown the server's message (a 404 until the cart exists).
            onError: { target: 'idle' },
          },
        },
        buying: {
          invoke: {
            id: 'buyNow',
            src: 'quickBuy',
            input: ({ context }) => ({
              enterprise: context.enterprise,
              goodsId: context.goodsId,
              num: context.num,
            }),
            // Stays busy (buttons disabled) while the checkout page opens.
            onDone: { target: 'leaving', actions: { type: 'goToCheckout', params: ({ event }) => ({ href: checkoutHref(event.output) }) } },
            // The client has shown the server's message (e.g. 库存不足, or the draft has a problem).
            onError: { target: 'idle' },
          },
        },
        leaving: {},
      },
    },
    favourite: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TOGGLE_FAVOURITE: [
              { guard: 'visitor', actions: 'goToLogin' },
              { guard: 'favourite', target: 'removing' },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveFavourite',
            src: 'saveFavourite',
            input: ({ context }) => ({ goodsId: context.goodsId }),
            onDone: { target: 'idle', actions: { type: 'setFavourite', params: { favourite: true } } },
            onError: { target: 'idle' },
          },
        },
        removing: {
          invoke: {
            id: 'deleteFavourite',
            src: 'deleteFavourite',
            input: ({ context }) => ({ goodsId: context.goodsId }),
            onDone: { target: 'idle', actions: { type: 'setFavourite', params: { favourite: false } } },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
