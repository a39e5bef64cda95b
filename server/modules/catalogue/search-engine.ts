// Where a search engine plugs in (docs/scaling.md "When to move the index to a search engine"):
// the product list, the brand counts of a search and the suggestions while typing ask a
// SearchEngine, and nothing else in the shop reads the index. Today's engine is the in-process
// index of each server (memoryEngine, search-index.ts), kept current by the catalogue outbox; an
// OpenSearch/Elasticsearch engine shared by every process would implement the same interface,
// answer ids, totals and facets, and be fed by the same outbox. Cards, the viewer's prices and
// stock are read from the database by ids either way.
import type { KeywordSuggestion } from '../../../domain/catalogue/catalogue-views.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { searchGoods, suggest } from './search-index-query.ts';
import type { SearchInput, SearchOutcome } from './search-outcome.ts';
import { suggestIndexed } from './suggest-index.ts';

export interface SearchEngine {
  /** The product list (and with `withPage: false` only its facets): ids in list order, total, facets. */
  search(input: SearchInput): Promise<SearchOutcome>;
  /** Suggestions while typing. */
  suggest(keyword: string): Promise<KeywordSuggestion[]>;
  /**
   * The same suggestions answered synchronously when the engine can (an in-process index that is
   * loaded), else null: the suggestion route's fast path. A remote engine returns null.
   */
  suggestNow(keyword: string): KeywordSuggestion[] | null;
}

/** The in-process index of this server (search-index.ts) as the engine. */
export function memoryEngine(cache: CatalogueCache): SearchEngine {
  return {
    search: (input) => searchGoods(cache, input),
    suggest: (keyword) => suggest(cache, keyword),
    suggestNow: (keyword) => {
      const loaded = cache.loaded();
      return loaded ? suggestIndexed(loaded.index, loaded.refs, keyword) : null;
    },
  };
}
