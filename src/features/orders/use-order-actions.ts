// The buyer's actions on an order (machines/orders/order-actions.ts) wired to the calls: 去支付 leaves
// for the gateway's page, 再次购买 opens the checkout of the fresh draft, a cancel hands the fresh
// order to the page.
import { useEffect, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { orderActionsMachine } from '../../../machines/orders/order-actions.ts';
import type { DraftView, OrderDetail, PayStart } from '../../../domain/orders/orders.ts';
import type { CancelOrderBody, PayBody } from '../../../domain/orders/order-payloads.ts';
import { reorder } from '../checkout/public.ts';
import { startPayment } from '../payments/public.ts';
import { cancelOrder } from './api.ts';
import { toaster } from '../../lib/toaster.ts';
import { orders } from './text.ts';

const actionsLogic = orderActionsMachine.provide({
  actors: {
    startPay: fromPromise<PayStart, PayBody>(({ input }) => startPayment(input)),
    reorder: fromPromise<DraftView, { orderId: number }>(({ input }) => reorder(input.orderId)),
    cancelOrder: fromPromise<OrderDetail, CancelOrderBody>(({ input }) => cancelOrder(input)),
  },
});

export type OrderActionsRef = ActorRefFrom<typeof actionsLogic>;

export function useOrderActions(onCancelled: (order: OrderDetail) => void): OrderActionsRef {
  const actor = useActorRef(actionsLogic);
  const [, navigate] = useLocation();
  const cancelled = useRef(onCancelled);
  useEffect(() => {
    cancelled.current = onCancelled;
  }, [onCancelled]);
  useEffect(() => {
    const subscriptions = [
      actor.on('pay', (event) => window.location.assign(event.url)),
      actor.on('navigate', (event) => navigate(event.href)),
      actor.on('cancelled', (event) => {
        toaster.create({ type: 'success', title: orders.actions.cancelled, duration: 3000 });
        cancelled.current(event.order);
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, navigate]);
  return actor;
}
