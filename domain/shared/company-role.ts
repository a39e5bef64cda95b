// The roles a company member holds (issue 37), shared because the member-info call (account) names
// the caller's role beside the company; what each role may do is in domain/company/company-roles.ts.
// Plain values only: the shell's first load reads this file, so the role's schema (TypeBox) is in
// company-role-field.ts, which only the servers' payloads and answers import.

export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'finance', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
