// The PunchOut sessions of issue 40 (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp } from './columns.ts';

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
