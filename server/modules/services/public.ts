// What other modules and scripts may use of the services module: the only file of it they import.
export { SVC_MSG } from './messages.ts';
export { cancelService, CLI_ACTOR, listStaffServiceOrders, serviceOrderView } from './service-service.ts';
export { confirmService, deliverService, quoteService, scheduleService, startService } from './staff-service.ts';
export { applyServicePaymentNotification, serviceTradeLink } from './service-payment.ts';
export { reviewServiceTransfer } from './service-transfer.ts';
export { sweepBookingAttachments } from './attachment-sweep.ts';
export { orderIdByServiceNo } from './service-repository.ts';
export { serviceQueue } from './staff-service-queue.ts';
export { serviceOrdersWaitingOnStaff, serviceReceiptsWaiting } from './staff-service-queue-repository.ts';
