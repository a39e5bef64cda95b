// What other features may use of the checkout: starting a draft (quick buy, the cart, buying a
// past order again) and the order-progress step the order-submitted page sets.
export { cartCheckout, quickBuy, reorder } from './api.ts';
export { setFinishStep } from './progress-store.ts';
export type { ProgressStep } from './progress-store.ts';
