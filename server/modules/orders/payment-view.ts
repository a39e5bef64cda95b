// How a payment row reads inside an order (the detail, the staff rows, a credit order's
// repayments): the orders module owns this view, and the payments module reads it from here, so
// the dependency runs one way (payments -> orders).
import type { Selectable } from 'kysely';
import { paymentStatusText, type PaymentStatus } from '../../../domain/orders/order-rules.ts';
import type { PaymentView } from '../../../domain/orders/orders.ts';
import type { OrderPaymentTable } from '../../db/schema.ts';

export type PaymentRow = Selectable<OrderPaymentTable>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function paymentView(row: PaymentRow): PaymentView {
  const status = row.status as PaymentStatus;
  return {
    id: row.id,
    provider: row.provider,
    purpose: row.purpose === 2 ? 2 : 1,
    amountFen: row.amountFen,
    status,
    statusText: paymentStatusText(row.provider, status),
    receiptUrl: row.receiptUrl,
    receiptType: row.receiptType,
    note: row.note,
    createdAt: iso(row.createdAt)!,
    reviewedAt: iso(row.reviewedAt),
  };
}
