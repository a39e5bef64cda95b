// What the requisition lists need of the cart, injected (docs/decisions.md, "Requisition lists:
// company owns them, the cart is injected"): the cart module imports company (a company member's
// favourites are the company's), so company may not import cart; the member gateway passes the real
// implementation (server/gateway/member.ts), built from cart/public.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CartPortLine {
  goodsId: number;
  quantity: number;
}

export interface CartPort {
  /** Every line of the member's cart (goods and quantity), in the order the cart shows them. */
  cartLinesOf(db: Kysely<Database>, memberId: number): Promise<CartPortLine[]>;
  /**
   * Adds the lines to the member's cart in one transaction under the cart's lock, a quantity on top of
   * a line already there; a line the cart refuses (stock, minimum, a full cart) is skipped and
   * answered with the cart's reason, the others are added.
   */
  addToCart(db: Kysely<Database>, memberId: number, lines: readonly CartPortLine[]): Promise<{ goodsId: number; reason: string }[]>;
}
