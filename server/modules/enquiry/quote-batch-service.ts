// The bulk quote (staff console and `npm run enquiry -- quote-batch`): several waiting lines answered
// in ONE transaction, each through the same step as a single quote (answerQuoteIn: the enquiry
// locked, the line written, the enquiry moved to 已报价 when nothing waits, the member messaged).
// Any refused line refuses the whole batch, nothing written. Sending the same batch again is
// harmless: a line already quoted with exactly these values counts as unchanged; a line quoted
// with other values is refused (409) with its row number.
import type { Kysely } from 'kysely';
import { QUOTE_BATCH_MSG, type QuoteBatchAnswer, type QuoteBatchBody } from '../../../domain/enquiry/quote-batch.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { findLineEnquiry, lineQuoteNow, lockEnquiryRow } from './quote-repository.ts';
import { answerQuoteIn, checkQuoteDate, type Quoter } from './quote-service.ts';

export async function answerQuoteBatch(db: Kysely<Database>, who: Quoter, body: QuoteBatchBody): Promise<QuoteBatchAnswer> {
  const seen = new Set<number>();
  for (const l of body.lines) {
    if (seen.has(l.lineId)) throw badRequest(QUOTE_BATCH_MSG.duplicateLine(l.lineId));
    seen.add(l.lineId);
  }
  for (const l of body.lines) checkQuoteDate(l.validUntil);
  return db.transaction().execute(async (trx) => {
    let quoted = 0;
    let unchanged = 0;
    const enquiryIds = new Set<number>();
    for (const l of body.lines) {
      const head = await findLineEnquiry(trx, l.lineId);
      if (!head) throw notFound(ENQUIRY_MSG.quoteLineNotFound);
      await lockEnquiryRow(trx, head.enquiryId);
      const now = await lineQuoteNow(trx, l.lineId);
      const same =
        now.quoteState === 'quoted' &&
        Number(now.quotePriceFen) === l.priceFen &&
        now.quoteLeadDays === l.leadTimeDays &&
        now.validUntil === l.validUntil &&
        (now.quoteNote ?? '') === (l.note?.trim() ?? '') &&
        (now.quoteGoodsId === null ? undefined : Number(now.quoteGoodsId)) === l.goodsId;
      if (same) {
        unchanged += 1;
        enquiryIds.add(head.enquiryId);
        continue;
      }
      enquiryIds.add(await answerQuoteIn(trx, who, l));
      quoted += 1;
    }
    return { quoted, unchanged, enquiryIds: [...enquiryIds].sort((a, b) => a - b) };
  });
}
