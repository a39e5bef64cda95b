// What other modules and scripts may use of the certification module: the only file of it they import.
export { approveCertification, CLI_REVIEWER, listCertifications, rejectCertification, requireRecertification, staffCertificationRow } from './certification-service.ts';
export { remindVipEnding } from './vip-service.ts';
export { certificationReview } from './certification-queue-service.ts';
export { applyVip688Notification, vip688Link } from './vip688-service.ts';
export { certificationsPending } from './certification-queue-repository.ts';
