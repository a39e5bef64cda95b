// The 订单发货 list (issue 22): orders 待发货 / 已发货 / 已完成 (tabs with counts), filtered by
// order number and order dates, paged by the server; and shipping one order from it: OPEN_SHIP
// opens the form for a 待发货 order, SHIP checks the carrier and the tracking number as the
// server does (Chinese sentences by error key in the page's text) before sending, a success
// reloads the list with a notice, the server's refusal stays on the form. 完成 (issue 34): OPEN_COMPLETE
// asks to confirm for a 已发货 order, COMPLETE sends it (staff/order/complete, the one completion
// the member's 确认收货 and the automatic confirmation also use), a success reloads the list with a
// notice, a refusal stays in the dialog. The app provides `fetchPage`, `ship` and `complete`.
import { assign, fromPromise, setup } from 'xstate';
import type { StaffOrderRow } from '../../domain/orders/staff-orders.ts';
import { CARRIER_MAX, TRACKING_NO_PATTERN, type ShippingListAnswer, type ShippingListBody, type ShippingState } from '../../domain/orders/staff-shipping-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface ShippingFilters {
  orderNo: string | null;
  from: string | null;
  to: string | null;
}

export const NO_SHIPPING_FILTERS: ShippingFilters = { orderNo: null, from: null, to: null };
export const SHIPPING_PAGE_SIZE = 20;

export type ShippingFilterError = 'dateRange' | 'dateFormat' | 'orderNo';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function shippingFilterError(f: ShippingFilters): ShippingFilterError | null {
  if (f.orderNo !== null && !/^[A-Za-z0-9-]{1,30}$/.test(f.orderNo)) return 'orderNo';
  if ((f.from !== null && !DATE.test(f.from)) || (f.to !== null && !DATE.test(f.to))) return 'dateFormat';
  if (f.from !== null && f.to !== null && f.from > f.to) return 'dateRange';
  return null;
}

export function shippingQuery(state: ShippingState, f: ShippingFilters, current: number): ShippingListBody {
  const body: ShippingListBody = { current, size: SHIPPING_PAGE_SIZE, state };
  if (f.orderNo !== null) body.orderNo = f.orderNo;
  if (f.from !== null) body.from = f.from;
  if (f.to !== null) body.to = f.to;
  return body;
}

export interface ShipForm {
  carrier: string;
  trackingNo: string;
}

export type ShipFieldError = 'carrierRequired' | 'carrierTooLong' | 'trackingRequired' | 'trackingFormat';
export interface ShipFormErrors {
  carrier: ShipFieldError | null;
  trackingNo: ShipFieldError | null;
}

const TRACKING = new RegExp(TRACKING_NO_PATTERN);

/** The form's errors by field (both null: it may be sent). */
export function shipFormErrors(form: ShipForm): ShipFormErrors {
  const carrier = form.carrier.trim();
  const tracking = form.trackingNo.trim();
  return {
    carrier: !carrier ? 'carrierRequired' : [...carrier].length > CARRIER_MAX ? 'carrierTooLong' : null,
    trackingNo: !tracking ? 'trackingRequired' : !TRACKING.test(tracking) ? 'trackingFormat' : null,
  };
}

const NO_ERRORS: ShipFormErrors = { carrier: null, trackingNo: null };
const hasErrors = (e: ShipFormErrors) => e.carrier !== null || e.trackingNo !== null;

export interface ShipInput {
  orderId: number;
  carrier: string;
  trackingNo: string;
}

export interface ShippingQueueContext {
  state: ShippingState;
  filters: ShippingFilters;
  current: number;
  page: ShippingListAnswer | null;
  filterError: ShippingFilterError | null;
  loadError: string | null;
  /** The order whose ship form is open. */
  target: StaffOrderRow | null;
  formErrors: ShipFormErrors;
  shipFailure: string | null;
  /** The order number just shipped (a notice until the next action). */
  shipped: string | null;
  /** The 已发货 order whose 完成 waits for confirmation. */
  completeTarget: StaffOrderRow | null;
  completeFailure: string | null;
  /** The order number just completed (a notice until the next action). */
  completed: string | null;
}

export type ShippingQueueEvent =
  | { type: 'STATE'; state: ShippingState }
  | { type: 'FILTER'; filters: ShippingFilters }
  | { type: 'CLEAR' }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' }
  | { type: 'OPEN_SHIP'; order: StaffOrderRow }
  | { type: 'CLOSE_SHIP' }
  | { type: 'SHIP'; form: ShipForm }
  | { type: 'OPEN_COMPLETE'; order: StaffOrderRow }
  | { type: 'CLOSE_COMPLETE' }
  | { type: 'COMPLETE' };

export const shippingQueueMachine = setup({
  types: {
    context: {} as ShippingQueueContext,
    events: {} as ShippingQueueEvent,
  },
  actors: {
    fetchPage: fromPromise<ShippingListAnswer, ShippingListBody>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
    ship: fromPromise<unknown, ShipInput>(() => Promise.reject(new Error('ship is provided by the app'))),
    complete: fromPromise<unknown, { orderId: number }>(() => Promise.reject(new Error('complete is provided by the app'))),
  },
  actions: {
    setState: assign({ state: (_, params: { state: ShippingState }) => params.state, current: 1, shipped: null, completed: null }),
    setFilters: assign({ filters: (_, params: { filters: ShippingFilters }) => params.filters, current: 1, filterError: null, shipped: null, completed: null }),
    clearFilters: assign({ filters: NO_SHIPPING_FILTERS, current: 1, filterError: null, shipped: null, completed: null }),
    refuseFilters: assign({ filterError: (_, params: { error: ShippingFilterError }) => params.error }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ page: (_, params: { page: ShippingListAnswer }) => params.page, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    openShip: assign({ target: (_, params: { order: StaffOrderRow }) => params.order, formErrors: NO_ERRORS, shipFailure: null, shipped: null, completed: null, completeTarget: null, completeFailure: null }),
    closeShip: assign({ target: null, formErrors: NO_ERRORS, shipFailure: null }),
    refuseForm: assign({ formErrors: (_, params: { errors: ShipFormErrors }) => params.errors, shipFailure: null }),
    startShip: assign({ formErrors: NO_ERRORS, shipFailure: null }),
    markShipped: assign(({ context }) => ({ shipped: context.target?.orderNo ?? null, target: null })),
    setShipFailure: assign({ shipFailure: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    openComplete: assign({ completeTarget: (_, params: { order: StaffOrderRow }) => params.order, completeFailure: null, completed: null, shipped: null, target: null }),
    closeComplete: assign({ completeTarget: null, completeFailure: null }),
    startComplete: assign({ completeFailure: null }),
    markCompleted: assign(({ context }) => ({ completed: context.completeTarget?.orderNo ?? null, completeTarget: null })),
    setCompleteFailure: assign({ completeFailure: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    badFilters: ({ event }) => event.type === 'FILTER' && shippingFilterError(event.filters) !== null,
    otherState: ({ context, event }) => event.type === 'STATE' && event.state !== context.state,
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.page?.pages ?? 1) && event.current !== context.current,
    toShip: ({ event }) => event.type === 'OPEN_SHIP' && event.order.status === 2,
    toComplete: ({ event }) => event.type === 'OPEN_COMPLETE' && event.order.status === 3,
    completeOpen: ({ context }) => context.completeTarget !== null,
    formOpen: ({ context }) => context.target !== null,
    badForm: ({ event }) => event.type === 'SHIP' && hasErrors(shipFormErrors(event.form)),
  },
}).createMachine({
  id: 'shippingQueue',
  context: {
    state: 'toShip', filters: NO_SHIPPING_FILTERS, current: 1, page: null, filterError: null, loadError: null,
    target: null, formErrors: NO_ERRORS, shipFailure: null, shipped: null, completeTarget: null, completeFailure: null, completed: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => shippingQuery(context.state, context.filters, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      on: {
        STATE: { guard: 'otherState', target: 'loading', actions: [{ type: 'setState', params: ({ event }) => ({ state: event.state }) }, 'closeShip', 'closeComplete'] },
        FILTER: [
          { guard: 'badFilters', actions: { type: 'refuseFilters', params: ({ event }) => ({ error: shippingFilterError(event.filters) as ShippingFilterError }) } },
          { target: 'loading', actions: [{ type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) }, 'closeShip', 'closeComplete'] },
        ],
        CLEAR: { target: 'loading', actions: ['clearFilters', 'closeShip', 'closeComplete'] },
        PAGE: { guard: 'pageInRange', target: 'loading', actions: [{ type: 'setPage', params: ({ event }) => ({ current: event.current }) }, 'closeShip', 'closeComplete'] },
        OPEN_COMPLETE: { guard: 'toComplete', actions: { type: 'openComplete', params: ({ event }) => ({ order: event.order }) } },
        CLOSE_COMPLETE: { actions: 'closeComplete' },
        COMPLETE: { guard: 'completeOpen', target: 'completing', actions: 'startComplete' },
        OPEN_SHIP: { guard: 'toShip', actions: { type: 'openShip', params: ({ event }) => ({ order: event.order }) } },
        CLOSE_SHIP: { actions: 'closeShip' },
        SHIP: [
          { guard: 'badForm', actions: { type: 'refuseForm', params: ({ event }) => ({ errors: shipFormErrors(event.form) }) } },
          { guard: 'formOpen', target: 'shipping', actions: 'startShip' },
        ],
      },
    },
    shipping: {
      invoke: {
        id: 'ship',
        src: 'ship',
        input: ({ context, event }) => ({
          orderId: context.target!.id,
          carrier: event.type === 'SHIP' ? event.form.carrier.trim() : '',
          trackingNo: event.type === 'SHIP' ? event.form.trackingNo.trim().toUpperCase() : '',
        }),
        onDone: { target: 'loading', actions: 'markShipped' },
        onError: { target: 'ready', actions: { type: 'setShipFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    completing: {
      invoke: {
        id: 'complete',
        src: 'complete',
        input: ({ context }) => ({ orderId: context.completeTarget!.id }),
        onDone: { target: 'loading', actions: 'markCompleted' },
        onError: { target: 'ready', actions: { type: 'setCompleteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
