// /shoppingCart: the member's cart (GET cart/list) as machines/cart/cart.ts holds it — ticks,
// quantities, deletes, 清空购物车 after a confirmation, and 去结算: a checkout draft of the
// ticked lines (tmp/cartPersonalOrder or tmp/cartEnterpriseOrder by the member type), then
// /addOrder?tmpId= or /addOrderVip?tmpId=. The server's CartView replaces what is shown after
// every call; refusals are toasted by the API client.
import { useCallback } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { CartLine, CartView } from '../../../../domain/cart/cart.ts';
import { allTicked, cartMachine, checkoutIds, shownQty, tickedIds } from '../../../../machines/cart/cart.ts';
import type { CartOp, DraftMade, DraftRequest } from '../../../../machines/cart/cart.ts';
import { isPersonal } from '../../../../machines/shell/session.ts';
import { clearCart, deleteCartLine, deleteCartLines, fetchCart, selectCartLines, updateCartLine } from '../api.ts';
import { cartCheckout } from '../../checkout/public.ts';
import { QuoteRequestButton } from '../../quotes/public.ts';
import { PunchoutReturnButton } from '../../integration/public.ts';
import { usePunchoutSession } from '../../../lib/punchout-session.ts';
import { sessionActor } from '../../../lib/session.ts';
import { CartSummary } from '../components/cart-summary.tsx';
import { CartTable } from '../components/cart-table.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { cartText as t } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

async function mutate(op: CartOp): Promise<CartView> {
  switch (op.kind) {
    case 'quantities': {
      let cart: CartView | null = null;
      for (const edit of op.edits) cart = await updateCartLine({ id: edit.id, num: edit.num });
      return cart ?? fetchCart();
    }
    case 'select':
      return op.ids && op.ids.length === 1 ? updateCartLine({ id: op.ids[0]!, selected: op.selected }) : selectCartLines(op.ids ? { ids: op.ids, selected: op.selected } : { selected: op.selected });
    case 'delete':
      return op.ids.length === 1 ? deleteCartLine(op.ids[0]!) : deleteCartLines(op.ids);
    case 'clear':
      return clearCart();
  }
}

const pageMachine = cartMachine.provide({
  actors: {
    fetchCart: fromPromise<CartView>(() => fetchCart()),
    mutateCart: fromPromise<CartView, CartOp>(({ input }) => mutate(input)),
    createDraft: fromPromise<DraftMade, DraftRequest>(async ({ input }) => {
      const draft = await cartCheckout(input.enterprise, { cartIds: input.cartIds });
      return { id: draft.id, enterprise: input.enterprise };
    }),
  },
  actions: {
    openDraft: (_, params) => navigate(`${params.enterprise ? '/addOrderVip' : '/addOrder'}?tmpId=${params.id}`),
  },
});

function EmptyCart() {
  return (
    <EmptyBlock
      id="cart-empty-title"
      testId="cart-empty"
      icon={
        <Box mx="auto" width="96px" height="96px" aria-hidden="true">
          <svg viewBox="0 0 96 96" width="96" height="96">
            <path d="M12 20h12l10 44h42l8-30H30" fill="none" stroke="#a0aec0" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="40" cy="76" r="6" fill="#c8161d" />
            <circle cx="70" cy="76" r="6" fill="#c8161d" />
          </svg>
        </Box>
      }
      headingGap="4"
      title={t.emptyTitle}
      body={t.emptyBody}
      action={<ButtonLink href="/productList">{t.emptyAction}</ButtonLink>}
    />
  );
}

export default function ShoppingCartPage() {
  const [snapshot, send] = useMachine(pageMachine);
  const member = useSelector(sessionActor, (s) => s.context.userInfo);
  // In a PunchOut session (issue 40) the cart goes back to the buyer's SRM instead of to checkout.
  const punchout = usePunchoutSession();
  const { cart, confirm } = snapshot.context;
  const busy = !snapshot.matches('ready');
  const ticked = tickedIds(cart).length;
  const qtyOf = useCallback((line: CartLine) => shownQty(snapshot.context, line.id, line.num), [snapshot.context]);

  let body;
  if (cart === null) {
    body = snapshot.matches('failure') ? <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} /> : <LoadingBlock label={t.loading} height="360px" />;
  } else if (cart.lines.length === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <Box aria-busy={snapshot.matches('loading') || snapshot.matches('updating') ? 'true' : undefined} data-testid="cart">
        <CartTable
          cart={cart}
          qtyOf={qtyOf}
          busy={busy}
          allTicked={allTicked(cart)}
          onTick={(id, selected) => send({ type: 'TICK', id, selected })}
          onTickAll={(selected) => send({ type: 'TICK_ALL', selected })}
          onQty={(id, num) => send({ type: 'SET_QTY', id, num })}
          onDelete={(id) => send({ type: 'DELETE', id })}
        />
        <CartSummary
          cart={cart}
          allTicked={allTicked(cart)}
          tickedCount={ticked}
          busy={busy}
          checkingOut={snapshot.matches('checkout') || snapshot.matches('leaving')}
          canCheckout={snapshot.matches({ ready: 'idle' }) && member !== null && checkoutIds(cart).length > 0}
          onTickAll={(selected) => send({ type: 'TICK_ALL', selected })}
          onDeleteTicked={() => send({ type: 'ASK', confirm: 'deleteSelected' })}
          onClear={() => send({ type: 'ASK', confirm: 'clear' })}
          onCheckout={() => member && send({ type: 'CHECKOUT', enterprise: !isPersonal(member) })}
          checkoutSlot={punchout ? <PunchoutReturnButton sessionId={punchout.sessionId} disabled={busy || cart.selectedCount === 0} /> : undefined}
        />
      </Box>
    );
  }

  const dialog = confirm ? t.confirm[confirm] : null;
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Flex align="baseline" gap="3" mb="4">
        <Heading as="h1" fontSize="22px" fontWeight="700" color="gray.900">
          {t.title}
        </Heading>
        {cart && cart.lines.length > 0 && (
          <Text color="gray.600" fontSize="13px" data-testid="cart-count">
            {t.count(cart.lineCount)}
          </Text>
        )}
        {cart && cart.lines.length > 0 && member !== null && (
          <ButtonLink href="/company/lists?fromCart=1" ml="auto" size="sm" variant="outline" colorPalette="brand" data-testid="cart-save-as-list">
            {t.saveAsList}
          </ButtonLink>
        )}
        {cart && member !== null && ticked > 0 && <QuoteRequestButton source="cart" count={ticked} disabled={busy} data-testid="cart-request-quote" />}
      </Flex>
      {body}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        body={confirm === 'deleteSelected' ? t.confirm.deleteSelected.body(ticked) : t.confirm.clear.body}
        confirmLabel={dialog?.confirm ?? ''}
        cancelLabel={t.confirm.cancel}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Box>
  );
}
