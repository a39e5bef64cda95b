// The buying control of a goods row (list and 大图 views, special zones, model conversion): a
// quantity and 加入购物车 when the goods can be sold now, else 到货通知 and 询价
// (domain/stock/buy-rule.ts: we sell only what a warehouse holds).
import { buyActionFor } from '../../../../domain/stock/buy-rule.ts';
import { RowAddToCart } from '../../cart/public.ts';
import { OutOfStockActions } from '../../stock/public.ts';

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
  if (buyActionFor(stockQty) === 'notify') return <OutOfStockActions goodsId={goodsId} brandName={brandName} model={model} size="sm" />;
  return <RowAddToCart goodsId={goodsId} model={`${brandName} ${model}`} minOrderQty={minOrderQty} packQty={packQty} unit={unit} />;
}
