// Which goods a line of the enquiry report stands for now, the one rule the report's stock note,
// the download and the SPA share: the buyer's pick (chooseGoods) first, else the automatic match,
// else the staff quote's goods; with the quantity it would go to the cart at and where it came from.
import { cartQtyFor } from './enquiry-rules.ts';
import type { EnquiryGoods, EnquiryLine } from './enquiry-views.ts';

export type PickedSource = 'chosen' | 'matched' | 'quoted';

export interface PickedGoods {
  goods: EnquiryGoods;
  source: PickedSource;
  /** The quantity at the goods' minimum order and whole packs (the typed quantity, 1 when none). */
  qty: number;
  /** The unit price: the quote's while the goods is the quoted one and the quote is valid, else the goods' own. */
  unitPriceFen: number;
}

type LineParts = Pick<EnquiryLine, 'qty' | 'goods' | 'candidates' | 'quote' | 'chosenGoodsId'>;

export function pickedGoods(line: LineParts): PickedGoods | null {
  const quoted = line.quote?.state === 'quoted' ? line.quote : null;
  const offered = [line.goods, ...line.candidates.map((c) => c.goods), quoted?.goods ?? null];
  const chosen = line.chosenGoodsId === null ? undefined : offered.find((g) => g?.goodsId === line.chosenGoodsId);
  const goods = chosen ?? line.goods ?? quoted?.goods ?? null;
  if (!goods) return null;
  const source: PickedSource = chosen ? 'chosen' : line.goods ? 'matched' : 'quoted';
  const liveQuote = quoted && !quoted.expired && quoted.goods?.goodsId === goods.goodsId && quoted.priceFen !== null ? quoted.priceFen : null;
  return { goods, source, qty: cartQtyFor(line.qty ?? 1, goods.minOrderQty, goods.packQty), unitPriceFen: liveQuote ?? goods.unitPriceFen };
}
