// /myOrderDetail/{id}: one order of the member (GET sale/getOrderInfo/{id}) and, for a credit
// (账期) order, what it still owes (GET future/getRestPayInfo/{id}).
// Coming back from the payment gateway (?paid=1), the page says 支付成功 once the order has left
// 待付款, else 支付处理中 while it reads the order again a few times (the gateway's notification
// may arrive a moment after the buyer); after the last try it says so and stops. Back after
// giving up on the gateway (?paid=0), it says the payment was not made while the order waits.
// A cancel or a receipt upload answers the fresh order (ORDER) or the fresh credit account
// (REST_PAY, after which the order is read again for its payment records).
// The app provides `load` (loadOrderView over the two calls).
import { assign, fromPromise, setup } from 'xstate';
import type { OrderDetail, RestPayInfo, StatusLogView } from '../../domain/orders/orders.ts';
import { ORDER_STATUS, PAY_METHOD, type OrderStatus, type PayMethod } from '../../domain/orders/order-status.ts';
import { failureOf } from '../shared/service-failure.ts';
import { actorError } from '../shared/actor-events.ts';

export const PAY_POLL_MS = 2000;
export const PAY_POLLS = 3;

export interface OrderView {
  order: OrderDetail;
  /** Credit orders only. */
  restPay: RestPayInfo | null;
}

/** The order, and for a credit order what it still owes. */
export async function loadOrderView(
  orderId: number,
  api: { fetchOrder: (id: number) => Promise<OrderDetail>; fetchRestPayInfo: (id: number) => Promise<RestPayInfo> },
): Promise<OrderView> {
  const order = await api.fetchOrder(orderId);
  const restPay = order.payMethod === PAY_METHOD.credit ? await api.fetchRestPayInfo(orderId) : null;
  return { order, restPay };
}

/** The id of /myOrderDetail/{id}, or null when it is not a positive integer. */
export function parseOrderId(text: string | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

/**
 * The steps of the status bar: the path the order's pay method takes, or the path it took to 已取消.
 * An order that needed approval (issue 38: 待审批 now, an approval status, or 待审批 in its timeline)
 * starts with 待审批.
 */
export function orderSteps(order: { status: OrderStatus; payMethod: PayMethod | null; timeline: readonly StatusLogView[]; approvalStatus?: string | null }): {
  steps: OrderStatus[];
  current: number;
} {
  const { awaitingPayment, awaitingConfirmation, awaitingShipment, shipped, completed, cancelled, awaitingApproval } = ORDER_STATUS;
  const paying: OrderStatus[] =
    order.payMethod === PAY_METHOD.credit
      ? [awaitingShipment, shipped, completed]
      : order.payMethod === PAY_METHOD.bankTransfer
        ? [awaitingPayment, awaitingConfirmation, awaitingShipment, shipped, completed]
        : [awaitingPayment, awaitingShipment, shipped, completed];
  const approved =
    order.status === awaitingApproval || (order.approvalStatus ?? null) !== null || order.timeline.some((entry) => entry.toStatus === awaitingApproval);
  const path: OrderStatus[] = approved ? [awaitingApproval, ...paying] : paying;
  if (order.status === cancelled) {
    const log = [...order.timeline].reverse().find((entry) => entry.toStatus === cancelled);
    const from = log?.fromStatus ?? path[0];
    const at = path.indexOf(from as OrderStatus);
    const steps = [...path.slice(0, at >= 0 ? at + 1 : 1), cancelled];
    return { steps, current: steps.length - 1 };
  }
  const at = path.indexOf(order.status);
  if (at >= 0) return { steps: path, current: at };
  // A status off the usual path (e.g. 待确认 of an online order): shown after the first step.
  const before = path.slice(0, path.length - paying.length + 1);
  const steps = [...before, order.status, ...paying.slice(1).filter((s) => s > order.status)];
  return { steps, current: before.length };
}

/** Whole days, hours, minutes and seconds left until `deadline` (none when past). */
export function timeLeft(deadline: string, now: number): { days: number; hours: number; minutes: number; seconds: number; ms: number } {
  const ms = Math.max(0, Date.parse(deadline) - now);
  const total = Math.floor(ms / 1000);
  return {
    ms,
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export type PayNotice = 'paid' | 'processing' | 'gaveUp' | 'notPaid';

/** How the buyer came back from the payment gateway: ?paid=1, ?paid=0, or not from it. */
export type PayReturn = 'paid' | 'unpaid' | null;

export function parsePayReturn(search: string): PayReturn {
  const paid = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('paid');
  return paid === '1' ? 'paid' : paid === '0' ? 'unpaid' : null;
}

export interface OrderDetailInput {
  orderId: number | null;
  returned: PayReturn;
}

export interface OrderDetailContext {
  orderId: number | null;
  view: OrderView | null;
  paidReturn: boolean;
  polls: number;
  notice: PayNotice | null;
}

export type OrderDetailEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'ORDER'; order: OrderDetail }
  | { type: 'REST_PAY'; restPay: RestPayInfo };

function statusOf(context: OrderDetailContext): OrderStatus | null {
  return context.view?.order.status ?? null;
}

export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    input: {} as OrderDetailInput,
  },
  actors: {
    load: fromPromise<OrderView, { orderId: number }>(() => Promise.reject(new Error('load is provided by the app'))),
  },
  actions: {
    setView: assign({ view: (_, params: { view: OrderView }) => params.view }),
    setOrder: assign({
      view: ({ context }, params: { order: OrderDetail }) => ({ order: params.order, restPay: context.view?.restPay ?? null }),
      notice: null,
      paidReturn: false,
    }),
    setRestPay: assign({
      view: ({ context }, params: { restPay: RestPayInfo }) => (context.view ? { ...context.view, restPay: params.restPay } : null),
    }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    setNotice: assign({ notice: (_, params: { notice: PayNotice | null }) => params.notice }),
  },
  guards: {
    noId: ({ context }) => context.orderId === null,
    notFound: ({ event }) => {
      const { status } = failureOf(actorError(event));
      return status === 404 || status === 400;
    },
    returnedUnpaid: ({ context }) => context.paidReturn && statusOf(context) === ORDER_STATUS.awaitingPayment,
    mayPollAgain: ({ context }) => context.polls < PAY_POLLS,
    returnedPaid: ({ context }) => {
      const status = statusOf(context);
      return context.paidReturn && status !== null && status !== ORDER_STATUS.awaitingPayment && status !== ORDER_STATUS.cancelled;
    },
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({
    orderId: input.orderId,
    view: null,
    paidReturn: input.returned === 'paid',
    polls: 0,
    notice: input.returned === 'unpaid' ? 'notPaid' : null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'noId', target: 'missing' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ orderId: context.orderId as number }),
        onDone: { target: 'ready', actions: { type: 'setView', params: ({ event }) => ({ view: event.output }) } },
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'failed' }],
      },
    },
    ready: {
      initial: 'settling',
      on: {
        ORDER: { target: '.idle', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.order }) } },
        REST_PAY: { target: '.refreshing', actions: { type: 'setRestPay', params: ({ event }) => ({ restPay: event.restPay }) } },
      },
      states: {
        settling: {
          always: [
            { guard: 'returnedUnpaid', target: 'settlingUnpaid' },
            { guard: 'returnedPaid', target: 'idle', actions: { type: 'setNotice', params: { notice: 'paid' } } },
            // 支付未完成 stays while the order still waits for its payment.
            {
              target: 'idle',
              actions: {
                type: 'setNotice',
                params: ({ context }) => ({ notice: context.notice === 'notPaid' && statusOf(context) === ORDER_STATUS.awaitingPayment ? 'notPaid' : null }),
              },
            },
          ],
        },
        settlingUnpaid: {
          always: [
            { guard: 'mayPollAgain', target: 'waiting', actions: { type: 'setNotice', params: { notice: 'processing' } } },
            { target: 'idle', actions: { type: 'setNotice', params: { notice: 'gaveUp' } } },
          ],
        },
        waiting: {
          after: { [PAY_POLL_MS]: { target: 'polling' } },
        },
        polling: {
          invoke: {
            id: 'poll',
            src: 'load',
            input: ({ context }) => ({ orderId: context.orderId as number }),
            onDone: { target: 'settling', actions: [{ type: 'setView', params: ({ event }) => ({ view: event.output }) }, 'countPoll'] },
            onError: { target: 'settling', actions: 'countPoll' },
          },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'load',
            input: ({ context }) => ({ orderId: context.orderId as number }),
            onDone: { target: 'settling', actions: { type: 'setView', params: ({ event }) => ({ view: event.output }) } },
            onError: { target: 'idle' },
          },
        },
        idle: {
          on: { RELOAD: { target: 'refreshing' } },
        },
      },
    },
    missing: {},
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
  },
});
