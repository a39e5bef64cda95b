// The cart module's TypeBox schemas: the favourites' page body and the response map of every
// route. Payloads and answer shapes the SPA shares are defined once in domain/cart.
import { CartBatchResult, CartCount, CartView } from '../../../domain/cart/cart.ts';
import { FavouriteCard, FavouritesRemoved, FavouriteState } from '../../../domain/cart/favourite.ts';
import { ClosedObject, IntIn } from '../../../domain/shared/fields.ts';
import { Answers, PageOf } from '../../http/schemas.ts';
import { PAGE_MAX } from '../../../domain/shared/page-query.ts';


export const FavouritePageBody = ClosedObject({
  current: IntIn(1, PAGE_MAX, { default: 1, description: '页码' }),
  size: IntIn(1, 100, { default: 20, description: '每页条数' }),
});

export const CartAnswer = Answers(CartView);
export const CartCountAnswer = Answers(CartCount);
export const CartBatchAnswer = Answers(CartBatchResult);
export const FavouriteStateAnswer = Answers(FavouriteState);
export const FavouritesRemovedAnswer = Answers(FavouritesRemoved);
export const FavouritePageAnswer = Answers(PageOf(FavouriteCard));
