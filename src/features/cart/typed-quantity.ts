// The one typed-quantity field, shared by the cart line's stepper (components/qty-stepper.tsx) and
// the product page's buy box (catalogue, through public.ts): the field keeps exactly what was
// typed; when it is left, Enter is pressed or a button acts on it, the text is settled
// (domain/cart/quantity-text.ts settleTypedQuantity): a text that is not a whole number (or is
// over the cap) is refused under the field and nothing is taken, a blank goes back to the current
// quantity, and a number is fitted to the goods' rules with a note saying what changed. A step
// (− / +) replaces whatever was typed.
import { useState } from 'react';
import { settleTypedQuantity, type QuantityRule } from '../../../domain/cart/quantity-text.ts';

/** What the field says under itself: a refusal (nothing is taken until it is fixed) or a note of what was fitted. */
export interface QuantityMessage {
  kind: 'error' | 'note';
  text: string;
}

export interface TypedQuantityOptions {
  /** The quantity taken (what the field shows when nothing is being typed). */
  value: number;
  rule: QuantityRule;
  unit: string;
  /** The most that may be taken (stock, the cart's cap), when there is one. */
  most?: number;
  /** Called with a new quantity (never with the current one). */
  onTake: (num: number) => void;
}

export interface TypedQuantity {
  /** What the field shows. */
  text: string;
  message: QuantityMessage | null;
  /** The text was refused: nothing may be done with it until it is fixed. */
  invalid: boolean;
  /** The field's onChange. */
  type: (text: string) => void;
  /** Leave the field (blur, Enter, or before a button acts): the quantity to act on, or null when refused. */
  settle: () => number | null;
  /** A step to `num` (already fitted by the caller's rule). */
  step: (num: number) => void;
}

/** Longest text the field keeps: enough to show what was typed wrong, short of a paste bomb. */
const TYPED_MAX = 12;

export function useTypedQuantity({ value, rule, unit, most, onTake }: TypedQuantityOptions): TypedQuantity {
  const [typed, setTyped] = useState<string | null>(null);
  const [message, setMessage] = useState<QuantityMessage | null>(null);
  const take = (num: number) => {
    if (num !== value) onTake(num);
  };
  return {
    text: typed ?? String(value),
    message,
    invalid: message?.kind === 'error',
    type: (text) => {
      setTyped(text.slice(0, TYPED_MAX));
      if (message) setMessage(null);
    },
    settle: () => {
      if (typed === null) return value;
      const settled = settleTypedQuantity(typed, rule, unit, most);
      if (settled.kind === 'refused') {
        setMessage({ kind: 'error', text: settled.message });
        return null;
      }
      setTyped(null);
      if (settled.kind === 'empty') {
        setMessage(null);
        return value;
      }
      setMessage(settled.note ? { kind: 'note', text: settled.note } : null);
      take(settled.num);
      return settled.num;
    },
    step: (num) => {
      setTyped(null);
      setMessage(null);
      take(num);
    },
  };
}
