// The buying control of a goods row (list and 大图 views, special zones, model conversion): a
// quantity and 加入购物车 when the goods can be sold now, else 到货通知 and 询价
// (domain/stock/buy-rule.ts: we sell only what a warehouse holds).
import { lazy, Suspense } from 'react';
import { buyActionFor } from '../../../../domain/stock/buy-rule.ts';
import { RowAddToCart } from '../../cart/public.ts';
import type { GoodsCard } from '../api.ts';

// Loaded only when a row without stock is shown (most rows have stock; the first page's budget).
const OutOfStockActions = lazy(() => import('../../stock/public.ts').then((m) => ({ default: m.OutOfStockActions })));

interface Props {
  goodsId: number;
  brandName: string;
  model: string;
  minOrderQty: number;
  packQty: number;
  unit: string;
  stockQty: number;
}

export function RowBuy({ goodsId, brandName, model, minOrderQty, packQty, unit, stockQty }: Props) {
  if (buyActionFor(stockQty) === 'notify') {
    return (
      <Suspense fallback={null}>
        <OutOfStockActions goodsId={goodsId} brandName={brandName} model={model} size="sm" />
      </Suspense>
    );
  }
  return <RowAddToCart goodsId={goodsId} model={`${brandName} ${model}`} minOrderQty={minOrderQty} packQty={packQty} unit={unit} />;
}

/** The buying control under a goods card (GoodsGrid's `action`). */
export function rowBuyFor(goods: GoodsCard) {
  return <RowBuy goodsId={goods.id} brandName={goods.brandName} model={goods.model} minOrderQty={goods.minOrderQty} packQty={goods.packQty} unit={goods.unit} stockQty={goods.stockQty} />;
}
