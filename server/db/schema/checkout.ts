// The checkout feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

/** 0007: a checkout draft (the spec's temporary order): 0 待确认, 1 已提交, 2 已取消. */
export interface TmpOrderTable {
  id: Generated<number>;
  tmpNo: string;
  memberId: number;
  /** 1 personal, 2 enterprise. */
  orderType: number;
  /** 1 quick buy, 2 cart, 3 re-order (xuOrder), 4 an accepted formal quote (0038). */
  source: number;
  status: Generated<number>;
  saleOrderId: number | null;
  deletedByMember: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface TmpOrderLineTable {
  id: Generated<number>;
  tmpOrderId: number;
  goodsId: number;
  cartItemId: number | null;
  num: number;
  /** 0030: carried from the cart line (see cart_item). */
  buyerCode: Generated<string | null>;
  buyerRemark: Generated<string | null>;
  quoteEnquiryId: Generated<number | null>;
  quoteLineNo: Generated<number | null>;
  /** 0038: the formal quote (报价单) line the draft line is priced from (accepted quotes). */
  formalQuoteId: Generated<number | null>;
  formalQuoteLineNo: Generated<number | null>;
}
