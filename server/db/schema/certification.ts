// The certification feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Json } from './columns.ts';

export interface EnterpriseCertTable {
  id: Generated<number>;
  memberId: number;
  companyName: string;
  creditCode: string;
  legalPerson: string | null;
  contactName: string | null;
  contactMobile: string | null;
  licenseUrl: string | null;
  status: Generated<number>;
  rejectReason: string | null;
  reviewedBy: number | null;
  reviewedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  /** Migration 0016 (certification): */
  regAddress: string | null;
  applicantIsLegal: Generated<boolean>;
  authorisationUrl: string | null;
  codeCheckFailed: Generated<boolean>;
  linkRequested: Generated<boolean>;
  rejectCode: string | null;
  reviewedActor: string | null;
  updatedAt: DefaultTimestamp;
}

/** Every step of a certification (migration 0016): who, when, which named transition, what changed. */
export interface EnterpriseCertLogTable {
  id: Generated<number>;
  certId: number | null;
  memberId: number;
  actor: string;
  transition: string;
  fromStatus: number;
  toStatus: number;
  changes: Json<Record<string, unknown>>;
  note: string | null;
  createdAt: DefaultTimestamp;
}

/** A VIP period granted to a member (migration 0016): the certification trial, or a 688 year bought (status 0 until paid). */
export interface VipGrantTable {
  id: Generated<number>;
  memberId: number;
  kind: 'trial' | 'vip688';
  days: number;
  amountFen: Generated<number>;
  status: Generated<number>;
  outTradeNo: string | null;
  endBefore: NullableTimestamp;
  endAfter: NullableTimestamp;
  certId: number | null;
  paidAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  // 0020-vip688
  provider: string | null;
  providerRef: string | null;
  note: string | null;
}
