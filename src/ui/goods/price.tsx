// Prices for the viewer (docs/api/goods.md): the server prices each card for whoever looks
// (list for visitors, member, VIP); the list price is struck through when the viewer pays less,
// and the next better price says how to get it. Money is integer fen, shown with formatPrice.
import { formatPrice } from '../../../domain/shared/money.ts';
import { priceView } from '../../../machines/catalogue/goods-price.ts';
import type { Priced, PriceKind } from '../../../machines/catalogue/goods-price.ts';
import { goodsText } from './text.ts';
import css from './goods.module.css';

const t = goodsText.price;

export function priceKindLabel(kind: PriceKind): string {
  return kind === 'vip' ? t.vip : kind === 'member' ? t.member : t.list;
}

interface Props {
  goods: Priced;
  /** `lg` on the product page, `md` in lists. */
  size?: 'md' | 'lg';
  /** Shows the next better price (log in / certify). */
  showBetter?: boolean;
}

export function PriceTag({ goods, size = 'md', showBetter = true }: Props) {
  const view = priceView(goods);
  return (
    <div className={css.price}>
      <div className={css.priceLine}>
        {view.contractUntil !== null ? (
          <span className={`${css.priceKind} ${css.priceKindContract}`}>{t.contract}</span>
        ) : (
          <span className={view.kind === 'list' ? css.priceKind : `${css.priceKind} ${css.priceKindBetter}`}>{priceKindLabel(view.kind)}</span>
        )}
        <span className={size === 'lg' ? `${css.priceValue} ${css.priceLarge}` : css.priceValue} data-testid="price">
          {formatPrice(view.fen)}
        </span>
        {view.struckFen !== null && (
          <span className={css.struck}>
            <span className={css.srOnly}>{t.original}</span>
            <s>{formatPrice(view.struckFen)}</s>
          </span>
        )}
      </div>
      {view.contractUntil && (
        <p className={css.contractUntil} data-volatile data-testid="contract-until">
          {t.contractUntil(view.contractUntil)}
        </p>
      )}
      {showBetter && view.better && (
        <p className={css.better}>
          {view.better.kind === 'member' ? t.loginForMember : t.certifyForVip} {formatPrice(view.better.fen)}
        </p>
      )}
    </div>
  );
}
