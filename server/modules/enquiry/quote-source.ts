// What a formal quote (issue 39, the quotes module) takes from a batch enquiry: the goods and
// quantity of every line that names a goods (the buyer's pick, else the match, else the goods a
// manual quote offered), for the enquiry's placer only (as every act on an enquiry: a colleague's
// answers 403, another company's 404).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { actingOf, assertRecordActor } from '../company/public.ts';
import { findEnquiry, readLines } from './enquiry-repository.ts';
import { ENQUIRY_MSG } from './messages.ts';

const ACCESS = { missing: ENQUIRY_MSG.notFound, forbidden: ENQUIRY_MSG.colleagueEnquiry, placerOnly: ENQUIRY_MSG.placerOnly };

/** The enquiry's lines that name a goods, in sheet order: goods and quantity (1 when the sheet gave none). */
export async function enquiryLinesForQuote(db: Kysely<Database>, memberId: number, enquiryId: number): Promise<{ goodsId: number; num: number }[]> {
  const row = await findEnquiry(db, enquiryId, false);
  await assertRecordActor(db, await actingOf(db, memberId), row, ACCESS);
  const lines = await readLines(db, enquiryId);
  return lines.flatMap((l) => {
    const goodsId = l.chosenGoodsId ?? l.matchedGoodsId ?? (l.quoteState === 'quoted' ? l.quoteGoodsId : null);
    return goodsId === null ? [] : [{ goodsId, num: l.qty !== null && l.qty > 0 ? l.qty : 1 }];
  });
}
