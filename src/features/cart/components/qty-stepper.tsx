// A cart line's quantity: − / typed / +, in whole packs, never below the minimum order, never
// above what can be sold (nor the cart's per-line cap). The field keeps exactly what was typed;
// when it is left or Enter is pressed, a text that is not a whole number (or is over the cap) is
// refused under the field and nothing is sent, and a number is fitted to the rules with a note
// saying what changed (domain/cart/quantity-text.ts). The cart machine sends it once typing pauses.
import { useState } from 'react';
import { chakra, Flex, Text } from '@chakra-ui/react';
import { fitQuantity, readQuantityText } from '../../../../domain/cart/quantity-text.ts';
import { clampQty, maximumQty } from '../../../../machines/shared/quantity.ts';
import { minimumQty } from '../../../../machines/shared/quantity.ts';
import type { QtyRule } from '../../../../machines/shared/quantity.ts';
import { cartText } from '../text.ts';

const stepButton = {
  width: '28px',
  height: '30px',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'gray.50',
  fontSize: '16px',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _disabled: { color: 'gray.500', cursor: 'not-allowed', bg: 'gray.50' },
} as const;

interface Props {
  id: string;
  value: number;
  rule: QtyRule;
  stock: number;
  model: string;
  unit: string;
  disabled?: boolean;
  onChange: (num: number) => void;
}

/** Longest text the field keeps: enough to show what was typed wrong, short of a paste bomb. */
const TYPED_MAX = 12;

export function QtyStepper({ id, value, rule, stock, model, unit, disabled = false, onChange }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'note'; text: string } | null>(null);
  const least = minimumQty(rule);
  const most = maximumQty(rule, stock);
  const pack = Math.max(1, Math.floor(rule.pack));
  const send = (num: number) => {
    if (num !== value) onChange(num);
  };
  const step = (next: number) => {
    setTyped(null);
    setMessage(null);
    send(clampQty(next, rule, stock));
  };
  const commitTyped = () => {
    if (typed === null) return;
    const reading = readQuantityText(typed, unit);
    if (reading.kind === 'invalid') return setMessage({ kind: 'error', text: reading.message });
    setTyped(null);
    if (reading.kind === 'empty') return setMessage(null);
    const fitted = fitQuantity(reading.num, rule, unit, most);
    setMessage(fitted.note ? { kind: 'note', text: fitted.note } : null);
    send(fitted.num);
  };
  const messageId = `${id}-message`;
  return (
    <Flex direction="column" align="center" gap="1">
    <Flex align="center" justify="center">
      <chakra.button type="button" aria-label={cartText.decrease(model)} css={stepButton} disabled={disabled || value <= least} onClick={() => step(value - pack)}>
        −
      </chakra.button>
      <chakra.input
        id={id}
        type="text"
        inputMode="numeric"
        aria-label={cartText.qtyLabel(model)}
        value={typed ?? String(value)}
        disabled={disabled}
        aria-invalid={message?.kind === 'error' ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => {
          setTyped(event.target.value.slice(0, TYPED_MAX));
          if (message) setMessage(null);
        }}
        onBlur={commitTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitTyped();
        }}
        width="56px"
        height="30px"
        textAlign="center"
        fontSize="13px"
        borderTopWidth="1px"
        borderBottomWidth="1px"
        borderColor="gray.300"
        data-testid="cart-qty"
      />
      <chakra.button type="button" aria-label={cartText.increase(model)} css={stepButton} disabled={disabled || value >= most} onClick={() => step(value + pack)}>
        +
      </chakra.button>
    </Flex>
      {message ? (
        <Text
          id={messageId}
          role={message.kind === 'error' ? 'alert' : 'status'}
          maxWidth="160px"
          fontSize="12px"
          lineHeight="1.4"
          textAlign="center"
          color={message.kind === 'error' ? 'red.700' : 'orange.800'}
          data-testid="cart-qty-message"
        >
          {message.text}
        </Text>
      ) : null}
    </Flex>
  );
}
