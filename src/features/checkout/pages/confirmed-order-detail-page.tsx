// /confirmedOrderDetail?id=: one draft (待提交订单) priced now (tmp/getOrderInfo/{id}), its lines and
// totals, and 去结算 / 取消 / 删除 (after a confirmation; 删除 returns to the list).
// The rules are in machines/checkout/draft-detail.ts (draftDetailMachine).
import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { DraftView } from '../../../../domain/orders/orders.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { draftDetailMachine } from '../../../../machines/checkout/draft-detail.ts';
import type { DraftAsk } from '../../../../machines/checkout/draft-list.ts';
import { cancelDraft, deleteDraft, fetchDraft } from '../api.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { GoodsSection } from '../components/checkout-parts.tsx';
import { ConfirmDialog, DraftActions, DraftStatusBadge } from '../components/draft-parts.tsx';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { checkoutText } from '../text.ts';

const t = checkoutText.drafts;
const s = checkoutText.checkout.summary;

const machine = draftDetailMachine.provide({
  actors: {
    loadDraft: fromPromise<DraftView, { id: number }>(({ input }) => fetchDraft(input.id)),
    act: fromPromise<unknown, DraftAsk>(({ input }) => (input.action === 'cancel' ? cancelDraft(input.id) : deleteDraft(input.id))),
  },
  actions: {
    notifyDone: (_, params) => showInfo(params.action === 'cancel' ? t.cancelled : t.deleted),
    goToList: () => navigate('/confirmedOrder', { replace: true }),
  },
});

function Detail({ id }: { id: string | null }) {
  const [snapshot, send] = useMachine(machine, { input: { id } });
  const draft = snapshot.context.draft;
  if (snapshot.matches('missing')) {
    return (
      <Panel>
        <Stack align="center" py="8" gap="3">
          <Text fontSize="18px" fontWeight="600" color="gray.800">
            {t.missingTitle}
          </Text>
          <Text color="gray.700">{t.missingBody}</Text>
          <Flex gap="3" mt="3">
            <ButtonLink href="/confirmedOrder">{t.backToList}</ButtonLink>
            <ButtonLink href="/shoppingCart" variant="outline">
              {checkoutText.checkout.toCart}
            </ButtonLink>
          </Flex>
        </Stack>
      </Panel>
    );
  }
  if (snapshot.matches('failed')) return <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (!draft) return <LoadingBlock label={t.loading} height="320px" />;
  return (
    <Stack gap="4" aria-busy={snapshot.matches('loading') || undefined}>
      <Panel label={t.detailTitle}>
        <Flex justify="space-between" align="flex-start" gap="6">
          <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="2" fontSize="14px">
            <Text as="dt" color="gray.700">
              {t.tmpNo}
            </Text>
            <Text as="dd" fontWeight="600" data-volatile>
              {draft.tmpNo}
            </Text>
            <Text as="dt" color="gray.700">
              {t.createdAt}
            </Text>
            <Text as="dd" data-volatile>
              {formatChinaDateTime(draft.createdAt)}
            </Text>
            <Text as="dt" color="gray.700">
              {t.source}
            </Text>
            <Text as="dd">{checkoutText.checkout.source[draft.source] ?? ''}</Text>
            <Text as="dt" color="gray.700">
              {t.status}
            </Text>
            <Box as="dd">
              <DraftStatusBadge status={draft.status} text={draft.statusText} />
            </Box>
          </Grid>
          <DraftActions draft={draft} disabled={!snapshot.matches('ready')} onAsk={(action) => send({ type: 'ASK', action })} />
        </Flex>
      </Panel>
      <Text fontSize="13px" color="gray.700">
        {t.priceNow(t.priceKind[draft.priceKind] ?? '')}
      </Text>
      <GoodsSection draft={draft} notice={null} vip={draft.priceKind === 'vip'} />
      <Panel label={s.title}>
        <Grid as="dl" templateColumns="auto 160px" justifyContent="end" columnGap="6" rowGap="2" fontSize="14px" textAlign="right">
          <Text as="dt" color="gray.700">
            {s.goodsAmount}
          </Text>
          <Text as="dd">{formatPrice(draft.goodsAmountFen)}</Text>
          <Text as="dt" color="gray.700">
            {s.freight}
          </Text>
          <Text as="dd">{draft.freightFen === 0 ? s.freeFreight : formatPrice(draft.freightFen)}</Text>
          <Text as="dt" fontWeight="600">
            {s.total}
          </Text>
          <Text as="dd" fontSize="20px" fontWeight="700" color="brand.700" data-testid="total">
            {formatPrice(draft.totalFen)}
          </Text>
        </Grid>
      </Panel>
      <AppLink href="/confirmedOrder" fontSize="13px" color="gray.700">
        {t.backToList}
      </AppLink>
      <ConfirmDialog
        action={snapshot.matches('confirming') || snapshot.matches('acting') ? snapshot.context.ask : null}
        busy={snapshot.matches('acting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
    </Stack>
  );
}

export default function ConfirmedOrderDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  return (
    <MemberLayout title={t.detailTitle} active="/confirmedOrder">
      <Detail key={id ?? ''} id={id} />
    </MemberLayout>
  );
}
