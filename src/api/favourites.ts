// Favourites of the goods service: the member's page of favourite goods (priced for the member)
// and the batch removal. The single save/delete of the product page are in goods.ts.
import type { Page } from '../../domain/envelope.ts';
import type { FavouriteCard, FavouritePageRequest } from '../../machines/favourites.ts';
import { post } from './client.ts';

export type { FavouriteCard };

/** POST collect/page/two {current, size}. */
export function fetchFavourites(request: FavouritePageRequest): Promise<Page<FavouriteCard>> {
  return post<Page<FavouriteCard>>('/goods/api/goods/collect/page/two', request);
}

/** POST collect/delete {ids}: goods ids. */
export function removeFavourites(ids: number[]): Promise<{ removed: number }> {
  return post<{ removed: number }>('/goods/api/goods/collect/delete', { ids });
}
