// Stock and lead time in one line: 现货 86个 · 2天发货, or 暂无现货 · 15天发货.
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
      {inStock ? t.inStock(goods.stockQty, goods.unit) : t.outOfStock} · {t.leadTime(goods.leadTimeDays)}
    </p>
  );
}
