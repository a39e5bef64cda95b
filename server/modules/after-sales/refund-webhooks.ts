// The company webhook event of a refund paid (issue 40 item 3): refund.completed, recorded by
// moveRefund in the transaction that moves the request to 已退款. Only a company's requests have it.
import type { Transaction } from 'kysely';
import { orderEventData } from '../../../domain/integration/webhook-events.ts';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { recordCompanyEvent } from '../integration/public.ts';
import { orderOfRefundEvent } from './refund-repository.ts';

export async function recordRefundCompleted(trx: Transaction<Database>, refund: { orderId: number; companyId: number | null; refundNo: string; amountFen: number }): Promise<void> {
  if (refund.companyId === null) return;
  const order = await orderOfRefundEvent(trx, refund.orderId);
  if (!order) return;
  const status = order.status as OrderStatus;
  await recordCompanyEvent(trx, {
    companyId: refund.companyId,
    type: 'refund.completed',
    data: { ...orderEventData(order, status, ORDER_STATUS_TEXT[status]), refundNo: refund.refundNo, amountFen: Number(refund.amountFen) },
  });
}
