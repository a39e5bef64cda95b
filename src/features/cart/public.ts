// What other features may use of the cart: putting goods in it (the product page's buy box; the
// zone quick-order pad adds many lines in one save/batch call).
export { saveCartBatch, saveToCart } from './api.ts';
