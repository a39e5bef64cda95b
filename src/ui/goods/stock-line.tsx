// Stock and lead time in one line: 现货 86个 · 2天发货, or 暂无现货 · 约15天补货 (the supplier's
// restocking time, an expectation: goods without stock are not sold, domain/stock/buy-rule.ts).
import { goodsText } from './text.ts';
import css from './goods.module.css';

const t = goodsText.goods;

interface Stocked {
  stockQty: number;
  unit: string;
  leadTimeDays: number;
}

export function StockLine({ goods }: { goods: Stocked }) {
  const inStock = goods.stockQty > 0;
  return (
    <p className={inStock ? `${css.stock} ${css.inStock}` : css.stock}>
      {inStock ? `${t.inStock(goods.stockQty, goods.unit)} · ${t.leadTime(goods.leadTimeDays)}` : `${t.outOfStock} · ${t.restock(goods.leadTimeDays)}`}
    </p>
  );
}
