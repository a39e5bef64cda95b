// The payloads of supplier cooperation (docs/api/cooperation.md). The application is a multipart
// form: these text fields (categoryIds and brands repeated once per value) plus the files
// `licence` (营业执照, always) and `authorisation` (品牌授权书, for 品牌授权经销商). The SPA checks
// the form with the same schema and cooperationProblems before sending; the server checks again.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { MOBILE_PATTERN } from '../shared/input-patterns.ts';
import { isValidCreditCode } from '../shared/credit-code.ts';
import { PageQuery } from '../shared/page-query.ts';
import { Nullable } from '../shared/nullable.ts';
import {
  BRAND_NAME_MAX, COMPANY_NAME_MAX, CONTACT_MAX, CooperationStatusSchema, EMAIL_MAX, MAX_BRANDS, MAX_CATEGORIES, PROGRAMMES, ProgrammeSchema,
  REVIEW_NOTE_MAX, SALES_RANGES, SalesRangeSchema,
} from './cooperation-rules.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '编号' });

export const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@]{1,63}\\.[^\\s@]{2,30}$';
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{18}$';

/** cooperationInfo/save (multipart): the text fields besides the files. */
export const CooperationFields = Type.Object(
  {
    programme: ProgrammeSchema,
    companyName: Type.String({ minLength: 2, maxLength: COMPANY_NAME_MAX, description: '企业名称（与营业执照一致）' }),
    creditCode: Type.String({ pattern: CREDIT_CODE_PATTERN, maxLength: 18, description: '统一社会信用代码（GB 32100，校验位核对）' }),
    contact: Type.String({ minLength: 1, maxLength: CONTACT_MAX, description: '联系人' }),
    mobile: Type.String({ pattern: MOBILE_PATTERN, maxLength: 11, description: '联系人手机号' }),
    email: Type.Optional(Type.String({ pattern: EMAIL_PATTERN, maxLength: EMAIL_MAX, description: '联系邮箱（可不填）' })),
    categoryIds: Type.Array(Id, { minItems: 1, maxItems: MAX_CATEGORIES, uniqueItems: true, description: '经营类目（商品分类编号）' }),
    brands: Type.Array(Type.String({ minLength: 1, maxLength: BRAND_NAME_MAX }), { maxItems: MAX_BRANDS, description: '经营品牌' }),
    salesRange: SalesRangeSchema,
  },
  closed,
);
export type CooperationFields = Static<typeof CooperationFields>;

/** The names of the text fields (a multipart part with any other name is refused). */
export const COOPERATION_FIELD_NAMES = ['programme', 'companyName', 'creditCode', 'contact', 'mobile', 'email', 'categoryIds', 'brands', 'salesRange'] as const;
export type CooperationFieldName = (typeof COOPERATION_FIELD_NAMES)[number] | 'licence' | 'authorisation';

/** The form as typed, before it is checked (the SPA's form state). */
export interface CooperationDraft {
  programme: number | null;
  companyName: string;
  creditCode: string;
  contact: string;
  mobile: string;
  email: string;
  categoryIds: number[];
  brands: string[];
  salesRange: number | null;
}

export const EMPTY_DRAFT: CooperationDraft = {
  programme: null,
  companyName: '',
  creditCode: '',
  contact: '',
  mobile: '',
  email: '',
  categoryIds: [],
  brands: [],
  salesRange: null,
};

/** The Chinese sentence for each field that breaks a rule (the first rule it breaks). */
export const COOPERATION_PROBLEM = {
  programme: '请选择合作类型',
  companyName: `请填写企业名称（2 到 ${COMPANY_NAME_MAX} 个字）`,
  creditCodeFormat: '统一社会信用代码应为 18 位数字或大写字母',
  creditCodeCheck: '统一社会信用代码校验失败，请与营业执照核对',
  contact: `请填写联系人（不超过 ${CONTACT_MAX} 个字）`,
  mobile: '请填写正确的 11 位手机号',
  email: '邮箱格式不正确',
  categoryIds: `请选择经营类目（1 到 ${MAX_CATEGORIES} 个）`,
  brands: `经营品牌最多 ${MAX_BRANDS} 个，每个不超过 ${BRAND_NAME_MAX} 个字`,
  salesRange: '请选择年销售额区间',
  licence: '请上传营业执照',
  authorisation: '品牌授权经销商须上传品牌授权书',
} as const;

/** The typed form with text trimmed, the credit code in capitals and empty brands dropped. */
export function normaliseDraft(d: CooperationDraft): CooperationDraft {
  return {
    ...d,
    companyName: d.companyName.trim(),
    creditCode: d.creditCode.trim().toUpperCase(),
    contact: d.contact.trim(),
    mobile: d.mobile.trim(),
    email: d.email.trim(),
    brands: d.brands.map((b) => b.trim()).filter((b) => b.length > 0),
  };
}

/** Every field that breaks a rule, with its sentence (empty when the text fields are complete). */
export function cooperationProblems(draft: CooperationDraft): Partial<Record<CooperationFieldName, string>> {
  const d = normaliseDraft(draft);
  const p: Partial<Record<CooperationFieldName, string>> = {};
  if (d.programme === null || !(PROGRAMMES as readonly number[]).includes(d.programme)) p.programme = COOPERATION_PROBLEM.programme;
  if (d.companyName.length < 2 || d.companyName.length > COMPANY_NAME_MAX) p.companyName = COOPERATION_PROBLEM.companyName;
  if (!new RegExp(CREDIT_CODE_PATTERN).test(d.creditCode)) p.creditCode = COOPERATION_PROBLEM.creditCodeFormat;
  else if (!isValidCreditCode(d.creditCode)) p.creditCode = COOPERATION_PROBLEM.creditCodeCheck;
  if (d.contact.length < 1 || d.contact.length > CONTACT_MAX) p.contact = COOPERATION_PROBLEM.contact;
  if (!new RegExp(MOBILE_PATTERN).test(d.mobile)) p.mobile = COOPERATION_PROBLEM.mobile;
  if (d.email && (d.email.length > EMAIL_MAX || !new RegExp(EMAIL_PATTERN).test(d.email))) p.email = COOPERATION_PROBLEM.email;
  if (d.categoryIds.length < 1 || d.categoryIds.length > MAX_CATEGORIES || !d.categoryIds.every((id) => Number.isSafeInteger(id) && id > 0) || new Set(d.categoryIds).size !== d.categoryIds.length) p.categoryIds = COOPERATION_PROBLEM.categoryIds;
  if (d.brands.length > MAX_BRANDS || d.brands.some((b) => b.length > BRAND_NAME_MAX)) p.brands = COOPERATION_PROBLEM.brands;
  if (d.salesRange === null || !(SALES_RANGES as readonly number[]).includes(d.salesRange)) p.salesRange = COOPERATION_PROBLEM.salesRange;
  return p;
}

/** The payload of a draft that has no problem (cooperationProblems is empty). */
export function fieldsOf(draft: CooperationDraft): CooperationFields {
  const d = normaliseDraft(draft);
  return {
    programme: d.programme as CooperationFields['programme'],
    companyName: d.companyName,
    creditCode: d.creditCode,
    contact: d.contact,
    mobile: d.mobile,
    ...(d.email ? { email: d.email } : {}),
    categoryIds: d.categoryIds,
    brands: d.brands,
    salesRange: d.salesRange as CooperationFields['salesRange'],
  };
}

/** staff/common/cooperation/list (query). */
export const StaffCooperationQuery = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(CooperationStatusSchema),
  },
  closed,
);
export type StaffCooperationQuery = Static<typeof StaffCooperationQuery>;

/** staff/common/cooperation/review: approve, or reject with a note (required when rejecting). */
export const ReviewCooperationBody = Type.Object(
  {
    id: Id,
    approve: Type.Boolean({ description: 'true 通过，false 驳回' }),
    note: Type.Optional(Nullable(Type.String({ maxLength: REVIEW_NOTE_MAX, description: '审核意见（驳回时必填）' }))),
  },
  closed,
);
export type ReviewCooperationBody = Static<typeof ReviewCooperationBody>;
