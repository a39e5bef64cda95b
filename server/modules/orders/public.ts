// What other modules may use of the orders module: the only file of it they import. The orders
// module owns the order aggregate (status transitions, detail, the payment view it shows); the
// payments and checkout modules depend on it, never the other way round.
export { ORDER_MSG } from './messages.ts';
export { loadOrderDetail, readBankAccount } from './order-detail.ts';
export { formatOrderNo, nextDraftNo, nextOrderNo } from './order-number.ts';
export { autoConfirmShippedOrders, expireOverdueOrders } from './order-sweeper.ts';
export { completeOrderIn, lockOrder, moveOrder, noteOrder, recordPaid, recordRefunded, statusRefusal } from './order-transitions.ts';
export { paymentView } from './payment-view.ts';
export { orderDetailFor } from './sale-service.ts';
export { CLI_ACTOR, completeOrder, listStaffOrders, orderIdByNo, shipOrder, staffActor, staffRow, type StaffActor } from './staff-order-service.ts';
export { availableStock, releaseOrderUnits, reserveLines, type Allocation } from './stock-reservation.ts';
// The batch import of tracking numbers (issue 22): the orders CLI's ship-batch.
export { confirmShipBatch, previewShipBatch, readShipSheet } from './ship-batch-service.ts';
export { orderFiguresByDay, ordersAwaitingShipment, topGoodsSold, type DayOrderFigures, type GoodsSold } from './order-figures.ts';
// The order export (issue 33 item 3): the orders CLI's export.
export { exportOrders } from './order-export-service.ts';
export { findOrder, orderedUnits, orderLinesOf } from './order-refund-repository.ts';
