// The bodies of the company calls (issue 37), shared by the forms and the server. Objects refuse
// unknown fields; every string has a maxLength and every number a bound.
import { Type, type Static } from 'typebox';
import { MOBILE_PATTERN } from '../shared/input-patterns.ts';
import { Nullable } from '../shared/nullable.ts';
import { PageQuery } from '../shared/page-query.ts';
import { ID_MAX } from '../shared/row-id.ts';
import {
  COST_CENTRE_MAX, COST_CENTRE_PATTERN, DEPARTMENT_NAME_MAX, INVITEE_NAME_MAX, LIST_LINES_MAX, LIST_NAME_MAX, LIST_NOTE_MAX, LIST_QUANTITY_MAX,
} from './company-limits.ts';
import { CompanyRoleField } from '../shared/company-role-field.ts';
import { COMPANY_MEMBER_STATUSES, type CompanyMemberStatus } from './company-roles.ts';

const closed = { additionalProperties: false } as const;
const RowId = Type.Integer({ minimum: 1, maximum: ID_MAX });
export { CompanyRoleField };
export const CompanyMemberStatusField = Type.Unsafe<CompanyMemberStatus>({ type: 'string', enum: [...COMPANY_MEMBER_STATUSES], description: '状态：active 正常，disabled 已停用' });

export const InviteBody = Type.Object({
  mobile: Type.String({ pattern: MOBILE_PATTERN, maxLength: 32, description: '被邀请人手机号' }),
  name: Type.String({ minLength: 1, maxLength: INVITEE_NAME_MAX, description: '被邀请人姓名' }),
  role: CompanyRoleField,
  departmentId: Type.Optional(Nullable(RowId)),
}, closed);
export type InviteBody = Static<typeof InviteBody>;

export const MemberListBody = Type.Object({ ...PageQuery.properties }, closed);
export type MemberListBody = Static<typeof MemberListBody>;

export const MemberUpdateBody = Type.Object({
  memberId: RowId,
  role: Type.Optional(CompanyRoleField),
  departmentId: Type.Optional(Nullable(RowId)),
  status: Type.Optional(CompanyMemberStatusField),
}, closed);
export type MemberUpdateBody = Static<typeof MemberUpdateBody>;

export const DepartmentSaveBody = Type.Object({
  id: Type.Optional(RowId),
  name: Type.String({ minLength: 1, maxLength: DEPARTMENT_NAME_MAX, description: '部门名称' }),
  code: Type.Optional(Nullable(Type.String({ maxLength: COST_CENTRE_MAX, pattern: COST_CENTRE_PATTERN, description: '成本中心代码' }))),
  parentId: Type.Optional(Nullable(RowId)),
}, closed);
export type DepartmentSaveBody = Static<typeof DepartmentSaveBody>;

export const AuditPageBody = Type.Object({ ...PageQuery.properties }, closed);
export type AuditPageBody = Static<typeof AuditPageBody>;

export const ListLineInput = Type.Object({
  goodsId: RowId,
  quantity: Type.Integer({ minimum: 1, maximum: LIST_QUANTITY_MAX }),
}, closed);
export type ListLineInput = Static<typeof ListLineInput>;

export const ListSaveBody = Type.Object({
  id: Type.Optional(RowId),
  name: Type.String({ minLength: 1, maxLength: LIST_NAME_MAX, description: '清单名称' }),
  note: Type.Optional(Nullable(Type.String({ maxLength: LIST_NOTE_MAX }))),
  /** The lines; omitted with `fromCart` (a cart saved as a list). */
  lines: Type.Optional(Type.Array(ListLineInput, { maxItems: LIST_LINES_MAX })),
  fromCart: Type.Optional(Type.Boolean({ description: '以当前购物车保存为清单' })),
}, closed);
export type ListSaveBody = Static<typeof ListSaveBody>;

export const ListPageBody = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Nullable(Type.String({ maxLength: LIST_NAME_MAX }))),
}, closed);
export type ListPageBody = Static<typeof ListPageBody>;
