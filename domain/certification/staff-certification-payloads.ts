// The staff console's 企业认证审核 queue (issue 22): the queue query (status, company name or
// credit code, China date range, paging) with the count of each status, and one application's
// review sheet: the application, the company registry's record of it (by credit code, else by
// name) with which submitted fields match it, and the GB 32100 check-character result.
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { StoredCertificationStatusSchema } from './certification-status.ts';
import { StaffCertificationRow } from './certification-views.ts';
import { Nullable } from '../shared/nullable.ts';
import { PageQuery } from '../shared/page-query.ts';

const closed = { additionalProperties: false } as const;
const Str = (description: string) => Type.String({ description });

export const KEYWORD_MAX = 60;

/** The queue's sentences (the server's refusals, the registry's sources). */
export const CERT_QUEUE_MSG = {
  badDateRange: '提交日期的起始日期不能晚于截止日期',
  badDate: '请填写正确的日期（YYYY-MM-DD）',
  sourceSeed: '企业库（工商登记数据）',
  sourceMember: '会员录入（未经核验）',
} as const;

/** GET /api/staff/member/certification/queue (query). */
export const CertificationQueueQuery = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(StoredCertificationStatusSchema),
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: KEYWORD_MAX, description: '企业名称或统一社会信用代码（包含即可）' })),
    from: Type.Optional(DateText('提交日期起（含，北京时间 YYYY-MM-DD）')),
    to: Type.Optional(DateText('提交日期止（含，北京时间 YYYY-MM-DD）')),
  },
  closed,
);
export type CertificationQueueQuery = Static<typeof CertificationQueueQuery>;

/** The number of applications of each status (under the same keyword and dates, whatever the status filter). */
export const CertificationCounts = Type.Object({
  pending: Type.Integer({ description: '待审核' }),
  certified: Type.Integer({ description: '已认证' }),
  rejected: Type.Integer({ description: '已驳回' }),
  recertify: Type.Integer({ description: '需重新认证' }),
  all: Type.Integer({ description: '全部' }),
});
export type CertificationCounts = Static<typeof CertificationCounts>;

export const CertificationQueue = Type.Object({
  records: Type.Array(StaffCertificationRow),
  total: Type.Integer(),
  size: Type.Integer(),
  current: Type.Integer(),
  pages: Type.Integer(),
  counts: CertificationCounts,
});
export type CertificationQueue = Static<typeof CertificationQueue>;

/** The registry's record of the company (company_registry). */
export const RegistryRecord = Type.Object({
  companyName: Str('企业名称'),
  creditCode: Str('统一社会信用代码'),
  legalPerson: Nullable(Str('法定代表人')),
  regAddress: Nullable(Str('注册地址')),
  source: Str('来源（seed 企业库内置，member 会员录入）'),
  sourceText: Str('来源说明'),
  foundBy: Type.Union([Type.Literal('creditCode'), Type.Literal('companyName')], { description: '按信用代码或按企业名称找到' }),
});
export type RegistryRecord = Static<typeof RegistryRecord>;

/** A submitted field against the registry: match, differ, or the registry has no value. */
export const FieldMatch = Type.Union([Type.Literal('match'), Type.Literal('differ'), Type.Literal('unknown')], { description: 'match 一致，differ 不一致，unknown 企业库无此项' });
export type FieldMatch = Static<typeof FieldMatch>;

export const REGISTRY_FIELDS = ['companyName', 'creditCode', 'legalPerson', 'regAddress'] as const;
export type RegistryField = (typeof REGISTRY_FIELDS)[number];

export const CertificationReview = Type.Object({
  application: StaffCertificationRow,
  registry: Nullable(RegistryRecord),
  matches: Nullable(Type.Object({ companyName: FieldMatch, creditCode: FieldMatch, legalPerson: FieldMatch, regAddress: FieldMatch })),
  /** GB 32100: the 18th character matches the check character of the first 17. */
  creditCodeValid: Type.Boolean({ description: '统一社会信用代码校验位（GB 32100）是否正确' }),
  expectedCheckChar: Nullable(Str('按前 17 位计算的校验位')),
});
export type CertificationReview = Static<typeof CertificationReview>;
