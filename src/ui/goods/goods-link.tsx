// A link to a product page: on hover or focus it loads the page's chunk and the product's
// detail, so the page appears at once when clicked (McMaster-Carr's prefetch on hover).
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useRouter } from 'wouter';
import { prefetchGoods, prefetchRoute } from '../../lib/prefetch.ts';
import css from './goods.module.css';

export function productHref(goodsId: number): string {
  return `/product/${goodsId}`;
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { goodsId: number; children: ReactNode };

export function GoodsLink({ goodsId, children, className, ...rest }: Props) {
  const { parser } = useRouter();
  const href = productHref(goodsId);
  const prefetch = () => {
    prefetchRoute(parser, href);
    prefetchGoods(goodsId);
  };
  return (
    <Link href={href} onMouseEnter={prefetch} onFocus={prefetch} className={className ? `${css.link} ${className}` : css.link} {...rest}>
      {children}
    </Link>
  );
}
