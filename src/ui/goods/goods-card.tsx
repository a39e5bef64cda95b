// A product in a grid (home shelves, zones, the list's grid view): fixed size, so a grid never
// shifts while pictures arrive. Static CSS (goods.module.css): cheap to render by the dozen.
import type { ReactNode } from 'react';
import type { GoodsCard as Goods } from '../../../domain/shared/goods-card.ts';
import { GoodsImage } from './goods-image.tsx';
import { GoodsLink } from './goods-link.tsx';
import { PriceTag } from './price.tsx';
import { StockLine } from './stock-line.tsx';
import { goodsText } from './text.ts';
import css from './goods.module.css';

const t = goodsText.goods;
export const CARD_WIDTH = 224;
const IMAGE = 160;

/** `action`: what a list puts under the card (the row's 加入购物车). */
export function GoodsCardView({ goods, eager = false, action }: { goods: Goods; eager?: boolean; action?: ReactNode }) {
  return (
    <article className={action ? `${css.card} ${css.cardWithAction}` : css.card} aria-label={`${goods.brandName} ${goods.model}`}>
      <GoodsLink goodsId={goods.id} className={css.cardImage} tabIndex={-1} aria-hidden="true">
        <GoodsImage src={goods.imageUrl} alt="" size={IMAGE} eager={eager} />
      </GoodsLink>
      <div className={css.cardTags}>
        <span className={css.cardBrand}>{goods.brandName}</span>
        {goods.isNew && <span className={`${css.tag} ${css.tagNew}`}>{t.badgeNew}</span>}
        {goods.isHot && <span className={`${css.tag} ${css.tagHot}`}>{t.badgeHot}</span>}
      </div>
      <GoodsLink goodsId={goods.id} className={`${css.model} ${css.clamp1}`} data-testid="goods-model" aria-label={`${goods.brandName} ${goods.model}`}>
        {goods.model}
      </GoodsLink>
      <p className={`${css.muted} ${css.clamp2} ${css.cardName}`}>{goods.name}</p>
      <div className={css.cardFoot}>
        <PriceTag goods={goods} showBetter={false} />
        <StockLine goods={goods} />
      </div>
      {action ? <div className={css.cardAction}>{action}</div> : null}
    </article>
  );
}
