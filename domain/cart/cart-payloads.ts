// One schema per cart and favourite payload, shared by the SPA and the goods service.
// Numbers are finite and bounded, objects refuse unknown properties (domain/shared/fields.ts).
import { Type, type Static } from 'typebox';
import { BigIdIn, ClosedObject, INT4_MAX, IntIn } from '../shared/fields.ts';
import { CART_MAX_LINES, CART_MAX_NUM } from './cart.ts';

const Id = (description: string) => BigIdIn({ description });
const Num = IntIn(1, CART_MAX_NUM, { description: '数量' });

/** The spec's cart add payload: adds num to the member's line for the goods (or makes one). */
export const CartSaveBody = ClosedObject({
  goodsId: Id('商品编号'),
  num: Num,
  vendorId: IntIn(0, INT4_MAX, { description: '商家编号（0 为自营）' }),
});
export type CartSaveBody = Static<typeof CartSaveBody>;

export const CartSaveBatchBody = ClosedObject({
  items: Type.Array(CartSaveBody, { minItems: 1, maxItems: CART_MAX_LINES, description: '要加入的商品' }),
});
export type CartSaveBatchBody = Static<typeof CartSaveBatchBody>;

/** Sets a line's quantity and/or its checkout tick. */
export const CartUpdateBody = ClosedObject({
  id: Id('购物车行编号'),
  num: Type.Optional(Num),
  selected: Type.Optional(Type.Boolean({ description: '勾选' })),
});
export type CartUpdateBody = Static<typeof CartUpdateBody>;

/** Ticks or unticks several lines at once (ids omitted: every line). */
export const CartSelectBody = ClosedObject({
  ids: Type.Optional(Type.Array(Id('购物车行编号'), { maxItems: CART_MAX_LINES, description: '购物车行编号（不传为全部）' })),
  selected: Type.Boolean({ description: '勾选' }),
});
export type CartSelectBody = Static<typeof CartSelectBody>;

export const IdsBody = ClosedObject({
  ids: Type.Array(Id('编号'), { minItems: 1, maxItems: CART_MAX_LINES, description: '编号' }),
});
export type IdsBody = Static<typeof IdsBody>;
