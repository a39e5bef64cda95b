// The pricing feature's tables (issue 39; see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

/** A company's price agreement (协议价): draft → pending → active (or rejected), revoked; expired is read from valid_to. */
export interface PriceAgreementTable {
  id: Generated<number>;
  agreementNo: string;
  companyId: number;
  name: string;
  note: Generated<string>;
  /** China dates (YYYY-MM-DD), both inclusive; select them as `valid_from::text` (a date column reads as a Date otherwise). */
  validFrom: ColumnType<string, string, string>;
  validTo: ColumnType<string, string, string>;
  status: Generated<string>;
  createdBy: number;
  submittedAt: Date | null;
  confirmedBy: number | null;
  confirmedAt: Date | null;
  rejectedReason: string | null;
  revokedBy: number | null;
  revokedAt: Date | null;
  version: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** One term: a goods' fixed price (kind goods, priceFen), or a rate of the list price for a brand or a category (rateBp, 8500 = 85%). */
export interface PriceAgreementItemTable {
  id: Generated<number>;
  agreementId: number;
  kind: string;
  goodsId: number | null;
  brandId: number | null;
  categoryId: number | null;
  priceFen: ColumnType<number | null, number | null, number | null>;
  rateBp: number | null;
}
