// The company feature's tables (issue 37; see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Timestamp } from './columns.ts';

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  creditCode: string;
  holderMemberId: number;
  certId: number | null;
  /** 0037: a PO number is required on every order. */
  poRequired: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface CompanyDepartmentTable {
  id: Generated<number>;
  companyId: number;
  parentId: number | null;
  name: string;
  code: string | null;
  createdAt: DefaultTimestamp;
}

export interface CompanyMemberTable {
  memberId: number;
  companyId: number;
  name: string;
  role: string;
  departmentId: number | null;
  status: Generated<string>;
  joinedAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface CompanyInvitationTable {
  id: Generated<number>;
  companyId: number;
  mobile: string;
  name: string;
  role: string;
  departmentId: number | null;
  status: Generated<string>;
  invitedBy: number;
  acceptedMemberId: number | null;
  createdAt: DefaultTimestamp;
  expiresAt: Timestamp;
  decidedAt: NullableTimestamp;
}

export interface CompanyAuditTable {
  id: Generated<number>;
  companyId: number;
  actorMemberId: number | null;
  actorStaffId: number | null;
  action: string;
  summary: string;
  createdAt: DefaultTimestamp;
}

export interface RequisitionListTable {
  id: Generated<number>;
  ownerMemberId: number;
  createdBy: number;
  name: string;
  note: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  deletedAt: NullableTimestamp;
}

export interface RequisitionListLineTable {
  listId: number;
  goodsId: number;
  quantity: number;
  sort: number;
}
