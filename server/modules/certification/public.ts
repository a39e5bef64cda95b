// What other modules and scripts may use of the certification module: the only file of it they import.
export { CERT_MSG } from './messages.ts';
export {
  approveCertification, CLI_REVIEWER, listCertifications, rejectCertification, requireRecertification, staffCertificationRow, type Actor,
} from './certification-service.ts';
export { remindVipEnding } from './vip-service.ts';
export { certificationQueue, certificationReview } from './certification-queue-service.ts';
export { applyVip688Notification, vip688Link, type Vip688Outcome } from './vip688-service.ts';
export { certificationsPending } from './certification-queue-repository.ts';
