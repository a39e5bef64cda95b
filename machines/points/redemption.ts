// One redemption of the points mall (issue 17): choose the quantity (within the stock, the
// per-member limit and the 99 a redemption takes), pick a shipping address from the address book,
// confirm, then redeemed, out of stock, not enough points (the balance is checked on the quantity
// step as the quantity is typed, and again by the server, which has the last word), or failed
// with the server's sentence. A quantity that breaks a rule (issue 34: zero, negative, a fraction,
// over 99, the stock, the limit or the balance) is a problem shown in place and 下一步 is refused.
// The app provides the actors (addresses, redeem).
import { assign, fromPromise, setup } from 'xstate';
import { POINTS_CODE, REDEEM_QTY_MAX } from '../../domain/points/points-rules.ts';
import type { PointsGoodsCard, RedeemResult } from '../../domain/points/points-views.ts';
import type { RedeemBody } from '../../domain/points/points-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface RedemptionAddress {
  id: number;
  consignee: string;
  mobile: string;
  text: string;
  isDefault: boolean;
}

export interface RedemptionInput {
  goods: PointsGoodsCard;
  balance: number;
}

/**
 * Why a typed quantity cannot be redeemed, checked as it is typed (step 1): not a number, zero or
 * below, a fraction, above the 99 a redemption takes, above the stock, above what the per-member
 * limit leaves, or dearer than the member's balance.
 */
export type QtyProblem = 'notNumber' | 'belowOne' | 'notInteger' | 'overMax' | 'overStock' | 'overLimit' | 'overBalance';

/** The most units this member may take now: stock, what the limit leaves, and the per-call maximum. */
export function maxQty(goods: PointsGoodsCard): number {
  const limitLeft = goods.perMemberLimit > 0 ? Math.max(0, goods.perMemberLimit - goods.redeemed) : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(goods.stock, limitLeft, REDEEM_QTY_MAX));
}

export function checkQty(goods: PointsGoodsCard, qty: number, balance: number): QtyProblem | null {
  if (!Number.isFinite(qty)) return 'notNumber';
  if (qty < 1) return 'belowOne';
  if (!Number.isInteger(qty)) return 'notInteger';
  if (qty > REDEEM_QTY_MAX) return 'overMax';
  if (qty > goods.stock) return 'overStock';
  if (goods.perMemberLimit > 0 && qty + goods.redeemed > goods.perMemberLimit) return 'overLimit';
  if (goods.pointsCost * qty > balance) return 'overBalance';
  return null;
}

/** The points a valid quantity costs, or null while the quantity is not one (no "-800 积分"). */
export function costOf(goods: PointsGoodsCard, qty: number): number | null {
  return Number.isInteger(qty) && qty >= 1 ? goods.pointsCost * qty : null;
}

export interface RedemptionContext {
  goods: PointsGoodsCard;
  balance: number;
  qty: number;
  qtyProblem: QtyProblem | null;
  addresses: RedemptionAddress[];
  addressId: number | null;
  result: RedeemResult | null;
  error: string | null;
}

export type RedemptionEvent =
  | { type: 'SET_QTY'; qty: number }
  | { type: 'NEXT' }
  | { type: 'PICK_ADDRESS'; id: number }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' };

export const redemptionMachine = setup({
  types: {
    context: {} as RedemptionContext,
    events: {} as RedemptionEvent,
    input: {} as RedemptionInput,
  },
  actors: {
    addresses: fromPromise<RedemptionAddress[], void>(() => Promise.reject(new Error('addresses is provided by the app'))),
    redeem: fromPromise<RedeemResult, RedeemBody>(() => Promise.reject(new Error('redeem is provided by the app'))),
  },
  guards: {
    soldOut: ({ context }) => context.goods.stock <= 0,
    cannotAfford: ({ context }) => context.balance < context.goods.pointsCost * context.qty,
    qtyOk: ({ context }) => context.qtyProblem === null,
    hasAddress: ({ context }) => context.addressId !== null,
    outOfStockRefusal: ({ event }) => failureOf((event as { error?: unknown }).error).code === POINTS_CODE.outOfStock,
    notEnoughRefusal: ({ event }) => failureOf((event as { error?: unknown }).error).code === POINTS_CODE.notEnoughPoints,
  },
}).createMachine({
  id: 'redemption',
  context: ({ input }) => ({
    goods: input.goods, balance: input.balance, qty: 1, qtyProblem: checkQty(input.goods, 1, input.balance), addresses: [], addressId: null, result: null, error: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'soldOut', target: 'outOfStock' },
        { guard: 'cannotAfford', target: 'notEnoughPoints' },
        { target: 'choose' },
      ],
    },
    choose: {
      on: {
        SET_QTY: { actions: assign({ qty: ({ event }) => event.qty, qtyProblem: ({ context, event }) => checkQty(context.goods, event.qty, context.balance) }) },
        // A quantity the balance cannot pay is a problem of this step (下一步 is refused here).
        NEXT: { guard: 'qtyOk', target: 'loadingAddresses' },
      },
    },
    loadingAddresses: {
      invoke: {
        id: 'addresses',
        src: 'addresses',
        onDone: {
          target: 'address',
          actions: assign({
            addresses: ({ event }) => event.output,
            addressId: ({ event, context }) => context.addressId ?? (event.output.find((a) => a.isDefault) ?? event.output[0])?.id ?? null,
          }),
        },
        onError: { target: 'addressFailed', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
      },
    },
    addressFailed: { on: { RETRY: 'loadingAddresses', BACK: 'choose' } },
    address: {
      on: {
        PICK_ADDRESS: { guard: ({ context, event }) => context.addresses.some((a) => a.id === event.id), actions: assign({ addressId: ({ event }) => event.id }) },
        NEXT: { guard: 'hasAddress', target: 'confirm' },
        BACK: 'choose',
      },
    },
    confirm: { on: { CONFIRM: 'redeeming', BACK: 'address' } },
    redeeming: {
      entry: assign({ error: null }),
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => ({ pointsGoodsId: context.goods.id, qty: context.qty, addressId: context.addressId! }),
        onDone: { target: 'redeemed', actions: assign({ result: ({ event }) => event.output, balance: ({ event }) => event.output.balance }) },
        onError: [
          { guard: 'outOfStockRefusal', target: 'outOfStock', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
          { guard: 'notEnoughRefusal', target: 'notEnoughPoints', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
          { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
        ],
      },
    },
    redeemed: { type: 'final' },
    outOfStock: { type: 'final' },
    notEnoughPoints: { type: 'final' },
    failed: { on: { CONFIRM: 'redeeming', BACK: 'confirm' } },
  },
});
