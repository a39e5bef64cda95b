// The goods card of every list (docs/api/goods.md: GoodsCard), as the server sends it and the SPA
// shows it. Money is integer fen.
import type { PriceKind } from './pricing.ts';

export interface NameValue {
  name: string;
  value: string;
}

export interface GoodsCard {
  id: number;
  goodsCode: string;
  model: string;
  name: string;
  brandId: number;
  brandName: string;
  categoryId: number;
  categoryName: string;
  unit: string;
  minOrderQty: number;
  packQty: number;
  imageUrl: string;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  /** The price for the viewer (list for visitors, member, or VIP). */
  priceFen: number;
  priceKind: PriceKind;
  stockQty: number;
  leadTimeDays: number;
  salesCount: number;
  isNew: boolean;
  isHot: boolean;
  keySpecs: NameValue[];
}
