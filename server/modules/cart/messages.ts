// The cart module's Chinese messages (refusals and notices sent in `msg`): the cart and favourites.
import { CART_MAX_LINES, CART_MAX_NUM } from '../../../domain/cart/cart.ts';

export const CART_MSG = {
  goodsGone: '商品不存在或已下架',
  lineMissing: '购物车中没有这件商品',
  full: `购物车最多存放 ${CART_MAX_LINES} 种商品`,
  vendorUnknown: '商家不存在：本站商品均由爱备客自营',
  tooMany: `单件商品最多加购 ${CART_MAX_NUM} 件`,
  nothingToUpdate: '请提供要修改的数量或勾选状态',
  added: '已加入购物车',
  /** save/batch when some goods could not be added. */
  partlyAdded: (added: number, skipped: number) => `已加入 ${added} 种商品，${skipped} 种未能加入`,
  updated: '购物车已更新',
  removed: '已从购物车删除',
  cleared: '购物车已清空',
  /** A line priced by a staff quote (batch enquiry): while valid, and after. */
  quoteValid: (until: string) => `报价单价，有效期至 ${until}`,
  quoteExpired: (until: string) => `报价已于 ${until} 到期，已按当前价格计`,
} as const;

export const FAVOURITE_MSG = {
  goodsGone: '商品不存在或已下架',
  saved: '已收藏',
  removed: '已取消收藏',
} as const;
