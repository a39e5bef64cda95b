// The integration API's code matching and prices (issue 40): each code an ERP sends is matched,
// in this order, by our goods code (exact), by the model (the enquiry's normalised model key:
// case, full-width forms, spaces, '-', '/' and punctuation dots ignored; live goods only) and by
// the company's own 物料编码 remembered from its enquiries (member_buyer_code, kept under the
// company's books). A model naming several goods (one model, several brands) is ambiguous unless
// the company's material code settles it. Prices are the one pricing function's
// (pricing/public.ts linePrices) for the member the client acts as, so the company's agreement
// applies; stock is the sellable stock the product page shows.
import type { Kysely } from 'kysely';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { buyerCodeKey } from '../../../domain/enquiry/buyer-code.ts';
import type { IntegrationGoods, IntegrationPrice, MatchedBy } from '../../../domain/integration/integration-api.ts';
import type { Database } from '../../db/schema.ts';
import { goodsForPricing } from '../catalogue/public.ts';
import { bookOwnerOf } from '../company/public.ts';
import { rememberedBuyerCodes } from '../enquiry/public.ts';
import { availableStock } from '../orders/public.ts';
import { linePrices, memberPriceViewer } from '../pricing/public.ts';
import { goodsIdsByCode, liveGoodsByModelKey } from './integration-code-repository.ts';

/** The most candidates an ambiguous code lists. */
const MAX_CANDIDATES = 20;

/** How one code matched: one goods, several (ambiguous), or none. */
export interface CodeMatch {
  code: string;
  matchedBy: MatchedBy | null;
  goodsIds: number[];
}

/** Matches each code (trimmed) to goods ids, in the order given (see the file's comment). */
export async function matchCodes(db: Kysely<Database>, memberId: number, rawCodes: readonly string[]): Promise<CodeMatch[]> {
  const codes = rawCodes.map((c) => c.trim());
  const ownerId = await bookOwnerOf(db, memberId);
  const keys = codes.map((c) => modelKey(c));
  const materialKeys = codes.map((c) => buyerCodeKey(c));
  const [byCode, byModel, remembered] = await Promise.all([
    goodsIdsByCode(db, codes.filter((c) => c !== '')),
    liveGoodsByModelKey(db, keys.filter((k) => k !== '')),
    rememberedBuyerCodes(db, ownerId, [...new Set(materialKeys.filter((k) => k !== ''))]),
  ]);
  const byMaterial = new Map(remembered.map((r) => [r.codeKey, Number(r.goodsId)]));
  return codes.map((code, i): CodeMatch => {
    const own = byCode.get(code);
    if (own !== undefined) return { code, matchedBy: 'goodsCode', goodsIds: [own] };
    const models = keys[i] ? (byModel.get(keys[i]) ?? []) : [];
    if (models.length === 1) return { code, matchedBy: 'model', goodsIds: models };
    const material = materialKeys[i] ? byMaterial.get(materialKeys[i]) : undefined;
    if (material !== undefined) return { code, matchedBy: 'materialCode', goodsIds: [material] };
    if (models.length > 1) return { code, matchedBy: 'model', goodsIds: models.slice(0, MAX_CANDIDATES) };
    return { code, matchedBy: null, goodsIds: [] };
  });
}

/** The goods as the ERP reads them, priced for the member at each goods' minimum order quantity. */
export async function integrationGoods(db: Kysely<Database>, memberId: number, goodsIds: readonly number[], now = new Date()): Promise<Map<number, IntegrationGoods>> {
  const ids = [...new Set(goodsIds)];
  if (ids.length === 0) return new Map();
  const [rows, stock, viewer] = await Promise.all([goodsForPricing(db, ids), availableStock(db, ids), memberPriceViewer(db, memberId, now)]);
  const lines = rows.map((g) => ({ goodsId: Number(g.id), num: Math.max(1, g.minOrderQty) }));
  const prices = await linePrices(db, viewer, lines, now);
  const out = new Map<number, IntegrationGoods>();
  rows.forEach((g, i) => {
    const p = prices[i];
    if (!p) return;
    out.set(Number(g.id), {
      goodsId: Number(g.id), goodsCode: g.goodsCode, model: g.model, brandName: g.brandName, name: g.name, unit: g.unit, minOrderQty: g.minOrderQty,
      priceFen: p.priceFen, priceSource: p.priceSource, contractValidTo: p.contractValidTo,
      stock: Math.max(0, stock.get(Number(g.id)) ?? 0), onShelf: g.status === 1,
    });
  });
  return out;
}

/** prices: every code's match with the goods at the company's prices, in the order given. */
export async function integrationPrices(db: Kysely<Database>, memberId: number, codes: readonly string[], now = new Date()): Promise<IntegrationPrice[]> {
  const matches = await matchCodes(db, memberId, codes);
  const goods = await integrationGoods(db, memberId, matches.flatMap((m) => m.goodsIds), now);
  return matches.map((m): IntegrationPrice => {
    const found = m.goodsIds.map((id) => goods.get(id)).filter((g): g is IntegrationGoods => g !== undefined);
    if (found.length === 0) return { code: m.code, matchedBy: null, status: 'notFound', goods: null };
    if (found.length > 1) return { code: m.code, matchedBy: m.matchedBy, status: 'ambiguous', goods: null, candidates: found };
    return { code: m.code, matchedBy: m.matchedBy, status: 'found', goods: found[0]! };
  });
}
