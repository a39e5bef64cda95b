// Matching by the buyer's own material code (issue 33 item 3), the step after matchLines: a line
// whose model did not choose goods (no model typed, unmatched, or only candidates) but whose
// 物料编码 the member has bought or picked before is matched to that goods (how 'buyerCode'). Only
// the member's own memory is read. And the memory itself: remembered when a line with a code is
// added to the cart or picked on the report. The queries are buyer-code-repository.ts's.
import type { Kysely, Transaction } from 'kysely';
import { buyerCodeKey } from '../../../domain/enquiry/buyer-code.ts';
import { readSheetQty } from '../../../domain/enquiry/enquiry-rules.ts';
import type { Database } from '../../db/schema.ts';
import { rememberedBuyerCodes, upsertBuyerCode } from './buyer-code-repository.ts';
import type { MatchedLine } from './matcher.ts';
import { ENQUIRY_MSG } from './messages.ts';

const KEY_CHUNK = 5_000;

/** Whether a line may be matched by its buyer code: it has one and its model chose nothing. */
function open(l: MatchedLine): boolean {
  if (buyerCodeKey(l.buyerCode) === '') return false;
  return l.status === 'unmatched' || l.status === 'candidates' || (l.status === 'invalid' && l.reason === ENQUIRY_MSG.reasonNoModel);
}

/** Turns the open lines whose code the member remembers into matched lines (in place); returns the lines. */
export async function matchByBuyerCode(db: Kysely<Database>, memberId: number, lines: MatchedLine[]): Promise<MatchedLine[]> {
  const waiting = lines.filter(open);
  if (waiting.length === 0) return lines;
  const keys = [...new Set(waiting.map((l) => buyerCodeKey(l.buyerCode)))];
  const known = new Map<string, number>();
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    const rows = await rememberedBuyerCodes(db, memberId, keys.slice(i, i + KEY_CHUNK));
    for (const r of rows) known.set(r.codeKey, r.goodsId);
  }
  for (const line of waiting) {
    const goodsId = known.get(buyerCodeKey(line.buyerCode));
    if (goodsId === undefined) continue;
    // A line without a model was never read for its quantity: read it now.
    const qty = line.qty ?? readSheetQty(line.qtyText);
    if (typeof qty === 'object') {
      if (!qty.ok) {
        line.status = 'invalid';
        line.reason = qty.reason;
        continue;
      }
      line.qty = qty.qty;
    }
    line.status = 'matched';
    line.how = 'buyerCode';
    line.goodsId = goodsId;
    line.candidates = [];
    line.reason = ENQUIRY_MSG.reasonBuyerCode;
  }
  return lines;
}

/** Remembers (or replaces) the member's pair: this buyer code is this goods. A blank code is not remembered. */
export async function rememberBuyerCode(trx: Transaction<Database>, memberId: number, code: string, goodsId: number): Promise<void> {
  const codeKey = buyerCodeKey(code);
  if (codeKey === '') return;
  await upsertBuyerCode(trx, memberId, codeKey, goodsId);
}
