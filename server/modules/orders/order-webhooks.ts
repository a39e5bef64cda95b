// The company webhook events of an order's moves (issue 40 item 3): approved (the last approval
// level agreed), shipped and completed, recorded by moveOrder in the transaction of the move, beside
// the member's message. Only a company's orders have them.
import type { Transaction } from 'kysely';
import { orderEventData, type WebhookEventType } from '../../../domain/integration/webhook-events.ts';
import { ORDER_STATUS_TEXT, type OrderStatus, type OrderTransition } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { recordCompanyEvent } from '../integration/public.ts';

const EVENT_OF: Partial<Record<OrderTransition, WebhookEventType>> = {
  approve: 'order.approved',
  approveOnCredit: 'order.approved',
  ship: 'order.shipped',
  complete: 'order.completed',
};

export async function recordOrderMoveEvent(
  trx: Transaction<Database>,
  order: { companyId: number | null; orderNo: string; poNumber: string | null; totalFen: number },
  transition: OrderTransition,
  to: OrderStatus,
  set: { carrier?: string; trackingNo?: string } | undefined,
): Promise<void> {
  const type = EVENT_OF[transition];
  if (!type || order.companyId === null) return;
  const data: Record<string, unknown> = orderEventData(order, to, ORDER_STATUS_TEXT[to]);
  if (type === 'order.shipped') Object.assign(data, { carrier: set?.carrier ?? null, trackingNo: set?.trackingNo ?? null });
  await recordCompanyEvent(trx, { companyId: order.companyId, type, data });
}
