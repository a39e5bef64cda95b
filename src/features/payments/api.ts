// Payment calls: starting an online payment (common service /common/api/pay) and the payment
// receipts of the order service: a bank-transfer receipt and a credit-terms (账期) repayment.
import type { OrderDetail, PayStart, RestPayInfo } from '../../../domain/orders/orders.ts';
import type { PayBody } from '../../../domain/orders/order-payloads.ts';
import { post } from '../../lib/client.ts';

const SALE = '/order/api/ord/sale';

/** POST /common/api/pay: where to send the buyer to pay an online order. */
export function startPayment(body: PayBody): Promise<PayStart> {
  return post<PayStart>('/common/api/pay', body);
}

/** POST sale/memberUploadPayReceipt (multipart: orderId, amountFen, payerName, file): a bank-transfer receipt. */
export function uploadPayReceipt(orderId: number, amountFen: number, payerName: string, file: Blob): Promise<OrderDetail> {
  const body = new FormData();
  body.append('orderId', String(orderId));
  body.append('amountFen', String(amountFen));
  body.append('payerName', payerName);
  body.append('file', file, file instanceof File ? file.name : 'receipt');
  return post<OrderDetail>(`${SALE}/memberUploadPayReceipt`, body);
}

/** POST future/memberUploadPayReceipt (multipart: orderId, amountFen, file): a credit repayment. */
export function uploadCreditReceipt(orderId: number, amountFen: number, file: Blob): Promise<RestPayInfo> {
  const body = new FormData();
  body.append('orderId', String(orderId));
  body.append('amountFen', String(amountFen));
  body.append('file', file, file instanceof File ? file.name : 'receipt');
  return post<RestPayInfo>('/order/api/future/memberUploadPayReceipt', body);
}
