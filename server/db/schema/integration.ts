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
// PunchOut (issue 40, item 4; migration 0041).
/** One PunchOut visit of a buyer's SRM (OCI or cXML), from the setup to the cart's return. */
export interface PunchoutSessionTable {
  id: Generated<number>;
  /** 'oci' | 'cxml' */
  protocol: string;
  apiClientId: number;
  companyId: number;
  /** The client's acting member: the company's punchout member, whose cart the buyer fills. */
  memberId: number;
  /** OCI HOOK_URL or cXML BrowserFormPost URL: where the browser posts the cart back. */
  returnUrl: string;
  /** cXML BuyerCookie, echoed in the PunchOutOrderMessage. */
  buyerCookie: string | null;
  /** OCI ~TARGET: the frame the cart is posted into (null: _top). */
  ociTarget: string | null;
  /** 'create' | 'edit' | 'inspect' */
  operation: Generated<string>;
  /** SHA-256 (hex) of the one-use start ticket. */
  ticketHash: string;
  ticketExpiresAt: Date;
  ticketUsedAt: NullableTimestamp;
  /** The member token issued when the ticket was traded. */
  memberTokenId: number | null;
  /** 'open' | 'returned' | 'expired' */
  status: Generated<string>;
  createdAt: DefaultTimestamp;
  returnedAt: NullableTimestamp;
}
