// The platform feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { Timestamp, DefaultTimestamp, Json } from './columns.ts';

export interface SiteSettingTable {
  key: string;
  value: Json<Record<string, unknown>>;
  updatedAt: DefaultTimestamp;
}

export interface RateCounterTable {
  counterKey: string;
  hits: number;
  expiresAt: Timestamp;
}

export interface UploadTable {
  id: string;
  ownerMemberId: number | null;
  purpose: string;
  /** 'public' (avatars: anyone with the URL) or 'private' (receipts: the owner and staff), 0008. */
  visibility: Generated<string>;
  mime: string;
  sizeBytes: number;
  sha256: string;
  bytes: Uint8Array;
  createdAt: DefaultTimestamp;
}
