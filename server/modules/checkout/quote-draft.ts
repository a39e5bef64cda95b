// The checkout draft an accepted formal quote (报价单, issue 39) becomes: made inside the quote's
// acceptance transaction, its lines naming the quote lines they are priced from (draft-pricing.ts
// prices them at the quote, never from what a client sends). Stock and shelf are checked when the
// draft is read and submitted, as for every draft.
import type { Kysely, Transaction } from 'kysely';
import { DRAFT_SOURCE, ORDER_TYPE } from '../../../domain/orders/order-rules.ts';
import type { Database } from '../../db/schema.ts';
import { findMemberInfo } from '../account/public.ts';
import { nextDraftNo } from '../orders/public.ts';
import { findDraftOrderId, insertDraft, insertDraftLines } from './draft-repository.ts';

export interface QuoteDraftLine {
  goodsId: number;
  num: number;
  quoteId: number;
  lineNo: number;
}

/** Makes the member's draft of the quote's lines in `trx`; answers its id. */
export async function createQuoteDraft(trx: Transaction<Database>, memberId: number, lines: readonly QuoteDraftLine[]): Promise<number> {
  const member = await findMemberInfo(trx, memberId);
  const orderType = member?.memberType === ORDER_TYPE.enterprise ? ORDER_TYPE.enterprise : ORDER_TYPE.personal;
  const row = await insertDraft(trx, { tmpNo: await nextDraftNo(trx), memberId, orderType, source: DRAFT_SOURCE.quote });
  await insertDraftLines(trx, row.id, lines.map((l) => ({
    goodsId: l.goodsId, num: l.num, cartItemId: null, buyerCode: null, buyerRemark: null, quoteEnquiryId: null, quoteLineNo: null,
    formalQuoteId: l.quoteId, formalQuoteLineNo: l.lineNo,
  })));
  return row.id;
}

/** The order a draft was submitted as, or null (not submitted, or no such draft). */
export async function draftOrderIdOf(db: Kysely<Database>, draftId: number): Promise<number | null> {
  return findDraftOrderId(db, draftId);
}
