// What other modules and scripts may use of the after-sales module: the only file of it they import.
export { payRefund } from './refund-money.ts';
export { staffRefund } from './refund-read.ts';
export { listStaffRefunds, receiveRefund, reviewRefund } from './staff-refund-service.ts';
export { sweepEvidence } from './evidence-sweep.ts';
export { staffRefundCounts } from './staff-refund-queue.ts';
export { refundsWaitingOnStaff } from './refund-queue-count.ts';
export { refundsByDay } from './refund-figures.ts';
