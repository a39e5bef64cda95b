// Who is being priced and the terms that apply to them (issue 39): the one way every price view
// and every charge reaches the price decision (domain/pricing/price-decision.ts). A visitor or a
// personal member has no terms; an active company member has their company's agreements in
// effect today (China date).
import type { Kysely, Transaction } from 'kysely';
import { decidePrice, type ContractTerms, type UnitPrice } from '../../../domain/pricing/price-decision.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import { priceKindFor, type PriceKind } from '../../../domain/shared/pricing.ts';
import type { Database } from '../../db/schema.ts';
import { findMemberInfo } from '../account/public.ts';
import { termsOfCompany } from './contract-terms-repository.ts';
import { pricedGoods } from './priced-goods-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Who is priced: their price kind and the company whose agreements apply (null: none). */
export interface PriceViewer {
  kind: PriceKind;
  companyId: number | null;
}

export const VISITOR_PRICING: PriceViewer = { kind: 'list', companyId: null };

/** What a price view needs for a set of goods: the viewer's kind and their agreement terms (null: none in effect). */
export interface PriceContext {
  kind: PriceKind;
  terms: ContractTerms | null;
}

/** A member as pricing sees them: the VIP end decides the kind; an active company member brings the company's agreements. */
export function priceViewerOf(info: { memberPriceEndTime: string | null; companyId: number | null; companyMemberStatus: string | null }, now: Date = new Date()): PriceViewer {
  return {
    kind: priceKindFor({ loggedIn: true, vipEndTime: info.memberPriceEndTime }, now),
    companyId: info.companyId !== null && info.companyMemberStatus === 'active' ? info.companyId : null,
  };
}

/** The member's price viewer (a member that no longer exists is priced as a visitor). */
export async function memberPriceViewer(db: Db, memberId: number, now: Date = new Date()): Promise<PriceViewer> {
  const info = await findMemberInfo(db, memberId);
  return info ? priceViewerOf(info, now) : VISITOR_PRICING;
}

/** The context to price `goodsIds` for the viewer now: one query for a company member, none otherwise. */
export async function priceContextFor(db: Db, viewer: PriceViewer, goodsIds: readonly number[], now: Date = new Date()): Promise<PriceContext> {
  if (viewer.companyId === null) return { kind: viewer.kind, terms: null };
  return { kind: viewer.kind, terms: await termsOfCompany(db, viewer.companyId, chinaDateKey(now), goodsIds) };
}

/** What the member pays for each line's goods at its quantity now, and where the price comes from (goods missing are left out). */
export async function pricesForMember(db: Db, memberId: number, lines: readonly { goodsId: number; num: number }[], now: Date = new Date()): Promise<Map<number, UnitPrice>> {
  const ids = lines.map((l) => l.goodsId);
  const [viewer, goods] = await Promise.all([memberPriceViewer(db, memberId, now), pricedGoods(db, ids)]);
  const ctx = await priceContextFor(db, viewer, ids, now);
  const out = new Map<number, UnitPrice>();
  for (const l of lines) {
    const g = goods.get(l.goodsId);
    if (g) out.set(l.goodsId, decidePrice(g, ctx.kind, l.num, ctx.terms));
  }
  return out;
}
