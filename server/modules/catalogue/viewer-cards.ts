// Cards priced for a viewer (issue 39): the agreement terms for the goods on the page are read
// (one query for a company member, none for anyone else), then the cached cards are priced.
import type { Kysely } from 'kysely';
import type { GoodsCard } from '../../../domain/shared/goods-card.ts';
import type { Database } from '../../db/schema.ts';
import { priceContextFor, type PriceViewer } from '../pricing/public.ts';
import type { CardCache } from './card-cache.ts';
import type { Refs } from './catalogue-cache.ts';

export async function cardsFor(db: Kysely<Database>, cards: CardCache, refs: Refs, ids: readonly number[], viewer: PriceViewer): Promise<GoodsCard[]> {
  return cards.cards(refs, ids, await priceContextFor(db, viewer, ids));
}
