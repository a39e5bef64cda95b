// One schema per cart and favourite payload, shared by the SPA and the goods service.
import { Type, type Static } from 'typebox';
import { CART_MAX_LINES, CART_MAX_NUM } from '../cart.ts';

const Id = Type.Integer({ minimum: 1 });
const Num = Type.Integer({ minimum: 1, maximum: CART_MAX_NUM });

/** The spec's cart add payload: adds num to the member's line for the goods (or makes one). */
export const CartSaveBody = Type.Object({
  goodsId: Id,
  num: Num,
  vendorId: Type.Integer({ minimum: 0 }),
});
export type CartSaveBody = Static<typeof CartSaveBody>;

export const CartSaveBatchBody = Type.Object({
  items: Type.Array(CartSaveBody, { minItems: 1, maxItems: CART_MAX_LINES }),
});
export type CartSaveBatchBody = Static<typeof CartSaveBatchBody>;

/** Sets a line's quantity and/or its checkout tick. */
export const CartUpdateBody = Type.Object({
  id: Id,
  num: Type.Optional(Num),
  selected: Type.Optional(Type.Boolean()),
});
export type CartUpdateBody = Static<typeof CartUpdateBody>;

/** Ticks or unticks several lines at once (ids omitted: every line). */
export const CartSelectBody = Type.Object({
  ids: Type.Optional(Type.Array(Id, { maxItems: CART_MAX_LINES })),
  selected: Type.Boolean(),
});
export type CartSelectBody = Static<typeof CartSelectBody>;

export const IdsBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: CART_MAX_LINES }),
});
export type IdsBody = Static<typeof IdsBody>;
