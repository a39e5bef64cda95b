// 加入购物车 on a list row (machines/cart/row-add.ts): a small quantity field prefilled with the
// minimum, one button, and the field's refusal or note under them. Thin: the machine decides.
import { useEffect } from 'react';
import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { rowAddMachine, type RowLine } from '../../../../machines/cart/row-add.ts';
import { sessionActor } from '../../../lib/session.ts';
import { saveToCart, SELF_VENDOR_ID } from '../api.ts';
import { keepPendingAdd } from '../pending-add.ts';
import { cartText } from '../text.ts';

const t = cartText.row;

function loginHref(): string {
  return `/login?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;
}

const rowMachine = rowAddMachine.provide({
  actors: {
    addLine: fromPromise<unknown, RowLine>(({ input }) => saveToCart({ goodsId: input.goodsId, num: input.num, vendorId: SELF_VENDOR_ID })),
  },
  actions: {
    keepForLogin: (_, line) => keepPendingAdd(line),
    goToLogin: () => navigate(loginHref()),
  },
});

interface Props {
  goodsId: number;
  model: string;
  minOrderQty: number;
  packQty: number;
  unit: string;
}

export function RowAddToCart({ goodsId, model, minOrderQty, packQty, unit }: Props) {
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  const [state, send] = useMachine(rowMachine, { input: { goodsId, rule: { min: minOrderQty, pack: packQty }, unit, loggedIn } });
  useEffect(() => {
    send({ type: 'SESSION', loggedIn });
  }, [loggedIn, send]);
  const { typed, message } = state.context;
  const messageId = `row-add-${goodsId}-message`;
  const invalid = message?.kind === 'error';
  return (
    <Stack gap="1" data-testid="row-add">
      <Flex gap="1.5" align="center">
        <chakra.input
          type="text"
          inputMode="numeric"
          aria-label={t.qtyLabel(model)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          value={typed}
          maxLength={12}
          onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') send({ type: 'ADD' });
          }}
          width="56px"
          height="30px"
          px="1"
          textAlign="center"
          fontSize="13px"
          borderWidth="1px"
          borderColor={invalid ? 'red.600' : 'gray.300'}
          borderRadius="sm"
          data-testid="row-add-qty"
        />
        <Button
          size="xs"
          height="30px"
          colorPalette="brand"
          variant={state.matches('added') ? 'subtle' : 'solid'}
          aria-label={t.addLabel(model)}
          disabled={state.matches('adding')}
          onClick={() => send({ type: 'ADD' })}
          data-testid="row-add-button"
        >
          {state.matches('adding') ? t.adding : state.matches('added') ? t.added : t.add}
        </Button>
      </Flex>
      {message ? (
        <Text id={messageId} role={invalid ? 'alert' : 'status'} fontSize="12px" lineHeight="1.4" color={invalid ? 'red.700' : 'orange.800'} maxWidth="180px">
          {message.text}
        </Text>
      ) : null}
    </Stack>
  );
}
