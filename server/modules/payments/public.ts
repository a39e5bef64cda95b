// What other modules and scripts may use of the payments module: the only file of it they import.
// The payments module depends on the orders module (through orders/public.ts), never the reverse.
export { PAY_MSG } from './messages.ts';
export { pendingReceiptOf, reviewPayment } from './payment-review-service.ts';
// The receipt rules and form reader goods transfers use, shared with service orders' transfers.
export { checkReceipt } from './receipt-service.ts';
export { formInt, readReceiptForm, ReceiptFormDoc } from './receipt-routes.ts';
// The 收款确认 queue's count on the staff dashboard (order_payment is the orders module's table).
export { goodsReceiptsWaiting } from '../orders/public.ts';
export { orderReceiptDetail } from './staff-receipt-service.ts';
export { orderIdOfPayment, originalOnlinePayment } from './order-payment-lookup-repository.ts';
