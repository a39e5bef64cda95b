// The company role as a schema field of the member-info answer and the company payloads (issue 37),
// apart from company-role.ts so the SPA's first load does not carry TypeBox.
import { Type } from 'typebox';
import { COMPANY_ROLES, type CompanyRole } from './company-role.ts';

export const CompanyRoleField = Type.Unsafe<CompanyRole>({ type: 'string', enum: [...COMPANY_ROLES], description: '角色：admin 管理员，buyer 采购员，approver 审批人，finance 财务，viewer 只读' });
