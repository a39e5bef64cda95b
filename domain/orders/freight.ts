// Freight for an order: the one home of the shipping rule, used by checkout drafts and by order
// submission so both show and charge the same amount. Today every order ships free; a future
// rule (a threshold, a weight table, a remote-region surcharge) changes only this function.
import type { Fen } from '../shared/money.ts';

export interface FreightInput {
  /** The goods amount of the order, in fen. */
  goodsAmountFen: Fen;
  /** Units in the order. */
  totalNum: number;
}

/** Free shipping on every order. */
export function freightFor(_order: FreightInput): Fen {
  return 0;
}
