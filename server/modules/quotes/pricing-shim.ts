// TEMPORARY: stands in for the lead's server/modules/pricing/public.ts `pricesForMember` (same
// signature) until it is on main; deleted after merging main.
import type { Kysely, Transaction } from 'kysely';
import { priceOf } from '../../../domain/shared/pricing.ts';
import type { PriceSource } from '../../../domain/shared/pricing.ts';
import type { Database } from '../../db/schema.ts';
import { memberPriceKind } from '../cart/public.ts';
import { goodsForPricing } from '../catalogue/public.ts';

export async function pricesForMember(
  db: Kysely<Database> | Transaction<Database>,
  memberId: number,
  lines: { goodsId: number; num: number }[],
): Promise<Map<number, { priceFen: number; priceSource: PriceSource; contractValidTo: string | null }>> {
  const kind = await memberPriceKind(db, memberId);
  const goods = await goodsForPricing(db, lines.map((l) => l.goodsId));
  return new Map(goods.map((g) => [Number(g.id), { priceFen: priceOf(g, kind), priceSource: kind, contractValidTo: null }]));
}
