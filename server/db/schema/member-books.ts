// The member-books feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp } from './columns.ts';

export interface MemberAddressTable {
  id: Generated<number>;
  memberId: number;
  consignee: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  regionText: string;
  detail: string;
  postcode: string | null;
  tag: string | null;
  isDefault: Generated<boolean>;
  deletedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface MemberInvoiceTable {
  id: Generated<number>;
  memberId: number;
  invoiceType: number;
  titleType: Generated<number>;
  title: string;
  taxNo: string | null;
  regAddress: string | null;
  regPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  receiverName: string | null;
  receiverMobile: string | null;
  receiverEmail: string | null;
  receiverAddress: string | null;
  isDefault: Generated<boolean>;
  deletedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}
