// The header's cart count text (components/cart-count-badge.tsx, cart-count.ts), in Simplified
// Chinese: in the first load, so kept apart from the cart page's text (../text.ts).

export const cartCountText = {
  /** The badges' count, for a screen reader (the digits are shown). */
  badgeCount: (n: number) => `（${n} 种商品）`,
  /** A visitor's row add, carried out after the login. */
  pendingAdded: '登录前选择的商品已加入购物车',
} as const;
