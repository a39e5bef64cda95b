// What other modules may use of the cart module: the only file of it they import. The enquiry
// feature adds its ticked lines through the same lock and add as POST /api/goods/cart/save.
export { addToCart, withCartLock, SELF_VENDOR_ID } from './cart-repository.ts';
export { cartGoodsLines } from './cart-repository.ts';
export { quoteOf, readQuotes, type QuotedPrice } from './quoted-price.ts';
export { memberCartLines, removeOrderedCartLines } from './checkout-cart-repository.ts';
export { readCart } from './cart-repository.ts';
