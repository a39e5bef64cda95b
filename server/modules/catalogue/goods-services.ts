// What the goods routes share: the catalogue cache (with the search index), the hot-search log
// writer, the suggestion cache, and the subscription to the catalogue change bus that keeps the
// index and the suggestion cache current in every process.
import type { FastifyInstance } from 'fastify';
import { databaseUrlOf } from '../../db/connect.ts';
import { catalogueCache, type CatalogueCache } from './catalogue-cache.ts';
import { subscribeCatalogueChanges } from './catalogue-changes.ts';
import { SearchLog } from './search-log.ts';
import { SuggestionCache } from './suggest.ts';

export interface GoodsServices {
  cache: CatalogueCache;
  searchLog: SearchLog;
  suggestions: SuggestionCache;
}

export function goodsServices(app: FastifyInstance): GoodsServices {
  const cache = catalogueCache(app.db, (err) => app.log.error({ err }, 'catalogue cache refresh failed'));
  const suggestions = new SuggestionCache();
  const subscription = subscribeCatalogueChanges({
    databaseUrl: databaseUrlOf(app.db),
    onChange: (change) => {
      suggestions.clear();
      void cache.changed(change.all ? 'all' : change.ids).then(() => suggestions.clear());
    },
    onError: (err) => app.log.warn({ err }, 'catalogue change bus'),
  });
  app.addHook('onReady', async () => subscription.ready);
  app.addHook('onClose', async () => subscription.close());
  return { cache, searchLog: new SearchLog(app.db, app.log), suggestions };
}
