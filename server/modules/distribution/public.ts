// What other modules and scripts may use of the distribution module: the only file of it they import.
export { clawbackForRefund, syncCommissions } from './commission-sync.ts';
export { approveApplication, assertInviteCode, bindReferrer, flagDistributor, listApplications, rejectApplication, setCommissionRate } from './distributor-service.ts';
export { distributorApplicationsPending } from './application-queue-count.ts';
