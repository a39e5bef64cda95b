// The checkout machine's side effects (machines/checkout/checkout.ts): loading a draft with the
// member's address book and invoice titles (read through member-books' public.ts), submitting it,
// and the navigation after.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { SubmittedOrder } from '../../../domain/orders/orders.ts';
import type { SubmitOrderBody } from '../../../domain/orders/order-payloads.ts';
import { checkoutMachine } from '../../../machines/checkout/checkout.ts';
import type { CheckoutData } from '../../../machines/checkout/checkout.ts';
import { fetchDraft, submitOrder } from './api.ts';
import { listAddresses, listInvoices } from '../member-books/public.ts';

async function loadCheckout(tmpId: number): Promise<CheckoutData> {
  const [draft, addresses, invoices] = await Promise.all([fetchDraft(tmpId), listAddresses(), listInvoices()]);
  return { draft, addresses, invoices };
}

export const checkoutLogic = checkoutMachine.provide({
  actors: {
    load: fromPromise<CheckoutData, { tmpId: number }>(({ input }) => loadCheckout(input.tmpId)),
    // Silent: the notice above 提交订单 says what happened (the server's message included).
    submit: fromPromise<SubmittedOrder, SubmitOrderBody>(({ input }) => submitOrder(input, { silent: true })),
  },
  actions: {
    redirect: (_, params) => navigate(params.href, { replace: true }),
    goToFinish: (_, params) => navigate(`/submitFinish?orderId=${params.orderId}`, { replace: true }),
    goToOrder: (_, params) => navigate(`/myOrderDetail/${params.orderId}`, { replace: true }),
  },
});
