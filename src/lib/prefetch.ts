// The prefetch registry: at start the route table registers how to load the page chunk of a path
// and the catalogue how to load a product's detail; links call them on hover or focus, so ui/ and
// features never import the route table or another feature.
import type { Parser } from 'wouter';

type Prefetcher = (parser: Parser, href: string) => void;

let prefetcher: Prefetcher = () => {};

/** Called once at start with the route table's loader (src/main.tsx). */
export function registerPrefetch(fn: Prefetcher): void {
  prefetcher = fn;
}

/** Starts loading the chunk of the page at `href`; does nothing before a loader is registered. */
export function prefetchRoute(parser: Parser, href: string): void {
  prefetcher(parser, href);
}

type GoodsPrefetcher = (goodsId: number) => void;

let goodsPrefetcher: GoodsPrefetcher = () => {};

/** Called once at start with the catalogue's detail loader (src/main.tsx). */
export function registerGoodsPrefetch(fn: GoodsPrefetcher): void {
  goodsPrefetcher = fn;
}

/** Starts loading a product's detail in the background, quietly. */
export function prefetchGoods(goodsId: number): void {
  goodsPrefetcher(goodsId);
}
