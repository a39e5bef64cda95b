// The staff feature's tables (see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

export interface StaffUserTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  displayName: string;
  role: Generated<string>;
  status: Generated<number>;
  createdAt: DefaultTimestamp;
  /** 0025. */
  updatedAt: DefaultTimestamp;
}

/** 0025: one recorded staff write (or CLI action, staffId null and staffRole 'cli'). */
export interface StaffAuditTable {
  id: Generated<number>;
  staffId: number | null;
  staffName: string;
  staffRole: string;
  method: string;
  route: string;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  /** jsonb: written as JSON text, read as the parsed value. */
  beforeData: ColumnType<unknown, string | null, string | null>;
  afterData: ColumnType<unknown, string | null, string | null>;
  requestData: ColumnType<unknown, string | null, string | null>;
  requestId: string | null;
  ip: string | null;
  createdAt: DefaultTimestamp;
  /** 0035: 'success' (a write that succeeded) or 'refused' (a staff route answered 403). */
  outcome: Generated<string>;
  /** 0035: why it was refused (the 403's message); null for a success. */
  reason: string | null;
  /** 0035: the hash chain (server/modules/staff/audit-chain.ts). */
  prevHash: string;
  hash: string;
}

/** 0035: the audit chain's head, one row (id 1) locked FOR UPDATE by every append. */
export interface StaffAuditHeadTable {
  id: number;
  lastId: number;
  hash: string;
}

/** 0032: an alert to every 管理员 (a staff account under attack). */
export interface StaffAlertTable {
  id: Generated<number>;
  kind: 'login_attack';
  staffId: number | null;
  title: string;
  body: string;
  createdAt: DefaultTimestamp;
}
