// A cart line's quantity: − / typed / +, in whole packs, never below the minimum order, never
// above what can be sold (nor the cart's per-line cap). A typed number is made valid when the
// field is left or Enter is pressed; the cart machine sends it once typing pauses.
import { useState } from 'react';
import { chakra, Flex } from '@chakra-ui/react';
import { clampQty, maximumQty } from '../../../../machines/cart/cart.ts';
import { minimumQty } from '../../../../machines/catalogue/product-purchase.ts';
import type { QtyRule } from '../../../../machines/catalogue/product-purchase.ts';
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
  disabled?: boolean;
  onChange: (num: number) => void;
}

export function QtyStepper({ id, value, rule, stock, model, disabled = false, onChange }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const least = minimumQty(rule);
  const most = maximumQty(rule, stock);
  const pack = Math.max(1, Math.floor(rule.pack));
  const commit = (next: number) => {
    setTyped(null);
    const num = clampQty(next, rule, stock);
    if (num !== value) onChange(num);
  };
  return (
    <Flex align="center" justify="center">
      <chakra.button type="button" aria-label={cartText.decrease(model)} css={stepButton} disabled={disabled || value <= least} onClick={() => commit(value - pack)}>
        −
      </chakra.button>
      <chakra.input
        id={id}
        type="text"
        inputMode="numeric"
        aria-label={cartText.qtyLabel(model)}
        value={typed ?? String(value)}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value.replace(/[^\d]/g, '').slice(0, 5))}
        onBlur={() => {
          if (typed !== null) commit(Number(typed || '0'));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && typed !== null) commit(Number(typed || '0'));
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
      <chakra.button type="button" aria-label={cartText.increase(model)} css={stepButton} disabled={disabled || value >= most} onClick={() => commit(value + pack)}>
        +
      </chakra.button>
    </Flex>
  );
}
