// The terms of a company's price agreements in effect on a day (issue 39): brand and category
// rates, and the fixed prices of the goods asked about. One indexed query per priced request of a
// company member; nothing is cached, so a confirmed or revoked agreement shows on the next request
// of every process.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { ContractTerms, TermRef } from '../../../domain/pricing/price-decision.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The company's agreement terms on `day` (yyyy-mm-dd, China) for `goodsIds`; null when no agreement is in effect. */
export async function termsOfCompany(db: Db, companyId: number, day: string, goodsIds: readonly number[]): Promise<ContractTerms | null> {
  const ids = [...new Set(goodsIds)];
  const rows = await db
    .selectFrom('priceAgreement as a')
    .leftJoin('priceAgreementItem as i', (j) =>
      j.onRef('i.agreementId', '=', 'a.id').on((eb) => eb.or([eb('i.kind', '<>', 'goods'), ids.length > 0 ? eb('i.goodsId', 'in', ids) : eb.val(false)])),
    )
    .select(['a.id as agreementId', sql<string>`a.valid_to::text`.as('validTo'), 'i.kind', 'i.goodsId', 'i.brandId', 'i.categoryId', 'i.priceFen', 'i.rateBp'])
    .where('a.companyId', '=', companyId)
    .where('a.status', '=', 'active')
    .where('a.validFrom', '<=', day)
    .where('a.validTo', '>=', day)
    .execute();
  if (rows.length === 0) return null;
  const goodsPrices = new Map<number, TermRef & { priceFen: number }>();
  const brandRates = new Map<number, TermRef & { rateBp: number }>();
  const categoryRates = new Map<number, TermRef & { rateBp: number }>();
  for (const r of rows) {
    const ref = { agreementId: r.agreementId, validTo: r.validTo };
    if (r.kind === 'goods' && r.goodsId !== null && r.priceFen !== null) keepLower(goodsPrices, r.goodsId, { ...ref, priceFen: Number(r.priceFen) }, (t) => t.priceFen);
    else if (r.kind === 'brand' && r.brandId !== null && r.rateBp !== null) keepLower(brandRates, r.brandId, { ...ref, rateBp: r.rateBp }, (t) => t.rateBp);
    else if (r.kind === 'category' && r.categoryId !== null && r.rateBp !== null) keepLower(categoryRates, r.categoryId, { ...ref, rateBp: r.rateBp }, (t) => t.rateBp);
  }
  return { goodsPrices, brandRates, categoryRates };
}

/** Two agreements in effect may name the same goods, brand or category: the lower price (or rate) is kept. */
function keepLower<T extends TermRef>(map: Map<number, T>, key: number, term: T, value: (t: T) => number): void {
  const had = map.get(key);
  if (!had || value(term) < value(had) || (value(term) === value(had) && term.validTo > had.validTo)) map.set(key, term);
}
