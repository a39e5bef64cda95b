// Whether a quantity of a goods can be bought now, shared by the cart and checkout drafts so both
// say the same thing in the same words.
import type { CartProblem } from './cart.ts';

export interface LineGoods {
  /** 1 on shelf; anything else is off shelf. */
  status: number;
  minOrderQty: number;
  unit: string;
}

export interface LineCheck {
  problem: CartProblem;
  text: string | null;
}

export function checkLine(goods: LineGoods | null, num: number, available: number): LineCheck {
  if (!goods || goods.status !== 1) return { problem: 'offShelf', text: '商品已下架' };
  if (available <= 0) return { problem: 'outOfStock', text: '商品暂时缺货' };
  if (num < goods.minOrderQty) return { problem: 'belowMinimum', text: `该商品最小起订量为 ${goods.minOrderQty}${goods.unit}` };
  if (num > available) return { problem: 'short', text: `库存不足，当前可售 ${available}${goods.unit}` };
  return { problem: null, text: null };
}
