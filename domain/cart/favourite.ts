// The member's favourites (收藏) as the server sends them (docs/api/cart.md): the page's card (the
// same GoodsCard as every list, plus the moment it was collected) and the heart state; one
// TypeBox schema each and its type of the same name.
import { Type, type Static } from 'typebox';
import { CountField, TextField } from '../shared/fields.ts';
import { GoodsCard } from '../shared/goods-card.ts';

export const FavouriteCard = Type.Object(
  { ...GoodsCard.properties, collectedAt: TextField('收藏时间（ISO 8601）') },
  { additionalProperties: false },
);
export type FavouriteCard = Static<typeof FavouriteCard>;

/** Whether the member has collected a goods (the heart on the product page). */
export const FavouriteState = Type.Object({ collected: Type.Boolean({ description: '已收藏' }) }, { additionalProperties: false });
export type FavouriteState = Static<typeof FavouriteState>;

export const FavouritesRemoved = Type.Object({ removed: CountField('取消收藏的商品数') }, { additionalProperties: false });
export type FavouritesRemoved = Static<typeof FavouritesRemoved>;
