// Product cards in rows (home shelves, zones, the list's grid view). The buying control under a
// card comes from the page (`action`, e.g. row-buy.tsx's rowBuyFor), so the home page, which shows
// none, does not load the cart's row controls (issue 20: the first load of `/`).
import { memo } from 'react';
import type { ReactNode } from 'react';
import type { GoodsCard } from '../api.ts';
import { CARD_WIDTH, GoodsCardView } from '../../../ui/goods/goods-card.tsx';
import css from '../../../ui/goods/goods.module.css';

interface Props {
  records: readonly GoodsCard[];
  columns: number;
  /** Cards whose pictures load at once (above the fold). */
  eager?: number;
  label?: string;
  /** What goes under each card: a quantity and 加入购物车 (rowBuyFor: the product list's grid view, special zones). */
  action?: (goods: GoodsCard) => ReactNode;
}

export const GoodsGrid = memo(function GoodsGrid({ records, columns, eager = 0, label, action }: Props) {
  return (
    <ul aria-label={label} className={css.grid} style={{ gridTemplateColumns: `repeat(${columns}, ${CARD_WIDTH}px)` }}>
      {records.map((goods, i) => (
        <li key={goods.id}>
          <GoodsCardView
            goods={goods}
            eager={i < eager}
            action={action?.(goods)}
          />
        </li>
      ))}
    </ul>
  );
});
