// The shopping cart page (/shoppingCart): the member's cart as the server last sent it, and the
// changes asked of it. The server's CartView is the only truth: after every call it replaces
// what the page shows (prices, totals, problems), nothing is recomputed here.
// - Quantity edits wait DEBOUNCE ms for typing to pause, then go as one batch of updates; edits
//   made while a call is under way wait for the next batch. An edit of a line that is deleted
//   meanwhile is dropped.
// - Ticks (one line or all), deletes (one line, the ticked ones, all) are one call each; deleting
//   the ticked lines and emptying the cart are confirmed first.
// - 去结算 makes a checkout draft of the ticked lines that can be bought, then opens it.
// - A refused call (the client has shown the server's words) reloads the cart, so the page
//   never shows a state the server did not confirm.
// The app provides `fetchCart`, `mutateCart`, `createDraft` and `openDraft`.
import { assign, fromPromise, setup } from 'xstate';
import type { CartView } from '../../domain/cart/cart.ts';
import { doneOutput } from '../shared/actor-events.ts';

export const CART_DEBOUNCE_MS = 400;

export interface QtyEdit {
  id: number;
  num: number;
}

/** One change asked of the server; the app turns it into the cart calls. */
export type CartOp =
  | { kind: 'quantities'; edits: QtyEdit[] }
  /** ids null: every line. */
  | { kind: 'select'; ids: number[] | null; selected: boolean }
  | { kind: 'delete'; ids: number[] }
  | { kind: 'clear' };

export type CartConfirm = 'deleteSelected' | 'clear';

export interface DraftRequest {
  enterprise: boolean;
  cartIds: number[];
}

export interface DraftMade {
  id: number;
  enterprise: boolean;
}

export interface CartContext {
  cart: CartView | null;
  /** Quantities typed but not sent yet, by line id. */
  edits: Record<string, number>;
  /** The change under way. */
  op: CartOp | null;
  confirm: CartConfirm | null;
}

export type CartEvent =
  | { type: 'RETRY' }
  | { type: 'SET_QTY'; id: number; num: number }
  | { type: 'TICK'; id: number; selected: boolean }
  | { type: 'TICK_ALL'; selected: boolean }
  | { type: 'DELETE'; id: number }
  | { type: 'ASK'; confirm: CartConfirm }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CHECKOUT'; enterprise: boolean };

/** The lines 去结算 takes: ticked, and buyable as they stand (the server's selectedCount). */
export function checkoutIds(cart: CartView | null): number[] {
  return (cart?.lines ?? []).filter((line) => line.selected && line.problem === null).map((line) => line.id);
}

export function tickedIds(cart: CartView | null): number[] {
  return (cart?.lines ?? []).filter((line) => line.selected).map((line) => line.id);
}

export function allTicked(cart: CartView | null): boolean {
  const lines = cart?.lines ?? [];
  return lines.length > 0 && lines.every((line) => line.selected);
}

/** The quantity a line shows: the one typed, while it waits to be sent, else the server's. */
export function shownQty(context: Pick<CartContext, 'edits' | 'op'>, id: number, serverNum: number): number {
  const typed = context.edits[String(id)];
  if (typed !== undefined) return typed;
  const sending = context.op?.kind === 'quantities' ? context.op.edits.find((e) => e.id === id) : undefined;
  return sending ? sending.num : serverNum;
}

function editsOf(edits: Record<string, number>): QtyEdit[] {
  return Object.entries(edits).map(([id, num]) => ({ id: Number(id), num }));
}

/** Drops edits of lines that are gone and edits equal to what the server holds. */
function pruned(edits: Record<string, number>, cart: CartView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, num] of Object.entries(edits)) {
    const line = cart.lines.find((l) => String(l.id) === id);
    if (line && line.num !== num) out[id] = num;
  }
  return out;
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    fetchCart: fromPromise<CartView>(() => Promise.reject(new Error('fetchCart is provided by the app'))),
    mutateCart: fromPromise<CartView, CartOp>(() => Promise.reject(new Error('mutateCart is provided by the app'))),
    createDraft: fromPromise<DraftMade, DraftRequest>(() => Promise.reject(new Error('createDraft is provided by the app'))),
  },
  actions: {
    /** Opens the checkout page of the draft (/addOrder or /addOrderVip). */
    openDraft: (_, _params: DraftMade) => {},
    setCart: assign(({ context }, params: { cart: CartView }) => ({ cart: params.cart, op: null, edits: pruned(context.edits, params.cart) })),
    addEdit: assign({
      edits: ({ context }, params: { id: number; num: number }) => ({ ...context.edits, [String(params.id)]: params.num }),
    }),
    /** The change about to be sent; typed quantities it carries leave the waiting list. */
    setOp: assign((_, params: { op: CartOp }) => {
      if (params.op.kind !== 'quantities') return { op: params.op, confirm: null };
      return { op: params.op, confirm: null, edits: {} };
    }),
    dropOp: assign({ op: null }),
    setConfirm: assign({ confirm: (_, params: { confirm: CartConfirm | null }) => params.confirm }),
  },
  guards: {
    hasEdits: ({ context }) => Object.keys(context.edits).length > 0,
    /** Edits still differ from the cart the server has just sent. */
    editsOutlive: ({ context, event }) => Object.keys(pruned(context.edits, doneOutput<CartView>(event))).length > 0,
    knownLine: ({ context, event }) => event.type === 'SET_QTY' && (context.cart?.lines.some((l) => l.id === event.id) ?? false),
    canCheckout: ({ context }) => checkoutIds(context.cart).length > 0,
    hasLines: ({ context }) => (context.cart?.lines.length ?? 0) > 0,
    /** Deleting the ticked lines needs a ticked line; emptying the cart needs a line. */
    canAsk: ({ context, event }) =>
      event.type === 'ASK' && (event.confirm === 'deleteSelected' ? tickedIds(context.cart).length > 0 : (context.cart?.lines.length ?? 0) > 0),
    confirmsDelete: ({ context }) => context.confirm === 'deleteSelected',
  },
  delays: {
    DEBOUNCE: CART_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'cart',
  context: { cart: null, edits: {}, op: null, confirm: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'list',
        src: 'fetchCart',
        onDone: [
          { guard: 'editsOutlive', target: 'ready.waiting', actions: { type: 'setCart', params: ({ event }) => ({ cart: event.output }) } },
          { target: 'ready', actions: { type: 'setCart', params: ({ event }) => ({ cart: event.output }) } },
        ],
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      on: {
        SET_QTY: { guard: 'knownLine', target: '.waiting', reenter: true, actions: { type: 'addEdit', params: ({ event }) => event } },
        TICK: {
          target: 'updating',
          actions: { type: 'setOp', params: ({ event }) => ({ op: { kind: 'select', ids: [event.id], selected: event.selected } }) },
        },
        TICK_ALL: {
          guard: 'hasLines',
          target: 'updating',
          actions: { type: 'setOp', params: ({ event }) => ({ op: { kind: 'select', ids: null, selected: event.selected } }) },
        },
        DELETE: { target: 'updating', actions: { type: 'setOp', params: ({ event }) => ({ op: { kind: 'delete', ids: [event.id] } }) } },
        ASK: {
          guard: 'canAsk',
          target: '.confirming',
          actions: { type: 'setConfirm', params: ({ event }) => ({ confirm: event.confirm }) },
        },
      },
      states: {
        idle: {
          on: {
            CHECKOUT: { guard: 'canCheckout', target: '#cart.checkout' },
          },
        },
        /** Typed quantities wait for the typing to pause. */
        waiting: {
          after: {
            DEBOUNCE: [
              {
                guard: 'hasEdits',
                target: '#cart.updating',
                actions: { type: 'setOp', params: ({ context }) => ({ op: { kind: 'quantities', edits: editsOf(context.edits) } }) },
              },
              { target: 'idle' },
            ],
          },
        },
        confirming: {
          on: {
            // The dialog is modal: it is answered before anything else changes.
            SET_QTY: {},
            TICK: {},
            TICK_ALL: {},
            DELETE: {},
            ASK: {},
            CONFIRM: [
              {
                guard: 'confirmsDelete',
                target: '#cart.updating',
                actions: { type: 'setOp', params: ({ context }) => ({ op: { kind: 'delete', ids: tickedIds(context.cart) } }) },
              },
              { target: '#cart.updating', actions: { type: 'setOp', params: { op: { kind: 'clear' } } } },
            ],
            CANCEL: [
              { guard: 'hasEdits', target: 'waiting', actions: { type: 'setConfirm', params: { confirm: null } } },
              { target: 'idle', actions: { type: 'setConfirm', params: { confirm: null } } },
            ],
          },
        },
      },
    },
    updating: {
      on: {
        // Typing goes on while a call is under way; it is sent with the next batch.
        SET_QTY: { guard: 'knownLine', actions: { type: 'addEdit', params: ({ event }) => event } },
      },
      invoke: {
        id: 'mutate',
        src: 'mutateCart',
        input: ({ context }) => context.op ?? { kind: 'quantities', edits: [] },
        onDone: [
          { guard: 'editsOutlive', target: 'ready.waiting', actions: { type: 'setCart', params: ({ event }) => ({ cart: event.output }) } },
          { target: 'ready', actions: { type: 'setCart', params: ({ event }) => ({ cart: event.output }) } },
        ],
        // The client has shown the refusal; the cart is read again, the old one stays in view.
        onError: { target: 'loading', actions: 'dropOp' },
      },
    },
    checkout: {
      invoke: {
        id: 'draft',
        src: 'createDraft',
        input: ({ context, event }) => ({ enterprise: (event as { enterprise?: boolean }).enterprise === true, cartIds: checkoutIds(context.cart) }),
        onDone: { target: 'leaving', actions: { type: 'openDraft', params: ({ event }) => event.output } },
        // A line that cannot be ordered any more: the refusal was shown; the cart shows why.
        onError: { target: 'loading' },
      },
    },
    /** The draft is open; the page is being left. */
    leaving: {},
  },
});
