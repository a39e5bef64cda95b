// What other modules may use of the orders module: the only file of it they import. The orders
// module owns the order aggregate (status transitions, detail, the order's payments and the view
// of them); the payments and checkout modules depend on it, never the other way round, and write
// the order tables only through the functions below.
export { ORDER_MSG } from './messages.ts';
export { invoiceRemarksOf, loadOrderDetail, readBankAccount } from './order-detail.ts';
export { formatOrderNo, nextDraftNo, nextOrderNo } from './order-number.ts';
export { autoConfirmShippedOrders, expireApprovalHolds, expireOverdueOrders } from './order-sweeper.ts';
export { cancelOrderIn } from './order-cancel.ts';
export { lockOrder, moveOrder, noteOrder, recordPaid, recordRefunded, statusRefusal } from './order-transitions.ts';
export { paymentView } from './payment-view.ts';
export { orderDetailFor } from './sale-service.ts';
export { completeOrder, listStaffOrders, orderIdByNo, shipOrder, staffRow } from './staff-order-service.ts';
export { availableStock, releaseOrderUnits, reserveLines, type Allocation } from './stock-reservation.ts';
// The batch import of tracking numbers (issue 22): the orders CLI's ship-batch.
export { confirmShipBatch, previewShipBatch, readShipSheet } from './ship-batch-service.ts';
export { orderFiguresByDay, ordersAwaitingShipment, topGoodsSold } from './order-figures-repository.ts';
// The order export (issue 33 item 3): the orders CLI's export.
export { exportOrders } from './order-export-service.ts';
// The order's payments (order_payment, owned here): what the payments module reads and writes.
export {
  creditRepaymentsOf, failWaitingOfProvider, failWaitingOrderReceipts, findLinkPayment, goodsReceiptsWaiting, insertDuplicateGatewayPayment,
  insertOnlinePayment, insertReceiptPayment, lockPayment, markGatewayFailed, markGatewayPaid, markReviewed, oldestWaitingReceiptId, paymentHead,
  providerRefUsed, waitingOrderReceipts, waitingRepaymentFen,
} from './order-payment-repository.ts';
export { receiptCountsByStatus, receiptOrderLines, receiptPage, receiptRowById, receiptRowsByIds, type ReceiptRowData } from './order-receipt-repository.ts';
export { findOrder, setApprovalLevel } from './sale-order-repository.ts';
// A checkout submission's writes (checkout/order-submit.ts), in its transaction.
export { insertSaleOrder, insertSaleOrderLines, orderByClientKey, orderOfDraft, reorderLines, type SubmittedRow } from './order-submit-repository.ts';
export { insertAllocations } from './order-allocation-repository.ts';
export { insertStatusLog } from './sale-order-repository.ts';
// What goods credit orders still owe (the credit ledger).
export { creditOrdersOwed } from './credit-order-repository.ts';
// What after-sales reads of an order's lines.
export { orderedUnits, orderLinesOf } from './order-refund-repository.ts';
