// A product picture at a fixed size (width and height attributes: no layout shift), lazily
// loaded unless it is above the fold.
import css from './goods.module.css';

interface Props {
  src: string;
  alt: string;
  size: number;
  /** Above the fold: load at once (and first, for the largest image). */
  eager?: boolean;
  priority?: boolean;
}

export function GoodsImage({ src, alt, size, eager = false, priority = false }: Props) {
  return (
    <img
      className={css.image}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
