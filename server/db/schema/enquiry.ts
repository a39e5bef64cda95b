// The enquiry feature's tables (see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Json } from './columns.ts';

export interface EnquiryTable {
  id: Generated<number>;
  enquiryNo: string;
  memberId: number;
  /** The company the member bought for (issue 37), kept when the member leaves it; null for a personal member. */
  companyId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The buyer's department in the company when the record was made. */
  departmentId: ColumnType<number | null, number | null | undefined, number | null>;
  status: Generated<number>;
  fileName: string | null;
  lineCount: Generated<number>;
  matchedCount: Generated<number>;
  deletedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  source: Generated<'file' | 'paste'>;
  matchedAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** 0029: the sheet rows not read as lines, with the reason ([{rowNo, text, reason}]). */
  skippedRows: ColumnType<{ rowNo: number; text: string; reason: string }[], string | undefined, string>;
}

export interface EnquiryLineTable {
  id: Generated<number>;
  enquiryId: number;
  lineNo: number;
  rawModel: string;
  rawBrand: string | null;
  rawName: string | null;
  qty: number | null;
  matchedGoodsId: number | null;
  unitPriceFen: number | null;
  status: Generated<number>;
  inputQty: Generated<string>;
  inputUnit: Generated<string>;
  remark: Generated<string>;
  lineStatus: 'matched' | 'candidates' | 'unmatched' | 'invalid' | 'duplicate';
  reason: Generated<string>;
  matchHow: 'exact' | 'normalised' | 'memory' | 'conversion' | 'similar' | 'quote' | 'buyerCode' | null;
  candidates: Json<{ goodsId: number; why: 'exact' | 'normalised' | 'memory' | 'conversion' | 'similar' }[]>;
  quoteState: 'requested' | 'quoted' | null;
  quoteRequestedAt: NullableTimestamp;
  quoteGoodsId: number | null;
  quotePriceFen: number | null;
  quoteLeadDays: number | null;
  quoteValidUntil: ColumnType<string | null, string | null | undefined, string | null>;
  quoteNote: string | null;
  quotedBy: string | null;
  quotedAt: NullableTimestamp;
  /** 0023: the goods the buyer chose on the report (null: none chosen). */
  chosenGoodsId: Generated<number | null>;
  chosenAt: NullableTimestamp;
  /** 0030: the buyer's own material code (物料编码) of the line, '' when none. */
  buyerCode: Generated<string>;
}

export interface EnquiryChoiceTable {
  memberId: number;
  inputKey: string;
  brandKey: Generated<string>;
  goodsId: number;
  updatedAt: DefaultTimestamp;
}

/** 0030: the member's own material code (物料编码, keyed by buyerCodeKey) and the goods it is. */
export interface MemberBuyerCodeTable {
  memberId: number;
  codeKey: string;
  goodsId: number;
  updatedAt: DefaultTimestamp;
}

/** 0029: the column mapping a member confirmed, per sheet header. */
export interface EnquiryMappingTable {
  memberId: number;
  headerKey: string;
  mapping: Json<Record<'model' | 'brand' | 'qty' | 'unit' | 'buyerCode' | 'remark', number | null>>;
  updatedAt: DefaultTimestamp;
}
