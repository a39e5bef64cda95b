// The quotes feature's tables (issue 39; see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

/** A formal quote (报价单): requested → quoted → accepted; expired; withdrawn. */
export interface QuoteTable {
  id: Generated<number>;
  quoteNo: string;
  memberId: number;
  companyId: number | null;
  /** cart, enquiry or list (requisition list). */
  source: string;
  sourceId: number | null;
  message: Generated<string>;
  /** China date (YYYY-MM-DD). */
  wantedDate: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<string>;
  /** China date (YYYY-MM-DD), inclusive: the last day the quote can be accepted. */
  validUntil: ColumnType<string | null, string | null | undefined, string | null>;
  terms: Generated<string>;
  staffNote: Generated<string>;
  quotedBy: number | null;
  quotedAt: Date | null;
  acceptedBy: number | null;
  acceptedAt: Date | null;
  draftId: number | null;
  withdrawnAt: Date | null;
  expiredAt: Date | null;
  version: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface QuoteLineTable {
  quoteId: number;
  lineNo: number;
  goodsId: number;
  num: number;
  /** The price the requester saw when asking, and its source (domain/shared/pricing.ts PriceSource). */
  askedPriceFen: ColumnType<number, number, number>;
  askedPriceSource: string;
  /** Set by 客服 when pricing the line (null until then). */
  priceFen: ColumnType<number | null, number | null | undefined, number | null>;
  leadDays: number | null;
  remark: Generated<string>;
}
