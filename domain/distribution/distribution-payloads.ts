// What the distribution calls take (docs/api/distribution.md): the application, the month and
// paging of the reports, and the staff's review and flag.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { PageQuery } from '../shared/page-query.ts';
import { MONTH_PATTERN, RATE_BP_MAX } from './distribution-rules.ts';

const closed = { additionalProperties: false } as const;
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: ID_MAX, description });

export const DistributorApplyBody = Type.Object(
  {
    realName: Type.String({ minLength: 2, maxLength: 20, pattern: '^[^\\u0000-\\u001f<>]+$', description: '真实姓名' }),
    channel: Type.String({ minLength: 4, maxLength: 200, pattern: '^[^\\u0000-\\u0008<>]+$', description: '推广渠道（客户群体、行业、地区）' }),
  },
  closed,
);
export type DistributorApplyBody = Static<typeof DistributorApplyBody>;

export const Month = Type.String({ pattern: MONTH_PATTERN, description: '月份 yyyy-mm（中国时间）' });

export const ProfitDetailsQuery = Type.Object({ month: Month, ...PageQuery.properties }, closed);
export type ProfitDetailsQuery = Static<typeof ProfitDetailsQuery>;
export const ProfitExportQuery = Type.Object({ month: Month }, closed);

export const StaffApplicationsQuery = Type.Object({ status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })), ...PageQuery.properties }, closed);
export const StaffApproveBody = Type.Object({ id: Id('申请编号') }, closed);
export const StaffRejectBody = Type.Object({ id: Id('申请编号'), reason: Type.String({ minLength: 2, maxLength: 200 }) }, closed);
export const StaffFlagBody = Type.Object({ mobile: Type.String({ pattern: '^1[3-9]\\d{9}$' }), distributor: Type.Boolean() }, closed);
export const StaffRateBody = Type.Object({ categoryId: Id('分类编号'), rateBp: Type.Integer({ minimum: 0, maximum: RATE_BP_MAX }) }, closed);

export interface DistributorApplyDraft {
  realName: string;
  channel: string;
}

/** The form's problems in Chinese, by field (empty when it may be sent). */
export function distributorApplyProblems(d: DistributorApplyDraft): Partial<Record<keyof DistributorApplyDraft, string>> {
  const out: Partial<Record<keyof DistributorApplyDraft, string>> = {};
  const name = d.realName.trim();
  const channel = d.channel.trim();
  if (name.length < 2 || name.length > 20 || /[<>]/.test(name)) out.realName = '请填写 2-20 个字的真实姓名';
  if (channel.length < 4 || channel.length > 200 || /[<>]/.test(channel)) out.channel = '请用 4-200 个字说明推广渠道（客户群体、行业、地区）';
  return out;
}
