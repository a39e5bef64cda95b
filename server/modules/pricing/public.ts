// What other modules and scripts may use of the pricing module: the only file of it they import.
// The agreement steps for `npm run pricing` (scripts/pricing.ts), the same functions as the staff API.
export { agreementDetail, agreementIdOfNo, listAgreements } from './agreement-read-service.ts';
export { agreementVersion, confirmAgreement, rejectAgreement, revokeAgreement } from './agreement-service.ts';
