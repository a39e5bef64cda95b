// What other parts of the server and the CLIs may use of the staff module.
export { installStaffGuard } from './staff-guard.ts';
export { recordCliAction } from './audit-service.ts';
export { chainHash, GENESIS, type ChainedFields } from './audit-chain.ts';
export { verifyAuditChain, verifyLines } from './audit-verify.ts';
export { alertStaffLoginAttack, listStaffAlerts } from './staff-alerts.ts';
export { addStaffAccount, changeStaffRole, CLI_ACCOUNT_ACTOR, disableStaffAccount, listStaffAccounts, staffIdByUsername } from './staff-account-service.ts';
