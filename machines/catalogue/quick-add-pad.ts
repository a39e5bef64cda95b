// The special zone's quick-order pad (/special/components/addCar?id=<zone>): the zone's goods in
// one table, a quantity per row, one 加入购物车 for every row that has one.
// - Load: the zone and its goods (at most PAD_MAX_GOODS, the most lines one cart holds); a 404 is
//   "not found", anything else a failure to retry. Quantities restored after a login round trip
//   are put back on the rows they belong to.
// - Edit: a typed quantity is kept exactly as typed and checked with the cart's own rules
//   (domain/cart/line-check.ts: minimum order, stock; product-purchase.ts: whole packs); a
//   quantity that breaks one is never rewritten, the row shows the rule instead. The steppers
//   move by one pack (stepQty) within the stock (the cart's maximumQty); − at the minimum clears
//   the row.
// - Submit: only when every row with a quantity keeps the rules. A visitor's quantities are
//   saved and the visitor is sent to log in (and back here). A member's rows go in one
//   save/batch call; the answer says how many were added and which were skipped (and why);
//   added rows are cleared, skipped ones keep their quantity. A failed call can be retried.
// The app provides `load`, `addLines`, `saveDraft`, `goToLogin` and `cartChanged`.
import { assign, fromPromise, not, setup } from 'xstate';
import { CART_MAX_LINES } from '../../domain/cart/cart.ts';
import type { CartBatchResult, CartSkipped } from '../../domain/cart/cart.ts';
import type { CartSaveBody } from '../../domain/cart/cart-payloads.ts';
import { checkLine } from '../../domain/cart/line-check.ts';
import { readQuantityText } from '../../domain/cart/quantity-text.ts';
import type { CartProblem } from '../../domain/cart/cart.ts';
import type { GoodsCard } from '../../domain/shared/goods-card.ts';
import { tierPrice } from '../../domain/shared/pricing.ts';
import { lineTotal } from '../../domain/shared/money.ts';
import { maximumQty } from '../shared/quantity.ts';
import { isNotFoundError } from '../shared/page-load.ts';
import { SELF_VENDOR_ID } from './product-purchase.ts';
import { minimumQty, normaliseQty, stepQty } from '../shared/quantity.ts';
import type { QtyRule } from '../shared/quantity.ts';
import { actorError } from '../shared/actor-events.ts';

/** The most goods the pad shows: one save/batch takes at most this many lines. */
export const PAD_MAX_GOODS = CART_MAX_LINES;
/** Characters a quantity field keeps: enough to show what was typed wrong, short of a paste bomb. */
export const QTY_MAX_DIGITS = 12;

/** What the pad shows of a goods (a GoodsCard as the zone call sends it). */
export type PadGoods = Pick<
  GoodsCard,
  | 'id'
  | 'goodsCode'
  | 'model'
  | 'name'
  | 'brandName'
  | 'unit'
  | 'minOrderQty'
  | 'packQty'
  | 'imageUrl'
  | 'listPriceFen'
  | 'memberPriceFen'
  | 'vipPriceFen'
  | 'priceFen'
  | 'priceKind'
  | 'stockQty'
  | 'leadTimeDays'
  | 'keySpecs'
>;

export interface PadZone {
  id: number | string;
  name: string;
  description?: string | null;
}

export interface PadData {
  zone: PadZone;
  goods: PadGoods[];
  /** The zone's live goods in all (more than goods.length when the zone exceeds PAD_MAX_GOODS). */
  total: number;
}

/** Typed quantities by goods id, as typed, never empty (an empty row has no entry). */
export type PadQuantities = Record<string, string>;

export type QtyProblem = Exclude<CartProblem, null> | 'pack' | 'notANumber';

export type QtyCheck =
  | { status: 'empty' }
  | { status: 'ok'; num: number }
  /** text: the cart's own sentence (line-check.ts); null for the pack rule (the view words it). */
  | { status: 'problem'; num: number; problem: QtyProblem; text: string | null };

export function ruleOf(goods: Pick<PadGoods, 'minOrderQty' | 'packQty'>): QtyRule {
  return { min: goods.minOrderQty, pack: goods.packQty };
}

/** What a quantity field keeps of a typed text: the text itself, trimmed to QTY_MAX_DIGITS. */
export function cleanQty(text: string): string {
  return text.slice(0, QTY_MAX_DIGITS);
}

/**
 * A typed quantity against the rules the cart applies: empty or 0 is no line; otherwise the
 * cart's line check (minimum order, stock), then whole packs (a valid quantity is one
 * normaliseQty leaves as it is).
 */
export function checkQty(goods: PadGoods, typed: string | undefined): QtyCheck {
  // Read as typed (domain/cart/quantity-text.ts): "-5", "12.5", "abc" or a number over the cap
  // are refused in words, never turned into another number.
  const reading = readQuantityText(typed ?? '', goods.unit);
  if (reading.kind === 'invalid') return { status: 'problem', num: 0, problem: 'notANumber', text: reading.message };
  if (reading.kind === 'empty' || reading.num <= 0) return { status: 'empty' };
  const num = reading.num;
  const line = checkLine({ status: 1, minOrderQty: goods.minOrderQty, unit: goods.unit }, num, goods.stockQty);
  if (line.problem !== null) return { status: 'problem', num, problem: line.problem, text: line.text };
  if (normaliseQty(num, ruleOf(goods)) !== num) return { status: 'problem', num, problem: 'pack', text: null };
  return { status: 'ok', num };
}

/** The quantity after − or +: one pack at a time within the stock; − at the minimum clears the row. */
export function steppedQty(goods: PadGoods, typed: string | undefined, direction: 1 | -1): string {
  const rule = ruleOf(goods);
  const least = minimumQty(rule);
  const most = maximumQty(rule, goods.stockQty);
  const current = Number(typed ?? '');
  if (!typed || !Number.isSafeInteger(current) || current <= 0) return direction === 1 && goods.stockQty >= least ? String(least) : '';
  if (direction === -1 && current <= least) return '';
  const next = stepQty(current, rule, direction);
  return String(Math.min(next, most));
}

export interface PadTotals {
  /** Rows with a valid quantity. */
  lines: number;
  pieces: number;
  /** At each row's unit price for its quantity (the viewer's price, then the quantity tier), in fen. */
  amountFen: number;
  /** Rows whose quantity breaks a rule. */
  problems: number;
}

/** The unit price the cart will charge for `num` of a goods: the viewer's price, then the tier. */
export function padUnitFen(goods: PadGoods, num: number): number {
  return tierPrice(goods.priceFen, goods.minOrderQty, num);
}

export function padTotals(goods: readonly PadGoods[], quantities: PadQuantities): PadTotals {
  const totals: PadTotals = { lines: 0, pieces: 0, amountFen: 0, problems: 0 };
  for (const g of goods) {
    const check = checkQty(g, quantities[String(g.id)]);
    if (check.status === 'problem') totals.problems += 1;
    if (check.status !== 'ok') continue;
    totals.lines += 1;
    totals.pieces += check.num;
    totals.amountFen += lineTotal(padUnitFen(g, check.num), check.num);
  }
  return totals;
}

/** The save/batch items of the rows with a valid quantity, in the table's order. */
export function padItems(goods: readonly PadGoods[], quantities: PadQuantities): CartSaveBody[] {
  const items: CartSaveBody[] = [];
  for (const g of goods) {
    const check = checkQty(g, quantities[String(g.id)]);
    if (check.status === 'ok') items.push({ goodsId: g.id, num: check.num, vendorId: SELF_VENDOR_ID });
  }
  return items;
}

/** Restored quantities kept only for goods on the pad, and only when they are digits. */
function restoredFor(goods: readonly PadGoods[], restored: PadQuantities): PadQuantities {
  const out: PadQuantities = {};
  for (const g of goods) {
    const text = cleanQty(restored[String(g.id)] ?? '');
    const reading = readQuantityText(text);
    if (reading.kind === 'number' && reading.num > 0) out[String(g.id)] = text;
  }
  return out;
}

export interface PadResult {
  /** Lines the call added. */
  added: number;
  skipped: CartSkipped[];
  /** Lines in the cart now (the badge). */
  lineCount: number;
}

export interface QuickAddPadInput {
  zoneId: number;
  loggedIn: boolean;
  /** Quantities saved before a login round trip (sessionStorage). */
  restored?: PadQuantities;
}

export interface QuickAddPadContext {
  zoneId: number;
  loggedIn: boolean;
  data: PadData | null;
  quantities: PadQuantities;
  restored: PadQuantities;
  /** The items of the call under way (or of the last one, for a retry). */
  sending: CartSaveBody[];
  result: PadResult | null;
}

export type QuickAddPadEvent =
  | { type: 'SET_QTY'; goodsId: number; text: string }
  | { type: 'STEP'; goodsId: number; direction: 1 | -1 }
  | { type: 'CLEAR' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'SESSION'; loggedIn: boolean };

function goodsOf(context: QuickAddPadContext, goodsId: number): PadGoods | undefined {
  return context.data?.goods.find((g) => g.id === goodsId);
}

function withQty(quantities: PadQuantities, goodsId: number, text: string): PadQuantities {
  const next = { ...quantities };
  if (text === '') delete next[String(goodsId)];
  else next[String(goodsId)] = text;
  return next;
}

export const quickAddPadMachine = setup({
  types: {
    context: {} as QuickAddPadContext,
    events: {} as QuickAddPadEvent,
    input: {} as QuickAddPadInput,
  },
  actors: {
    load: fromPromise<PadData, { zoneId: number }>(() => Promise.reject(new Error('load is provided by the app'))),
    addLines: fromPromise<CartBatchResult, { items: CartSaveBody[] }>(() => Promise.reject(new Error('addLines is provided by the app'))),
  },
  actions: {
    /** Keeps the quantities for the page to put back after logging in (sessionStorage). */
    saveDraft: (_, _params: { zoneId: number; quantities: PadQuantities }) => {},
    /** Sends a visitor to /login?redirect=<this page>. */
    goToLogin: () => {},
    /** The cart has changed: the shell's cart badge shows the new count. */
    cartChanged: (_, _params: { lineCount: number }) => {},
    setData: assign(({ context }, params: { data: PadData }) => ({
      data: params.data,
      quantities: { ...restoredFor(params.data.goods, context.restored), ...context.quantities },
      restored: {},
    })),
    setQty: assign({
      quantities: ({ context }, params: { goodsId: number; text: string }) =>
        goodsOf(context, params.goodsId) ? withQty(context.quantities, params.goodsId, cleanQty(params.text)) : context.quantities,
    }),
    step: assign({
      quantities: ({ context }, params: { goodsId: number; direction: 1 | -1 }) => {
        const goods = goodsOf(context, params.goodsId);
        if (!goods) return context.quantities;
        return withQty(context.quantities, params.goodsId, steppedQty(goods, context.quantities[String(params.goodsId)], params.direction));
      },
    }),
    clear: assign({ quantities: {} }),
    prepare: assign({ sending: ({ context }) => padItems(context.data?.goods ?? [], context.quantities), result: null }),
    /** The answer: added rows are cleared, skipped rows keep their quantity to fix. */
    setResult: assign(({ context }, params: { output: CartBatchResult }) => {
      const skipped = new Set(params.output.skipped.map((s) => String(s.goodsId)));
      const quantities: PadQuantities = {};
      for (const [id, text] of Object.entries(context.quantities)) {
        const sent = context.sending.some((item) => String(item.goodsId) === id);
        if (!sent || skipped.has(id)) quantities[id] = text;
      }
      return {
        quantities,
        result: {
          added: context.sending.length - params.output.skipped.length,
          skipped: params.output.skipped,
          lineCount: params.output.cart.lineCount,
        },
      };
    }),
    setLoggedIn: assign({ loggedIn: (_, params: { loggedIn: boolean }) => params.loggedIn }),
  },
  guards: {
    notFound: ({ event }) => isNotFoundError(actorError(event)),
    visitor: ({ context }) => !context.loggedIn,
    /** Something to add, and every row with a quantity keeps the rules. */
    canSubmit: ({ context }) => {
      const totals = padTotals(context.data?.goods ?? [], context.quantities);
      return totals.lines > 0 && totals.problems === 0;
    },
  },
}).createMachine({
  id: 'quickAddPad',
  context: ({ input }) => ({
    zoneId: input.zoneId,
    loggedIn: input.loggedIn,
    data: null,
    quantities: {},
    restored: input.restored ?? {},
    sending: [],
    result: null,
  }),
  initial: 'loading',
  on: {
    SESSION: { actions: { type: 'setLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ zoneId: context.zoneId }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: [{ guard: 'notFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    notFound: {},
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      initial: 'editing',
      // Edits and 加入购物车 are handled here for every resting state; while a call is under way
      // (and on the way to the login page) they are ignored.
      on: {
        SET_QTY: { target: '.editing', actions: { type: 'setQty', params: ({ event }) => ({ goodsId: event.goodsId, text: event.text }) } },
        STEP: { target: '.editing', actions: { type: 'step', params: ({ event }) => ({ goodsId: event.goodsId, direction: event.direction }) } },
        CLEAR: { target: '.editing', actions: 'clear' },
        SUBMIT: [
          // Nothing to add, or a row breaks a rule (the row says which): nothing is sent.
          { guard: not('canSubmit') },
          {
            guard: 'visitor',
            target: '.needsLogin',
            actions: [{ type: 'saveDraft', params: ({ context }) => ({ zoneId: context.zoneId, quantities: context.quantities }) }, 'goToLogin'],
          },
          { target: '.submitting', actions: 'prepare' },
        ],
      },
      states: {
        editing: {},
        submitting: {
          on: { SET_QTY: { actions: [] }, STEP: { actions: [] }, CLEAR: { actions: [] }, SUBMIT: { actions: [] } },
          invoke: {
            id: 'addLines',
            src: 'addLines',
            input: ({ context }) => ({ items: context.sending }),
            onDone: {
              target: 'added',
              actions: [
                { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
                { type: 'cartChanged', params: ({ event }) => ({ lineCount: event.output.cart.lineCount }) },
              ],
            },
            // The client has shown the server's message; the quantities stay for a retry.
            onError: { target: 'submitFailed' },
          },
        },
        added: {},
        submitFailed: {
          on: { RETRY: { target: 'submitting' } },
        },
        /** The visitor is on the way to the login page; the quantities are saved. */
        needsLogin: {
          on: {
            SET_QTY: { actions: [] },
            STEP: { actions: [] },
            CLEAR: { actions: [] },
            SUBMIT: { actions: [] },
            SESSION: {
              guard: ({ event }) => event.loggedIn,
              target: 'editing',
              actions: { type: 'setLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) },
            },
          },
        },
      },
    },
  },
});
