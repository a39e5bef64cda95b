// The cart feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

export interface FavouriteTable {
  memberId: number;
  goodsId: number;
  createdAt: DefaultTimestamp;
}

export interface CartItemTable {
  id: Generated<number>;
  memberId: number;
  goodsId: number;
  vendorId: Generated<number>;
  num: number;
  selected: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** 0030: the buyer's 物料编码 and 备注 carried from an enquiry line (null: none). */
  buyerCode: Generated<string | null>;
  buyerRemark: Generated<string | null>;
  /** 0030: the quoted enquiry line (enquiry, sheet row) this line is priced by, or null. */
  quoteEnquiryId: Generated<number | null>;
  quoteLineNo: Generated<number | null>;
}
