// The redemption dialog of /pointMall: thin over machines/points/redemption.ts (quantity, address
// from the address book, confirm, then redeemed / out of stock / not enough points / failed).
import { Box, Button, Dialog, Field, Input, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import type { PointsGoodsCard } from '../../../../domain/points/points-views.ts';
import { costOf, maxQty } from '../../../../machines/points/redemption.ts';
import { AppLink } from '../../../ui/links.tsx';
import { redemptionLogic } from '../actors.ts';
import { pointsText } from '../text.ts';

const t = pointsText.redeem;

interface Props {
  goods: PointsGoodsCard;
  balance: number;
  onClose: (changed: boolean) => void;
}

export function RedeemDialog({ goods, balance, onClose }: Props) {
  const [snap, send] = useMachine(redemptionLogic, { input: { goods, balance } });
  const [qtyText, setQtyText] = useState('1');
  const c = snap.context;
  const cost = costOf(goods, c.qty);
  const changed = snap.matches('redeemed');
  const address = c.addresses.find((a) => a.id === c.addressId) ?? null;
  const close = () => onClose(changed || snap.matches('outOfStock'));

  let body;
  let footer;
  if (snap.matches('choose')) {
    const problem = c.qtyProblem;
    body = (
      <Stack gap="3">
        <Field.Root invalid={problem !== null}>
          <Field.Label>{t.qty}</Field.Label>
          <Input
            inputMode="numeric"
            width="120px"
            value={qtyText}
            maxLength={3}
            onChange={(e) => {
              setQtyText(e.target.value);
              const n = e.target.value.trim() === '' ? Number.NaN : Number(e.target.value);
              send({ type: 'SET_QTY', qty: n });
            }}
            data-testid="redeem-qty"
          />
          <Field.HelperText color="gray.600">{t.qtyHint(maxQty(goods), goods.stock, goods.perMemberLimit, goods.redeemed)}</Field.HelperText>
          {problem ? (
            <Field.ErrorText color="red.700" data-testid="redeem-qty-error">
              {t.qtyErrors[problem]({ stock: goods.stock, limit: goods.perMemberLimit, redeemed: goods.redeemed, need: cost ?? 0, have: balance })}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        {cost !== null ? (
          <Text fontSize="14px" color={cost > balance ? 'red.700' : 'gray.700'} data-testid="redeem-cost">
            {t.cost(cost, balance)}
          </Text>
        ) : null}
      </Stack>
    );
    footer = (
      <>
        <Button variant="outline" onClick={close}>
          {t.cancel}
        </Button>
        <Button colorPalette="brand" disabled={problem !== null} onClick={() => send({ type: 'NEXT' })}>
          {t.next}
        </Button>
      </>
    );
  } else if (snap.matches('loadingAddresses')) {
    body = <Text>{t.loadingAddresses}</Text>;
  } else if (snap.matches('addressFailed')) {
    body = <Text color="red.700">{t.addressFailed}</Text>;
    footer = (
      <>
        <Button variant="outline" onClick={() => send({ type: 'BACK' })}>
          {t.back}
        </Button>
        <Button colorPalette="brand" onClick={() => send({ type: 'RETRY' })}>
          {pointsText.retry}
        </Button>
      </>
    );
  } else if (snap.matches('address')) {
    body =
      c.addresses.length === 0 ? (
        <Stack gap="2">
          <Text>{t.noAddress}</Text>
          <AppLink href="/addressManagement" color="brand.700">
            {t.addAddress}
          </AppLink>
        </Stack>
      ) : (
        <RadioGroup.Root value={c.addressId ? String(c.addressId) : null} onValueChange={(d) => d.value && send({ type: 'PICK_ADDRESS', id: Number(d.value) })} aria-label={t.address}>
          <Stack gap="2">
            {c.addresses.map((a) => (
              <RadioGroup.Item key={a.id} value={String(a.id)} borderWidth="1px" borderColor="gray.200" borderRadius="md" p="2">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText fontSize="14px">
                  {a.consignee} {a.mobile} · {a.text}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      );
    footer = (
      <>
        <Button variant="outline" onClick={() => send({ type: 'BACK' })}>
          {t.back}
        </Button>
        <Button colorPalette="brand" disabled={c.addressId === null} onClick={() => send({ type: 'NEXT' })}>
          {t.next}
        </Button>
      </>
    );
  } else if (snap.matches('confirm') || snap.matches('redeeming') || snap.matches('failed')) {
    body = (
      <Stack gap="2" fontSize="14px">
        <Text>
          {goods.name} × {c.qty}
        </Text>
        <Text>{t.cost(cost ?? 0, balance)}</Text>
        {address ? (
          <Text>
            {pointsText.labelled(t.address, `${address.consignee} ${address.mobile} · ${address.text}`)}
          </Text>
        ) : null}
        {snap.matches('failed') ? (
          <Box role="alert" color="red.700">
            {pointsText.labelled(t.failed, c.error ?? '')}
          </Box>
        ) : null}
      </Stack>
    );
    footer = (
      <>
        <Button variant="outline" disabled={snap.matches('redeeming')} onClick={() => send({ type: 'BACK' })}>
          {t.back}
        </Button>
        <Button colorPalette="brand" loading={snap.matches('redeeming')} loadingText={t.redeeming} onClick={() => send({ type: 'CONFIRM' })} data-testid="redeem-confirm">
          {snap.matches('failed') ? t.retry : t.confirm}
        </Button>
      </>
    );
  } else {
    const message = snap.matches('redeemed') && c.result
      ? t.doneBody(c.result.points, c.result.balance)
      : snap.matches('outOfStock')
        ? (c.error ?? t.outOfStock)
        : (c.error ?? t.notEnough(cost ?? goods.pointsCost, balance));
    body = (
      <Box role={snap.matches('redeemed') ? 'status' : 'alert'} fontSize="14px" color={snap.matches('redeemed') ? 'gray.800' : 'red.700'} data-testid="redeem-outcome">
        {message}
      </Box>
    );
    footer = (
      <>
        {snap.matches('redeemed') ? (
          <AppLink href="/pointRedemptionRecord" color="brand.700" mr="auto">
            {t.viewRecord}
          </AppLink>
        ) : null}
        <Button colorPalette="brand" onClick={close}>
          {t.close}
        </Button>
      </>
    );
  }

  const title = snap.matches('redeemed') ? t.done : snap.matches('confirm') ? t.confirmTitle : t.title(goods.name);
  return (
    <Dialog.Root open size="md" placement="center" onOpenChange={(d) => (!d.open ? close() : undefined)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
