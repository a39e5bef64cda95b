// Product cards in rows (home shelves, zones, the list's grid view).
import { memo } from 'react';
import type { GoodsCard } from '../api.ts';
import { CARD_WIDTH, GoodsCardView } from '../../../ui/goods/goods-card.tsx';
import css from '../../../ui/goods/goods.module.css';
import { RowBuy } from './row-buy.tsx';

interface Props {
  records: readonly GoodsCard[];
  columns: number;
  /** Cards whose pictures load at once (above the fold). */
  eager?: number;
  label?: string;
  /** A quantity and 加入购物车 under each card (the product list's grid view, special zones). */
  withCart?: boolean;
}

export const GoodsGrid = memo(function GoodsGrid({ records, columns, eager = 0, label, withCart = false }: Props) {
  return (
    <ul aria-label={label} className={css.grid} style={{ gridTemplateColumns: `repeat(${columns}, ${CARD_WIDTH}px)` }}>
      {records.map((goods, i) => (
        <li key={goods.id}>
          <GoodsCardView
            goods={goods}
            eager={i < eager}
            action={
              withCart ? (
                <RowBuy goodsId={goods.id} brandName={goods.brandName} model={goods.model} minOrderQty={goods.minOrderQty} packQty={goods.packQty} unit={goods.unit} stockQty={goods.stockQty} />
              ) : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
});
