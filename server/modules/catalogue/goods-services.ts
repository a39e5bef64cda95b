// What the goods routes share: the catalogue cache (with the search index), the goods cards in
// memory, the conversion hints of searches that found nothing, the hot-search log writer, the suggestion cache, and the subscription to the catalogue
// change bus that keeps the index, the cards and the suggestion cache current in every process.
// Every process also runs the outbox's publisher loop (catalogue-outbox.ts: only one at a time
// works, under an advisory lock). The subscription reads its start number on the primary when it
// is made, before the goods service's warm-up (an onReady hook registered after this one) loads the
// index (from a replica caught up with the primary's WAL position as of the load, when one is
// configured: at least as new as the start number), and applies every event after it.
import type { FastifyInstance } from 'fastify';
import { databaseUrlOf } from '../../db/connect.ts';
import { CardCache } from './card-cache.ts';
import { catalogueCache, type CatalogueCache } from './catalogue-cache.ts';
import { setNotifyInTransaction } from './catalogue-changes.ts';
import { startCataloguePublisher, subscribeCatalogueChanges } from './catalogue-outbox.ts';
import { ConversionHints } from './conversion-hints.ts';
import { liveCardRows } from './goods-repository.ts';
import { memoryEngine, type SearchEngine } from './search-engine.ts';
import { SearchLog } from './search-log.ts';
import { SuggestionCache } from './suggest.ts';

export interface GoodsServices {
  cache: CatalogueCache;
  cards: CardCache;
  conversionHints: ConversionHints;
  /** The product list and suggestions (search-engine.ts): the in-process index. */
  search: SearchEngine;
  searchLog: SearchLog;
  suggestions: SuggestionCache;
}

/** The last catalogue event number each app's index applied, by its database handle (/metrics: how far behind it is). */
const appliedSeqs = new WeakMap<FastifyInstance['db'], () => number>();

/** The last catalogue event number this app's index applied (-1 before its start number is read), or null without goods services. */
export function appliedCatalogueSeq(db: FastifyInstance['db']): number | null {
  return appliedSeqs.get(db)?.() ?? null;
}

export function goodsServices(app: FastifyInstance): GoodsServices {
  const cache = catalogueCache(app.db, (err) => app.log.error({ err }, 'catalogue cache refresh failed'));
  const suggestions = new SuggestionCache();
  const cards = new CardCache((ids) => liveCardRows(app.db, ids));
  const settings = app.config.catalogueChanges;
  setNotifyInTransaction(settings.notifyInTransaction);
  const databaseUrl = databaseUrlOf(app.db);
  const subscription = subscribeCatalogueChanges({
    db: app.db,
    databaseUrl,
    pollMs: settings.pollMs,
    onChange: (change) => {
      // Brands and aliases (and everything after events were pruned unread) are read again.
      if (change.kind === 'brand' || change.all) cache.brandsChanged();
      if (change.kind === 'brand') {
        suggestions.clear();
        return;
      }
      cards.changed(change.all ? 'all' : change.ids);
      suggestions.clear();
      void cache.changed(change.all ? 'all' : change.ids).then(() => suggestions.clear());
    },
    onError: (err) => app.log.warn({ err }, 'catalogue change bus'),
  });
  const publisher = startCataloguePublisher(app.db, {
    databaseUrl,
    everyMs: settings.publishMs,
    retentionMs: settings.retentionSeconds * 1000,
    onError: (err) => app.log.warn({ err }, 'catalogue change publisher'),
  });
  appliedSeqs.set(app.db, () => subscription.lastSeq());
  app.addHook('onReady', async () => subscription.ready);
  app.addHook('onClose', async () => {
    await publisher.close();
    await subscription.close();
  });
  return { cache, cards, conversionHints: new ConversionHints(app.db), search: memoryEngine(cache), searchLog: new SearchLog(app.db, app.log), suggestions };
}
