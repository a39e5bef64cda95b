// A page of the route table, loaded on first use and shown when its chunk is in, without React's
// Suspense (issue 20, LCP). A lazy component suspends on its first render even when its chunk is
// already loaded, and React holds back content that replaces a shown fallback until 300 ms after
// the last fallback anywhere in the app (its fallback throttle; the footer's chunk shows one on
// every first load). That hold was most of the product list's LCP. Here the page's arrival is a
// plain state update, shown at once; a chunk that fails to load is thrown to the page boundary
// (page-boundary.tsx), as a lazy component's was.
import { createElement, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { PageLoading } from '../lib/loading-bar.tsx';

export type PageModule = { default: ComponentType };

export interface LoadablePage {
  /** Loads the page's chunk (a prefetch, or the first page at start); the page then renders at once. */
  load: () => Promise<PageModule>;
  Page: ComponentType;
}

export function loadablePage(loadModule: () => Promise<PageModule>): LoadablePage {
  let loaded: ComponentType | null = null;
  const load = () =>
    loadModule().then((page) => {
      loaded = page.default;
      return page;
    });

  function Page(props: object) {
    const [Loaded, setLoaded] = useState<ComponentType | null>(() => loaded);
    useEffect(() => {
      if (Loaded) return undefined;
      let live = true;
      load().then(
        (page) => {
          if (live) setLoaded(() => page.default);
        },
        (error: unknown) => {
          if (live)
            setLoaded(() => {
              throw error;
            });
        },
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    return Loaded ? createElement(Loaded, props) : createElement(PageLoading);
  }
  return { load, Page };
}
