// The payloads of enterprise certification (docs/api/certification.md). The application is a
// multipart form: these text fields plus the files `licence` (营业执照, always) and
// `authorisation` (授权委托书, when the applicant is not the legal representative). The SPA checks
// the form with certificationProblems before sending; the server checks again. A credit code
// whose GB 32100 check character fails is not refused outright: the member must confirm it
// (confirmCodeWarning) and the reviewer sees the warning.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { MOBILE_PATTERN } from '../shared/input-patterns.ts';
import { isValidCreditCode } from '../shared/credit-code.ts';
import { Nullable } from '../shared/nullable.ts';
import { PageQuery } from '../shared/page-query.ts';
import { COMPANY_NAME_MAX, COMPANY_NAME_MIN, PERSON_NAME_MAX, REG_ADDRESS_MAX, REJECT_REASONS, RejectCodeSchema, REVIEW_NOTE_MAX, type RejectCode } from './certification-rules.ts';
import { StoredCertificationStatusSchema } from './certification-status.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '编号' });

/** 18 characters of the GB 32100 alphabet (digits and capitals without I, O, S, V, Z). */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{18}$';

/** /api/member/enterprise/apply (multipart): the text fields besides the files. */
export const CertificationFields = Type.Object(
  {
    companyName: Type.String({ minLength: COMPANY_NAME_MIN, maxLength: COMPANY_NAME_MAX, description: '企业名称（与营业执照完全一致）' }),
    creditCode: Type.String({ pattern: CREDIT_CODE_PATTERN, maxLength: 18, description: '统一社会信用代码（18 位，GB 32100）' }),
    legalPerson: Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX, description: '法定代表人' }),
    regAddress: Type.String({ minLength: 4, maxLength: REG_ADDRESS_MAX, description: '注册地址' }),
    applicantName: Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX, description: '经办人姓名' }),
    applicantMobile: Type.String({ pattern: MOBILE_PATTERN, maxLength: 11, description: '经办人手机号' }),
    applicantIsLegal: Type.Boolean({ description: '经办人即法定代表人（否则须上传授权委托书）' }),
    confirmCodeWarning: Type.Boolean({ description: '信用代码校验位不符时，会员确认按营业执照填写无误' }),
    linkRequest: Type.Boolean({ description: '该企业已由其他账号认证时，申请由客服审核关联' }),
  },
  closed,
);
export type CertificationFields = Static<typeof CertificationFields>;

export const CERTIFICATION_TEXT_FIELDS = ['companyName', 'creditCode', 'legalPerson', 'regAddress', 'applicantName', 'applicantMobile'] as const;
export const CERTIFICATION_FLAG_FIELDS = ['applicantIsLegal', 'confirmCodeWarning', 'linkRequest'] as const;
export type CertificationFieldName = (typeof CERTIFICATION_TEXT_FIELDS)[number] | (typeof CERTIFICATION_FLAG_FIELDS)[number] | 'licence' | 'authorisation';

/** The form as typed (the SPA's form state). */
export interface CertificationDraft {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  regAddress: string;
  applicantName: string;
  applicantMobile: string;
  applicantIsLegal: boolean;
  confirmCodeWarning: boolean;
  linkRequest: boolean;
}

export const EMPTY_CERTIFICATION_DRAFT: CertificationDraft = {
  companyName: '',
  creditCode: '',
  legalPerson: '',
  regAddress: '',
  applicantName: '',
  applicantMobile: '',
  applicantIsLegal: true,
  confirmCodeWarning: false,
  linkRequest: false,
};

/** The Chinese sentence for each rule a field breaks. */
export const CERTIFICATION_PROBLEM = {
  companyName: `请填写与营业执照完全一致的企业名称（${COMPANY_NAME_MIN} 到 ${COMPANY_NAME_MAX} 个字）`,
  creditCodeFormat: '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）',
  creditCodeWarning: '统一社会信用代码校验位不符，请与营业执照逐位核对；确认无误请勾选“信用代码与营业执照一致”后提交，审核人员会重点核对',
  legalPerson: `请填写法定代表人（不超过 ${PERSON_NAME_MAX} 个字）`,
  regAddress: `请填写注册地址（4 到 ${REG_ADDRESS_MAX} 个字）`,
  applicantName: `请填写经办人姓名（不超过 ${PERSON_NAME_MAX} 个字）`,
  applicantMobile: '请填写正确的 11 位经办人手机号',
  licence: '请上传营业执照',
  authorisation: '经办人不是法定代表人时，请上传加盖公章的授权委托书',
} as const;

export function normaliseCertificationDraft(d: CertificationDraft): CertificationDraft {
  return {
    ...d,
    companyName: d.companyName.trim(),
    creditCode: d.creditCode.trim().toUpperCase(),
    legalPerson: d.legalPerson.trim(),
    regAddress: d.regAddress.trim(),
    applicantName: d.applicantName.trim(),
    applicantMobile: d.applicantMobile.trim(),
  };
}

/** True when the code has the right form but its check character does not match (a warning, not a refusal). */
export function creditCodeNeedsConfirmation(code: string): boolean {
  const c = code.trim().toUpperCase();
  return new RegExp(CREDIT_CODE_PATTERN).test(c) && !isValidCreditCode(c);
}

/** Every text field that breaks a rule, with its sentence; the check-character warning counts unless confirmed. */
export function certificationProblems(draft: CertificationDraft): Partial<Record<CertificationFieldName, string>> {
  const d = normaliseCertificationDraft(draft);
  const p: Partial<Record<CertificationFieldName, string>> = {};
  if (d.companyName.length < COMPANY_NAME_MIN || d.companyName.length > COMPANY_NAME_MAX) p.companyName = CERTIFICATION_PROBLEM.companyName;
  if (!new RegExp(CREDIT_CODE_PATTERN).test(d.creditCode)) p.creditCode = CERTIFICATION_PROBLEM.creditCodeFormat;
  else if (!isValidCreditCode(d.creditCode) && !d.confirmCodeWarning) p.creditCode = CERTIFICATION_PROBLEM.creditCodeWarning;
  if (d.legalPerson.length < 1 || d.legalPerson.length > PERSON_NAME_MAX) p.legalPerson = CERTIFICATION_PROBLEM.legalPerson;
  if (d.regAddress.length < 4 || d.regAddress.length > REG_ADDRESS_MAX) p.regAddress = CERTIFICATION_PROBLEM.regAddress;
  if (d.applicantName.length < 1 || d.applicantName.length > PERSON_NAME_MAX) p.applicantName = CERTIFICATION_PROBLEM.applicantName;
  if (!new RegExp(MOBILE_PATTERN).test(d.applicantMobile)) p.applicantMobile = CERTIFICATION_PROBLEM.applicantMobile;
  return p;
}

/** staff: the list of applications (query). */
export const StaffCertificationQuery = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(StoredCertificationStatusSchema),
  },
  closed,
);
export type StaffCertificationQuery = Static<typeof StaffCertificationQuery>;

/** staff: approve a pending application (a link to a company certified by another account needs approveLink). */
export const ApproveCertificationBody = Type.Object(
  {
    id: Id,
    approveLink: Type.Optional(Type.Boolean({ description: '批准关联已由其他账号认证的企业（关联申请须为 true）' })),
    note: Type.Optional(Nullable(Type.String({ maxLength: REVIEW_NOTE_MAX, description: '审核意见' }))),
  },
  closed,
);
export type ApproveCertificationBody = Static<typeof ApproveCertificationBody>;

/** staff: reject a pending application, or ask a certified member to certify again, with a coded reason. */
export const ReasonedCertificationBody = Type.Object(
  {
    id: Id,
    reasonCode: RejectCodeSchema,
    note: Type.Optional(Nullable(Type.String({ maxLength: REVIEW_NOTE_MAX, description: '说明（原因为 other 时必填）' }))),
  },
  closed,
);
export type ReasonedCertificationBody = Static<typeof ReasonedCertificationBody>;

/** The reason as the member reads it: the coded reason, then the note. */
export function reasonText(code: RejectCode | null, note: string | null): string {
  const reason = code ? REJECT_REASONS[code] : '';
  return [reason, note ?? ''].filter((s) => s.length > 0).join('：');
}
