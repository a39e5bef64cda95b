// Which price a viewer sees (docs/api/goods.md): the server prices every card for the viewer
// (`priceFen`, `priceKind`) and sends all three prices. The list price is struck through when the
// viewer pays less, and the next better price is offered as a reason to log in or certify.
export type PriceKind = 'list' | 'member' | 'vip';

export interface Priced {
  priceFen: number;
  priceKind: PriceKind;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
}

export interface PriceView {
  kind: PriceKind;
  fen: number;
  /** The list price, struck through, when the viewer pays less. */
  struckFen: number | null;
  /** The next better price and what unlocks it (log in: member; certify: VIP). */
  better: { kind: 'member' | 'vip'; fen: number } | null;
}

export function priceView(goods: Priced): PriceView {
  const struckFen = goods.priceKind !== 'list' && goods.listPriceFen > goods.priceFen ? goods.listPriceFen : null;
  let better: PriceView['better'] = null;
  if (goods.priceKind === 'list' && goods.memberPriceFen < goods.priceFen) better = { kind: 'member', fen: goods.memberPriceFen };
  else if (goods.priceKind === 'member' && goods.vipPriceFen < goods.priceFen) better = { kind: 'vip', fen: goods.vipPriceFen };
  return { kind: goods.priceKind, fen: goods.priceFen, struckFen, better };
}
