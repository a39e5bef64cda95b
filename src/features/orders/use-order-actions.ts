// The buyer's actions on an order (machines/orders/order-actions.ts) wired to the calls: 去支付 leaves
// for the gateway's page, 再次购买 opens the checkout of the fresh draft, a cancel or a 确认收货 hands
// the fresh order to the page.
import { useEffect, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { orderActionsMachine } from '../../../machines/orders/order-actions.ts';
import type { DraftView, OrderDetail, PayStart } from '../../../domain/orders/orders.ts';
import type { CancelOrderBody, ConfirmReceiptBody, PayBody } from '../../../domain/orders/order-payloads.ts';
import { reorder } from '../checkout/public.ts';
import { startPayment } from '../payments/public.ts';
import { cancelOrder, confirmReceipt } from './api.ts';
import { toaster } from '../../lib/toaster.ts';
import { orders } from './text.ts';

const actionsLogic = orderActionsMachine.provide({
  actors: {
    startPay: fromPromise<PayStart, PayBody>(({ input }) => startPayment(input)),
    reorder: fromPromise<DraftView, { orderId: number }>(({ input }) => reorder(input.orderId)),
    cancelOrder: fromPromise<OrderDetail, CancelOrderBody>(({ input }) => cancelOrder(input)),
    confirmReceipt: fromPromise<OrderDetail, ConfirmReceiptBody>(({ input }) => confirmReceipt(input)),
  },
});

export type OrderActionsRef = ActorRefFrom<typeof actionsLogic>;

/** `onChanged` receives the fresh order after a cancel or a 确认收货. */
export function useOrderActions(onChanged: (order: OrderDetail) => void): OrderActionsRef {
  const actor = useActorRef(actionsLogic);
  const [, navigate] = useLocation();
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);
  useEffect(() => {
    const subscriptions = [
      actor.on('pay', (event) => window.location.assign(event.url)),
      actor.on('navigate', (event) => navigate(event.href)),
      actor.on('cancelled', (event) => {
        toaster.create({ type: 'success', title: orders.actions.cancelled, duration: 3000 });
        changed.current(event.order);
      }),
      actor.on('received', (event) => {
        toaster.create({ type: 'success', title: orders.actions.received, duration: 3000 });
        changed.current(event.order);
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, navigate]);
  return actor;
}
