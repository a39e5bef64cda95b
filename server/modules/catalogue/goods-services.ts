// What the goods routes share: the catalogue cache, the hot-search log writer, the suggestion cache.
import type { FastifyInstance } from 'fastify';
import { catalogueCache, type CatalogueCache } from './catalogue-cache.ts';
import { SearchLog } from './search-log.ts';
import { SuggestionCache } from './suggest.ts';

export interface GoodsServices {
  cache: CatalogueCache;
  searchLog: SearchLog;
  suggestions: SuggestionCache;
}

export function goodsServices(app: FastifyInstance): GoodsServices {
  return {
    cache: catalogueCache(app.db, (err) => app.log.error({ err }, 'catalogue cache refresh failed')),
    searchLog: new SearchLog(app.db, app.log),
    suggestions: new SuggestionCache(),
  };
}
