// Whose records a list of orders, enquiries or after-sales shows inside a company (issue 37): the
// 全公司 / 我的 switch and the filters by member and department. Shared by orders, enquiry and
// after-sales; the server resolves it against the caller's role (company/public.ts).
import { Type, type Static } from 'typebox';
import { Nullable } from './nullable.ts';
import { ID_MAX } from './row-id.ts';

export const COMPANY_SCOPES = ['mine', 'company'] as const;
export type CompanyScope = (typeof COMPANY_SCOPES)[number];

export const CompanyScopeFields = {
  scope: Type.Optional(Type.Unsafe<CompanyScope>({ type: 'string', enum: [...COMPANY_SCOPES], description: '范围：mine 我的（默认），company 全公司（按角色可见范围）' })),
  scopeMemberId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: ID_MAX, description: '按成员筛选' }))),
  scopeDepartmentId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: ID_MAX, description: '按部门筛选' }))),
};
export const CompanyScopeQuery = Type.Object(CompanyScopeFields);
export type CompanyScopeQuery = Static<typeof CompanyScopeQuery>;
