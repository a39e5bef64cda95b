// The product page's buying block: price for the viewer with tiers, quantity (unit, minimum,
// whole packs), add-to-cart and buy-now, and the favourite toggle. The rules are in
// machines/catalogue/product-purchase.ts; a visitor is sent to /login?redirect=<this page>. Buy now makes a
// checkout draft of this goods (tmp/personalOrder or tmp/enterpriseOrder, by the member type) and
// opens /addOrder?tmpId= or /addOrderVip?tmpId=. The calls are the real ones: a failure shows the
// server's message, success is never faked.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { formatPrice, lineTotal } from '../../../../domain/shared/money.ts';
import { fitQuantity, readQuantityText } from '../../../../domain/cart/quantity-text.ts';
import { buyActionFor } from '../../../../domain/stock/buy-rule.ts';
import { forgetBuyIntent, keepBuyIntent, peekBuyIntent } from '../buy-intent.ts';
import { productPurchaseMachine, unitPriceFor } from '../../../../machines/catalogue/product-purchase.ts';
import { minimumQty, normaliseQty, stepQty } from '../../../../machines/shared/quantity.ts';
import type { CartLine, QuickBuyDraft, QuickBuyRequest } from '../../../../machines/catalogue/product-purchase.ts';
import { isPersonal } from '../../../../machines/shell/session.ts';
import { quickBuy } from '../../checkout/public.ts';
import { deleteFavourite, saveFavourite } from '../api.ts';
import type { GoodsDetail } from '../api.ts';
import { saveToCart } from '../../cart/public.ts';
import { sessionActor } from '../../../lib/session.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { PriceTag } from '../../../ui/goods/price.tsx';
import { goodsText } from '../../../ui/goods/text.ts';
import { OutOfStockPanel } from '../../stock/public.ts';
import { cat } from '../text.ts';
import { uiText } from '../../../ui/text.ts';

const t = cat.product;

export function loginHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/login?redirect=${encodeURIComponent(here)}`;
}

const purchaseMachine = productPurchaseMachine.provide({
  actors: {
    saveCart: fromPromise<unknown, CartLine>(({ input }) => saveToCart(input)),
    quickBuy: fromPromise<QuickBuyDraft, QuickBuyRequest>(({ input }) => quickBuy(input.enterprise, { goodsId: input.goodsId, num: input.num })),
    saveFavourite: fromPromise<unknown, { goodsId: number }>(({ input }) => saveFavourite(input.goodsId)),
    deleteFavourite: fromPromise<unknown, { goodsId: number }>(({ input }) => deleteFavourite(input.goodsId)),
  },
  actions: {
    rememberIntent: ({ context }, intent) => keepBuyIntent(context.goodsId, intent),
    forgetIntent: () => forgetBuyIntent(),
    goToLogin: () => navigate(loginHref()),
    notifyAdded: () => showInfo(t.added),
    goToCheckout: (_, params) => navigate(params.href),
  },
});

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

/** Longest text the quantity field keeps. */
const TYPED_MAX = 12;

export function ProductBuyBox({ goods }: { goods: GoodsDetail }) {
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  // Known once the member info has arrived (the shell loads it at once); until then, personal.
  const enterprise = useSelector(sessionActor, (s) => (s.context.userInfo ? !isPersonal(s.context.userInfo) : null));
  const [snapshot, send] = useMachine(purchaseMachine, {
    input: { goodsId: goods.id, loggedIn, enterprise: enterprise === true, favourite: goods.favourite },
  });
  useEffect(() => {
    send({ type: 'SESSION', loggedIn, enterprise: enterprise ?? undefined });
  }, [loggedIn, enterprise, send]);
  // A press made before logging in (kept by rememberIntent) is carried out once the member type is
  // known, so buy now makes the right kind of draft (issue 12, item 3).
  const [resume] = useState(() => (loggedIn ? peekBuyIntent(goods.id) : null));
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current || !loggedIn || enterprise === null) return;
    resumed.current = true;
    send({ type: 'RESUME', intent: resume });
  }, [resume, loggedIn, enterprise, send]);

  const rule = { min: goods.minOrderQty, pack: goods.packQty };
  const least = minimumQty(rule);
  const [qty, setQty] = useState(resume?.num ?? least);
  const [typed, setTyped] = useState(String(resume?.num ?? least));
  // What the field says of the typed text: a refusal (nothing can be added until it is fixed) or
  // a note saying how the number was fitted to the rules (domain/cart/quantity-text.ts).
  const [message, setMessage] = useState<{ kind: 'error' | 'note'; text: string } | null>(null);
  const commit = (value: number) => {
    const next = normaliseQty(value, rule);
    setQty(next);
    setTyped(String(next));
    setMessage(null);
  };
  const commitTyped = (): number | null => {
    const reading = readQuantityText(typed, goods.unit);
    if (reading.kind === 'invalid') {
      setMessage({ kind: 'error', text: reading.message });
      return null;
    }
    if (reading.kind === 'empty') {
      commit(qty);
      return qty;
    }
    const fitted = fitQuantity(reading.num, rule, goods.unit);
    setQty(fitted.num);
    setTyped(String(fitted.num));
    setMessage(fitted.note ? { kind: 'note', text: fitted.note } : null);
    return fitted.num;
  };
  /** The buttons act on what the field shows: read it first; a refused text stops them. */
  const act = (type: 'ADD_TO_CART' | 'BUY_NOW') => {
    const num = typed === String(qty) ? qty : commitTyped();
    if (num !== null) send({ type, num });
  };
  const invalid = message?.kind === 'error';
  const unitFen = unitPriceFor(qty, goods.priceTiers, goods.priceFen);
  const busy = !snapshot.matches({ cart: 'idle' });
  const favouriteBusy = !snapshot.matches({ favourite: 'idle' });
  const favourite = snapshot.context.favourite;
  const soldOut = buyActionFor(goods.stockQty) === 'notify';
  const favouriteButton = (
    <Button
      variant="ghost"
      height="44px"
      aria-pressed={favourite}
      disabled={favouriteBusy}
      onClick={() => send({ type: 'TOGGLE_FAVOURITE' })}
      color={favourite ? 'brand.700' : 'gray.700'}
    >
      <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
      {favourite ? t.favourited : t.favourite}
    </Button>
  );

  return (
    <Box>
      <Box bg="gray.50" borderWidth="1px" borderColor="gray.200" px="4" py="3">
        <PriceTag goods={goods} size="lg" />
        {goods.priceTiers.length > 1 && (
          <Box mt="2">
            <Text fontSize="12px" color="gray.700" mb="1">
              {goodsText.price.tiersTitle}
            </Text>
            <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="price-tiers">
              {[...goods.priceTiers]
                .sort((a, b) => a.minQty - b.minQty)
                .map((tier) => {
                  const active = unitFen === tier.priceFen && qty >= tier.minQty;
                  return (
                    <Box
                      as="li"
                      key={tier.minQty}
                      px="2"
                      py="1"
                      fontSize="12px"
                      borderWidth="1px"
                      borderColor={active ? 'brand.600' : 'gray.300'}
                      bg="white"
                      aria-current={active ? 'true' : undefined}
                    >
                      <Text as="span" color="gray.700">
                        {goodsText.price.tierFrom(tier.minQty, goods.unit)}
                      </Text>{' '}
                      <Text as="span" color="brand.700" fontWeight="700">
                        {formatPrice(tier.priceFen)}
                      </Text>
                    </Box>
                  );
                })}
            </HStack>
          </Box>
        )}
      </Box>

      {soldOut ? (
        <OutOfStockPanel goodsId={goods.id} brandName={goods.brandName} model={goods.model} restockDays={goods.leadTimeDays}>
          {favouriteButton}
        </OutOfStockPanel>
      ) : (
        <>
          <Flex mt="4" align="center" gap="3">
            <chakra.label htmlFor="buy-qty" fontSize="13px" color="gray.700" minW="64px">
              {t.quantity}
            </chakra.label>
            <Flex align="center">
              <chakra.button type="button" aria-label={t.decrease} css={stepButton} disabled={qty <= least} onClick={() => commit(stepQty(qty, rule, -1))}>
                −
              </chakra.button>
              <chakra.input
                id="buy-qty"
                type="text"
                inputMode="numeric"
                aria-describedby={message ? 'buy-qty-message buy-qty-hint' : 'buy-qty-hint'}
                aria-invalid={invalid ? true : undefined}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value.slice(0, TYPED_MAX));
                  if (message) setMessage(null);
                }}
                onBlur={() => void commitTyped()}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void commitTyped();
                }}
                width="72px"
                height="36px"
                textAlign="center"
                borderTopWidth="1px"
                borderBottomWidth="1px"
                borderColor="gray.300"
              />
              <chakra.button type="button" aria-label={t.increase} css={stepButton} onClick={() => commit(stepQty(qty, rule, 1))}>
                +
              </chakra.button>
              <Text as="span" ml="2" fontSize="13px">
                {goods.unit}
              </Text>
            </Flex>
            <Text id="buy-qty-hint" fontSize="12px" color="gray.600">
              {t.qtyHint(least, goods.packQty, goods.unit)}
            </Text>
          </Flex>
          {message ? (
            <Text
              id="buy-qty-message"
              role={invalid ? 'alert' : 'status'}
              mt="1"
              ml="76px"
              fontSize="12px"
              color={invalid ? 'red.700' : 'orange.800'}
              data-testid="buy-qty-message"
            >
              {message.text}
            </Text>
          ) : null}
          <Text mt="2" fontSize="13px" color="gray.700" data-testid="line-total">
            {t.lineTotal}{uiText.punctuation.colon}
            <Text as="span" color="brand.700" fontWeight="700">
              {formatPrice(lineTotal(unitFen, qty))}
            </Text>
          </Text>

          <HStack mt="4" gap="3">
            <Button colorPalette="brand" variant="outline" height="44px" px="8" fontSize="16px" disabled={busy || invalid} onClick={() => act('ADD_TO_CART')}>
              {snapshot.matches({ cart: 'adding' }) ? t.adding : t.addToCart}
            </Button>
            <Button
              colorPalette="brand"
              height="44px"
              px="8"
              fontSize="16px"
              disabled={busy || invalid}
              onClick={() => act('BUY_NOW')}
            >
              {snapshot.matches({ cart: 'adding' }) || snapshot.matches({ cart: 'idle' }) ? t.buyNow : t.adding}
            </Button>
            {favouriteButton}
          </HStack>
        </>
      )}
    </Box>
  );
}
