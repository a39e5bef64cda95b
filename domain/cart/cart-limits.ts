// The cart's limits and the shop's own vendor id, as plain constants (no schema library), so a
// page that only needs a number does not load the schemas of domain/cart/cart.ts.

/** The most lines one member's cart holds. */
export const CART_MAX_LINES = 200;
/** The most units of one goods in one line. */
export const CART_MAX_NUM = 99_999;
/** vendorId of the shop itself (the spec's cart payload: goodsId, num, vendorId). */
export const SELF_VENDOR_ID = 0;
