// The buy box's quantity: − / typed / + with the unit and the rule (minimum, whole packs), what the
// field says of the typed text (the cart's shared typed-quantity field: a refusal or a fitting
// note), and the line total at the tier price of that quantity.
import { chakra, Flex, Text } from '@chakra-ui/react';
import { formatPrice, lineTotal } from '../../../../domain/shared/money.ts';
import type { TypedQuantity } from '../../cart/public.ts';
import { uiText } from '../../../ui/text.ts';
import { cat } from '../text.ts';

const t = cat.product;

const stepButton = {
  width: '36px',
  height: '36px',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'gray.50',
  fontSize: '18px',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _disabled: { color: 'gray.400', cursor: 'not-allowed' },
} as const;

interface Props {
  field: TypedQuantity;
  qty: number;
  least: number;
  pack: number;
  unit: string;
  unitFen: number;
  onStep: (direction: 1 | -1) => void;
}

export function BuyQuantity({ field, qty, least, pack, unit, unitFen, onStep }: Props) {
  const { message, invalid } = field;
  return (
    <>
      <Flex mt="4" align="center" gap="3">
        <chakra.label htmlFor="buy-qty" fontSize="13px" color="gray.700" minW="64px">
          {t.quantity}
        </chakra.label>
        <Flex align="center">
          <chakra.button type="button" aria-label={t.decrease} css={stepButton} disabled={qty <= least} onClick={() => onStep(-1)}>
            −
          </chakra.button>
          <chakra.input
            id="buy-qty"
            type="text"
            inputMode="numeric"
            aria-describedby={message ? 'buy-qty-message buy-qty-hint' : 'buy-qty-hint'}
            aria-invalid={invalid ? true : undefined}
            value={field.text}
            onChange={(event) => field.type(event.target.value)}
            onBlur={() => void field.settle()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void field.settle();
            }}
            width="72px"
            height="36px"
            textAlign="center"
            borderTopWidth="1px"
            borderBottomWidth="1px"
            borderColor="gray.300"
          />
          <chakra.button type="button" aria-label={t.increase} css={stepButton} onClick={() => onStep(1)}>
            +
          </chakra.button>
          <Text as="span" ml="2" fontSize="13px">
            {unit}
          </Text>
        </Flex>
        <Text id="buy-qty-hint" fontSize="12px" color="gray.600">
          {t.qtyHint(least, pack, unit)}
        </Text>
      </Flex>
      {message ? (
        <Text id="buy-qty-message" role={invalid ? 'alert' : 'status'} mt="1" ml="76px" fontSize="12px" color={invalid ? 'red.700' : 'orange.800'} data-testid="buy-qty-message">
          {message.text}
        </Text>
      ) : null}
      <Text mt="2" fontSize="13px" color="gray.700" data-testid="line-total">
        {t.lineTotal}{uiText.punctuation.colon}
        <Text as="span" color="brand.700" fontWeight="700">
          {formatPrice(lineTotal(unitFen, qty))}
        </Text>
      </Text>
    </>
  );
}
