// Which price a viewer sees (docs/api/goods.md): the server prices every card for the viewer
// (`priceFen`, `priceKind`) and sends all three prices. The list price is struck through when the
// viewer pays less, and the next better price is offered as a reason to log in or certify.
export type PriceKind = 'list' | 'member' | 'vip';
/** Issue 39: where the price comes from; contract is the viewer's company agreement (协议价). */
export type PriceSource = PriceKind | 'tier' | 'contract' | 'quote';

export interface Priced {
  priceFen: number;
  priceKind: PriceKind;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  /** Absent on views that predate issue 39 (the kind is the source then). */
  priceSource?: PriceSource;
  contractValidTo?: string | null;
}

export interface PriceView {
  kind: PriceKind;
  /** The viewer's company agreement prices it (协议价), until this day (yyyy-mm-dd); else null. */
  contractUntil: string | null;
  fen: number;
  /** The list price, struck through, when the viewer pays less. */
  struckFen: number | null;
  /** The next better price and what unlocks it (log in: member; certify: VIP). */
  better: { kind: 'member' | 'vip'; fen: number } | null;
}

export function priceView(goods: Priced): PriceView {
  const struckFen = goods.priceKind !== 'list' && goods.listPriceFen > goods.priceFen ? goods.listPriceFen : null;
  const contractUntil = goods.priceSource === 'contract' ? (goods.contractValidTo ?? '') : null;
  let better: PriceView['better'] = null;
  if (contractUntil !== null) better = null;
  else if (goods.priceKind === 'list' && goods.memberPriceFen < goods.priceFen) better = { kind: 'member', fen: goods.memberPriceFen };
  else if (goods.priceKind === 'member' && goods.vipPriceFen < goods.priceFen) better = { kind: 'vip', fen: goods.vipPriceFen };
  return { kind: goods.priceKind, contractUntil, fen: goods.priceFen, struckFen, better };
}
