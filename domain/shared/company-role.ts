// The roles a company member holds (issue 37), shared because the member-info call (account) names
// the caller's role beside the company; what each role may do is in domain/company/company-roles.ts.
import { Type } from 'typebox';

export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'finance', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const CompanyRoleField = Type.Unsafe<CompanyRole>({ type: 'string', enum: [...COMPANY_ROLES], description: '角色：admin 管理员，buyer 采购员，approver 审批人，finance 财务，viewer 只读' });
