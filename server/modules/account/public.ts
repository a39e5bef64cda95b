// What other modules may use of the account module: the only file of it they import.
export { findMemberInfo } from './member-repository.ts';
export { approveCompanyOf } from './open-member-repository.ts';
export { memberContacts, type MemberContact } from './member-contact-repository.ts';
export { bindMemberReferrer, countReferredMembers, lockMemberDistributorFlag, lockMemberDistributorFlagByMobile, memberByInviteCode, memberDistributorFlags, setDistributorFlag, setInviteCodeIfNone } from './member-distribution-repository.ts';
export { makeMemberEnterprise, setMemberPoints, setMemberVipEnd } from './member-grant-repository.ts';
export { revokeClientTokens, revokeStaffTokens } from './oauth-token-repository.ts';
export { issuePunchoutToken, revokeToken } from './token-repository.ts';
