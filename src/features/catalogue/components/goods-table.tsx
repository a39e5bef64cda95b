// The list view of the product list: one row per product, columns a buyer compares (model,
// brand, key parameters, stock and lead time, price for the viewer) and a quantity with
// 加入购物车 (issue 12, item 6). Rows are a fixed height.
// Static CSS (goods.module.css): 100 rows render without CSS-in-JS work.
import { memo } from 'react';
import type { GoodsCard } from '../api.ts';
import { GoodsImage } from '../../../ui/goods/goods-image.tsx';
import { GoodsLink } from '../../../ui/goods/goods-link.tsx';
import { PriceTag } from '../../../ui/goods/price.tsx';
import { StockLine } from '../../../ui/goods/stock-line.tsx';
import { cat } from '../text.ts';
import { RowBuy } from './row-buy.tsx';
import css from '../../../ui/goods/goods.module.css';

const t = cat.list;
const IMAGE = 72;
/** Rows whose pictures load at once (the rest load as they scroll into view). */
const EAGER_ROWS = 6;

export const GoodsTable = memo(function GoodsTable({ records, caption }: { records: readonly GoodsCard[]; caption: string }) {
  return (
    <table className={css.table}>
      <caption className={css.srOnly}>{caption}</caption>
      <thead>
        <tr>
          <th style={{ width: 96 }}>{t.columns.image}</th>
          <th>{t.columns.goods}</th>
          <th style={{ width: 200 }}>{t.columns.specs}</th>
          <th style={{ width: 130 }}>{t.columns.stock}</th>
          <th style={{ width: 140 }}>{t.columns.price}</th>
          <th style={{ width: 172 }}>{t.columns.action}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((goods, i) => (
          <tr key={goods.id} className={css.row} data-testid="goods-row">
            <td>
              <GoodsLink goodsId={goods.id} tabIndex={-1} aria-hidden="true">
                <GoodsImage src={goods.imageUrl} alt="" size={IMAGE} eager={i < EAGER_ROWS} />
              </GoodsLink>
            </td>
            <td>
              <GoodsLink goodsId={goods.id} className={css.model} data-testid="goods-model" aria-label={`${goods.brandName} ${goods.model}`}>
                {goods.model}
              </GoodsLink>
              <p className={`${css.muted} ${css.clamp2}`}>{goods.name}</p>
              <p className={css.brandLine}>
                {goods.brandName} · {goods.categoryName}
              </p>
            </td>
            <td>
              <dl className={css.specs}>
                {goods.keySpecs.map((spec) => (
                  <div key={spec.name} style={{ display: 'contents' }}>
                    <dt>{spec.name}</dt>
                    <dd>{spec.value}</dd>
                  </div>
                ))}
              </dl>
            </td>
            <td>
              <StockLine goods={goods} />
            </td>
            <td>
              <PriceTag goods={goods} />
            </td>
            <td>
              <RowBuy goodsId={goods.id} brandName={goods.brandName} model={goods.model} minOrderQty={goods.minOrderQty} packQty={goods.packQty} unit={goods.unit} stockQty={goods.stockQty} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
