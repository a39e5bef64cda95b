// The checkout page of one draft (?tmpId=): /addOrder (personal) and /addOrderVip (enterprise,
// VIP prices and credit terms, invoice required). The rules are in machines/checkout/checkout.ts,
// the real calls and navigation in ../actors.ts; this shows the machine's state. 新增收货地址 and
// 新增发票抬头 open the member pages' dialogs; the row they save is added to the choice and chosen.
// A company member's draft adds 采购信息 (issue 38); an order created in 待审批 ends here with a
// result that says it waits for approval (it is paid only once approved).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { approvalsHref } from '../../../../machines/approvals/approval-list.ts';
import type { InvoiceKind } from '../../../../machines/checkout/checkout.ts';
import { mayManageBooks } from '../../../../machines/shared/company-rights.ts';
import { sessionActor } from '../../../lib/session.ts';
import type { CheckoutPage } from '../../../../machines/shared/links.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { AddressFormDialog, InvoiceFormDialog } from '../../member-books/public.ts';
import { LoadingBlock } from '../../../ui/page-states.tsx';
import { checkoutLogic } from '../actors.ts';
import { AddressSection, GoodsSection, InvoiceSection, PaySection, RemarkSection, Summary } from './checkout-parts.tsx';
import { PurchaseSection } from './purchase-section.tsx';
import { checkoutText } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { uiText } from '../../../ui/text.ts';

const t = checkoutText.checkout;

/** A new key for each checkout page opened (crypto.randomUUID needs a secure context: localhost is one). */
function newClientKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function StateBlock({ title, body, children }: { title: string; body?: string; children?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="state-title" py="16" textAlign="center" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md">
      <Heading as="h1" id="state-title" fontSize="22px" color="gray.800">
        {title}
      </Heading>
      {body && (
        <Text mt="3" color="gray.700">
          {body}
        </Text>
      )}
      <Flex mt="6" gap="4" justify="center">
        {children}
      </Flex>
    </Box>
  );
}

function Checkout({ page, tmpId }: { page: CheckoutPage; tmpId: string | null }) {
  const [clientKey] = useState(newClientKey);
  const [snapshot, send] = useMachine(checkoutLogic, { input: { tmpId, page, clientKey } });
  // A company's buyer chooses among the company's addresses and titles; only admin and finance add them.
  const manageBooks = useSelector(sessionActor, (s) => mayManageBooks(s.context.userInfo));
  const [addressOpen, setAddressOpen] = useState(false);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const context = snapshot.context;

  if (snapshot.matches('missing')) {
    return (
      <StateBlock title={t.missingTitle} body={t.missingBody}>
        <ButtonLink href="/shoppingCart">{t.toCart}</ButtonLink>
        <ButtonLink href="/confirmedOrder" variant="outline">
          {t.toDrafts}
        </ButtonLink>
      </StateBlock>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <StateBlock title={t.failed}>
        <Button colorPalette="brand" variant="outline" onClick={() => send({ type: 'RETRY' })}>
          {t.retry}
        </Button>
      </StateBlock>
    );
  }
  if (snapshot.matches('closed') && context.draft) {
    const draft = context.draft;
    return (
      <StateBlock title={t.closedTitle(draft.statusText)} body={t.closedBody}>
        {draft.saleOrderId !== null && <ButtonLink href={`/myOrderDetail/${draft.saleOrderId}`}>{t.toOrder}</ButtonLink>}
        <ButtonLink href="/shoppingCart" variant={draft.saleOrderId !== null ? 'outline' : 'solid'}>
          {t.toCart}
        </ButtonLink>
        <ButtonLink href="/confirmedOrder" variant="outline">
          {t.toDrafts}
        </ButtonLink>
      </StateBlock>
    );
  }
  if (snapshot.matches('awaitingApproval') && context.submitted) {
    const order = context.submitted;
    const approval = context.draft?.company?.approval ?? null;
    return (
      <StateBlock title={t.awaiting.title}>
        <Stack gap="5" align="center" data-testid="awaiting-approval">
          <Text color="gray.700">
            {t.awaiting.order} <span data-volatile>{order.orderNo}</span> {t.awaiting.body}
          </Text>
          {approval && (
            <Text fontSize="14px" color="gray.700">
              {t.awaiting.approvers(t.purchase.levels(approval.levels))}
            </Text>
          )}
          <Flex gap="4" justify="center">
            <ButtonLink href={approvalsHref('requested', order.orderId)}>{t.awaiting.toApproval}</ButtonLink>
            <ButtonLink href={`/myOrderDetail/${order.orderId}`} variant="outline">
              {t.awaiting.toOrder}
            </ButtonLink>
            <ButtonLink href="/" variant="outline">
              {t.awaiting.toShopping}
            </ButtonLink>
          </Flex>
        </Stack>
      </StateBlock>
    );
  }
  if (!context.draft || snapshot.matches('loading') || snapshot.matches('starting') || snapshot.matches('redirecting')) {
    return <LoadingBlock label={snapshot.matches('redirecting') ? t.redirecting : t.loading} />;
  }

  const draft = context.draft;
  const busy = snapshot.matches('submitting') || snapshot.matches('submitted');
  const uncertain = snapshot.matches('uncertain');
  const locked = busy || uncertain;
  const vip = draft.priceKind === 'vip';
  const company = draft.company;
  const addAddress = (
    <>
      <Button size="xs" variant="outline" colorPalette="brand" disabled={locked} onClick={() => setAddressOpen(true)}>
        {t.address.add}
      </Button>
      {addressOpen && (
        <AddressFormDialog
          open
          onClose={() => setAddressOpen(false)}
          onSaved={(row) => {
            setAddressOpen(false);
            send({ type: 'ADDRESS_SAVED', address: row });
          }}
        />
      )}
    </>
  );
  // 专票 chosen: the new title must be a 专票.
  const addInvoice = (kind: InvoiceKind) =>
    kind === 0 ? null : (
      <>
        <Button size="xs" variant="outline" colorPalette="brand" disabled={locked} onClick={() => setInvoiceOpen(true)}>
          {t.invoice.add}
        </Button>
        {invoiceOpen && (
          <InvoiceFormDialog
            open
            requireSpecial={kind === 2}
            onClose={() => setInvoiceOpen(false)}
            onSaved={(row) => {
              setInvoiceOpen(false);
              send({ type: 'INVOICE_SAVED', invoice: row });
            }}
          />
        )}
      </>
    );

  return (
    <Stack gap="4">
      <Flex align="baseline" gap="4">
        <Heading as="h1" id="page-title" fontSize="22px" fontWeight="600" color="gray.800">
          {page === 'enterprise' ? t.vipTitle : t.title}
        </Heading>
        {vip && (
          <Badge bg="orange.700" color="white" size="md" data-testid="vip-label">
            {checkoutText.checkout.summary.vip}
          </Badge>
        )}
        <Text fontSize="13px" color="gray.700">
          {t.tmpNo}{uiText.punctuation.colon}
          <Text as="span" data-volatile>
            {draft.tmpNo}
          </Text>
          {' · '}
          {t.source[draft.source] ?? ''}
        </Text>
      </Flex>
      <AddressSection context={context} send={send} locked={locked} addAction={manageBooks ? addAddress : null} />
      <GoodsSection draft={draft} notice={context.notice} vip={vip} />
      <InvoiceSection context={context} send={send} locked={locked} addAction={manageBooks ? addInvoice : () => null} />
      <PaySection context={context} send={send} locked={locked} />
      <RemarkSection context={context} send={send} locked={locked} />
      {company && <PurchaseSection context={context} company={company} send={send} locked={locked} />}
      <Summary context={context} busy={busy} uncertain={uncertain} blocked={company?.budgetRefusal != null} onSubmit={() => send({ type: uncertain ? 'RETRY' : 'SUBMIT' })} />
    </Stack>
  );
}

export function CheckoutView({ page }: { page: CheckoutPage }) {
  const search = useSearch();
  const tmpId = new URLSearchParams(search).get('tmpId');
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6" data-page={page === 'enterprise' ? 'add-order-vip' : 'add-order'}>
      {/* A new draft is a new checkout (and a new client key). */}
      <Checkout key={tmpId ?? ''} page={page} tmpId={tmpId} />
    </Box>
  );
}
