// What the server answers about cooperation applications (docs/api/cooperation.md): the member's
// own application (getSupplierAuditInfo) and the staff list's rows, one schema and type each.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { CooperationStatusSchema, ProgrammeSchema, SalesRangeSchema } from './cooperation-rules.ts';

const Str = (description: string) => Type.String({ description });
const When = (description: string) => Type.String({ description: `${description}（ISO 8601）` });

export const CategoryRef = Type.Object({ id: Type.Integer({ description: '分类编号' }), name: Str('分类名称') });

/** A stored file of the application, readable by its owner and staff only. */
export const CooperationFile = Type.Object({ url: Str('文件地址（仅本人和后台可读）'), type: Str('文件类型（按内容识别）') });
export type CooperationFile = Static<typeof CooperationFile>;

export const CooperationAudit = Type.Object({
  id: Type.Integer({ description: '申请编号' }),
  programme: ProgrammeSchema,
  programmeText: Str('合作类型'),
  companyName: Str('企业名称'),
  creditCode: Str('统一社会信用代码'),
  contact: Str('联系人'),
  mobile: Str('联系人手机号'),
  email: Nullable(Str('联系邮箱')),
  categories: Type.Array(CategoryRef, { description: '经营类目' }),
  brands: Type.Array(Type.String(), { description: '经营品牌' }),
  salesRange: SalesRangeSchema,
  salesRangeText: Str('年销售额区间'),
  licence: CooperationFile,
  authorisation: Nullable(CooperationFile),
  status: CooperationStatusSchema,
  statusText: Str('审核状态'),
  reviewNote: Nullable(Str('审核意见')),
  createdAt: When('申请时间'),
  reviewedAt: Nullable(When('审核时间')),
  /** Whether the member may send a new application now (none pending). */
  mayApplyAgain: Type.Boolean({ description: '是否可以重新申请（未通过时）' }),
});
export type CooperationAudit = Static<typeof CooperationAudit>;

export const StaffCooperationRow = Type.Object({
  ...CooperationAudit.properties,
  memberId: Nullable(Type.Integer({ description: '会员编号' })),
  memberMobile: Nullable(Str('会员手机号')),
  reviewedBy: Nullable(Str('审核人')),
});
export type StaffCooperationRow = Static<typeof StaffCooperationRow>;

/** company/get/{id}: a company of the registry, to fill certification and invoice forms. */
export const RegistryCompany = Type.Object({
  id: Type.Integer({ description: '企业编号' }),
  companyName: Str('企业名称'),
  creditCode: Str('统一社会信用代码'),
  legalPerson: Nullable(Str('法定代表人')),
  regAddress: Nullable(Str('注册地址')),
  source: Str('来源（seed 内置，member 会员录入）'),
});
export type RegistryCompany = Static<typeof RegistryCompany>;
