// What other features may use of the cart: putting goods in it (the product page's buy box; the
// zone quick-order pad adds many lines in one save/batch call) and the line count the shell's
// badges show (set at once from a fresh answer), and the typed-quantity field the product page's
// buy box shares with the cart line's stepper.
export { saveCartBatch, saveToCart } from './api.ts';
export { refreshCartCount } from './cart-count.ts';
export { RowAddToCart } from './components/row-add-to-cart.tsx';
export { useTypedQuantity } from './typed-quantity.ts';
export type { TypedQuantity } from './typed-quantity.ts';
