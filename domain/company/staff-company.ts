// The console's view of companies (issue 37 item 7): the list, one company with its members,
// departments and latest audit rows, and the admin transfer 运营 makes when a company asks.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { ID_MAX } from '../shared/row-id.ts';
import { PageQuery } from '../shared/page-query.ts';
import { AuditRow, CompanyMemberRow, DepartmentRow } from './company-views.ts';

const closed = { additionalProperties: false } as const;
const RowId = Type.Integer({ minimum: 1, maximum: ID_MAX });
export const TRANSFER_NOTE_MAX = 200;
/** The shortest 依据 the server takes (trimmed). */
export const TRANSFER_NOTE_MIN = 2;
export const COMPANY_KEYWORD_MAX = 60;

export const StaffCompanyQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Type.String({ maxLength: COMPANY_KEYWORD_MAX, description: '企业名称或统一社会信用代码' })),
}, closed);
export type StaffCompanyQuery = Static<typeof StaffCompanyQuery>;

export const StaffCompanyRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  creditCode: Type.String(),
  holderMobile: Nullable(Type.String({ description: '企业认证账号手机号' })),
  memberCount: Type.Integer(),
  createdAt: Type.String(),
});
export type StaffCompanyRow = Static<typeof StaffCompanyRow>;

export const StaffCompanyDetail = Type.Object({
  company: StaffCompanyRow,
  /** Mobiles in full: 运营 calls the company to confirm a transfer. */
  members: Type.Array(CompanyMemberRow),
  departments: Type.Array(DepartmentRow),
  audit: Type.Array(AuditRow),
});
export type StaffCompanyDetail = Static<typeof StaffCompanyDetail>;

export const TransferAdminBody = Type.Object({
  companyId: RowId,
  toMemberId: RowId,
  /** The admin who steps down (becomes a buyer), when the company asks for that too. */
  demoteMemberId: Type.Optional(Nullable(RowId)),
  note: Type.String({ minLength: TRANSFER_NOTE_MIN, maxLength: TRANSFER_NOTE_MAX, description: '依据（企业来函、联系人与核实方式）' }),
}, closed);
export type TransferAdminBody = Static<typeof TransferAdminBody>;
