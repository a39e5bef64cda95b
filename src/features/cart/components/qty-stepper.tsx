// A cart line's quantity: − / typed / +, in whole packs, never below the minimum order, never
// above what can be sold (nor the cart's per-line cap). The typing (kept as typed, refused or
// fitted with a note when left) is the shared field of ../typed-quantity.ts; the cart machine
// sends the quantity once typing pauses.
import { chakra, Flex, Text } from '@chakra-ui/react';
import { clampQty, maximumQty, minimumQty, type QtyRule } from '../../../../machines/shared/quantity.ts';
import { cartText } from '../text.ts';
import { useTypedQuantity } from '../typed-quantity.ts';

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

export function QtyStepper({ id, value, rule, stock, model, unit, disabled = false, onChange }: Props) {
  const least = minimumQty(rule);
  const most = maximumQty(rule, stock);
  const pack = Math.max(1, Math.floor(rule.pack));
  const field = useTypedQuantity({ value, rule, unit, most, onTake: onChange });
  const { message } = field;
  const step = (next: number) => field.step(clampQty(next, rule, stock));
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
        value={field.text}
        disabled={disabled}
        aria-invalid={field.invalid ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => field.type(event.target.value)}
        onBlur={() => void field.settle()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void field.settle();
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
