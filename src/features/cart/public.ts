// What other features may use of the cart: putting goods in it (the product page's buy box).
export { saveToCart } from './api.ts';
