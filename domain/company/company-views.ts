// What the company calls answer (issue 37): TypeBox schemas, so the response schema and the SPA's
// type are one definition.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { CompanyMemberStatusField, CompanyRoleField } from './company-payloads.ts';

export const CompanyInfo = Type.Object({
  companyId: Type.Integer({ description: '企业编号' }),
  companyName: Type.String({ description: '企业名称' }),
  creditCode: Type.String({ description: '统一社会信用代码' }),
  role: CompanyRoleField,
  memberStatus: CompanyMemberStatusField,
  departmentId: Nullable(Type.Integer({ description: '所在部门' })),
  departmentName: Nullable(Type.String({ description: '所在部门名称' })),
  memberCount: Type.Integer({ description: '成员数' }),
  adminCount: Type.Integer({ description: '管理员数' }),
  /** Whether the caller's login is the certified enterprise account (it cannot leave the company). */
  isHolder: Type.Boolean({ description: '是否企业认证账号' }),
  createdAt: Type.String({ description: '成立时间（ISO 8601）' }),
  /** Whether the company's orders need a PO number (issue 38, set on /company/rules). */
  poRequired: Type.Boolean({ description: '下单时采购单号必填' }),
});
export type CompanyInfo = Static<typeof CompanyInfo>;

export const CompanyMemberRow = Type.Object({
  memberId: Type.Integer(),
  name: Type.String({ description: '姓名' }),
  mobile: Type.String({ description: '手机号（脱敏）' }),
  role: CompanyRoleField,
  departmentId: Nullable(Type.Integer()),
  departmentName: Nullable(Type.String()),
  status: CompanyMemberStatusField,
  isHolder: Type.Boolean({ description: '企业认证账号' }),
  joinedAt: Type.String({ description: '加入时间（ISO 8601）' }),
});
export type CompanyMemberRow = Static<typeof CompanyMemberRow>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_TEXT: Record<InvitationStatus, string> = { pending: '待接受', accepted: '已接受', cancelled: '已撤回', expired: '已过期' };

export const InvitationRow = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  mobile: Type.String({ description: '手机号（脱敏）' }),
  name: Type.String(),
  role: CompanyRoleField,
  departmentId: Nullable(Type.Integer()),
  departmentName: Nullable(Type.String()),
  status: Type.Unsafe<InvitationStatus>({ type: 'string', enum: [...INVITATION_STATUSES], description: '状态：pending 待接受，accepted 已接受，cancelled 已撤回，expired 已过期' }),
  invitedByName: Type.String({ description: '邀请人' }),
  createdAt: Type.String(),
  expiresAt: Type.String(),
});
export type InvitationRow = Static<typeof InvitationRow>;

export const DepartmentRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Nullable(Type.String({ description: '成本中心代码' })),
  parentId: Nullable(Type.Integer()),
  memberCount: Type.Integer(),
});
export type DepartmentRow = Static<typeof DepartmentRow>;

export const AuditRow = Type.Object({
  id: Type.Integer(),
  actorName: Type.String({ description: '操作人' }),
  byStaff: Type.Boolean({ description: '是否平台运营操作' }),
  action: Type.String({ description: '操作' }),
  summary: Type.String({ description: '内容' }),
  createdAt: Type.String(),
});
export type AuditRow = Static<typeof AuditRow>;

export const RequisitionLine = Type.Object({
  goodsId: Type.Integer(),
  goodsCode: Type.String(),
  goodsName: Type.String(),
  model: Nullable(Type.String()),
  brandName: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  quantity: Type.Integer(),
  /** Whether the goods can still be bought (on sale). */
  available: Type.Boolean(),
});
export type RequisitionLine = Static<typeof RequisitionLine>;

export const RequisitionListRow = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: '清单名称' }),
  note: Nullable(Type.String({ description: '备注' })),
  lineCount: Type.Integer({ description: '商品种数' }),
  createdByName: Type.String({ description: '创建人' }),
  updatedAt: Type.String({ description: '最后修改时间（ISO 8601）' }),
  lines: Type.Array(RequisitionLine),
});
export type RequisitionListRow = Static<typeof RequisitionListRow>;

/** Why a list line was not added to the cart: off sale (or gone), or the cart's own refusal (stock, minimum, full). */
export const ListToCartSkip = Type.Object({
  goodsId: Type.Integer(),
  goodsCode: Type.String({ description: '商品编码' }),
  goodsName: Type.String({ description: '商品名称' }),
  reason: Type.String({ description: '未加入的原因' }),
});
export type ListToCartSkip = Static<typeof ListToCartSkip>;

export const ListToCartResult = Type.Object({
  added: Type.Integer({ description: '加入购物车的行数' }),
  skipped: Type.Array(ListToCartSkip, { description: '未加入的商品及原因' }),
});
export type ListToCartResult = Static<typeof ListToCartResult>;
