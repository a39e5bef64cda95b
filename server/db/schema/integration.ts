// The integration feature's tables (issue 40; see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, Json, NullableTimestamp } from './columns.ts';

/** A company's API client: its ERP or SRM, acting as one member of the company, within its scopes. */
export interface ApiClientTable {
  id: Generated<number>;
  /** The public client id (`abk_` and 16 hex digits), sent as the HTTP Basic user name. */
  clientId: string;
  /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
  secretHash: string;
  companyId: number;
  name: string;
  /** The member the client acts as (orders are placed by and visible to this member). */
  memberId: number;
  /** domain/integration/api-scopes.ts */
  scopes: Json<string[]>;
  /** Allowed caller addresses as CIDR ranges (IPv4 or IPv6); empty allows any. */
  ipRanges: Json<string[]>;
  status: Generated<string>;
  createdBy: number;
  createdAt: DefaultTimestamp;
  rotatedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
  lastUsedAt: NullableTimestamp;
  lastUsedIp: string | null;
}

// The webhook tables (issue 40 item 3), kept in their own file; re-exported so the table map (scripts/arch) sees them as integration's.
export type * from './integration-webhooks.ts';
