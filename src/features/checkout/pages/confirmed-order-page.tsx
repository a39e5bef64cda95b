// /confirmedOrder (?status=&page=): 待提交订单, the spec's temporary orders: tabs with counts
// (tmp/findOrderStatusCnt), a page of drafts (tmp/list) priced now, and per draft 去结算
// (/addOrder or /addOrderVip?tmpId=), 查看详情, 取消 and 删除 after a confirmation.
// The rules are in machines/checkout/draft-list.ts.
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { Page } from '../../../../domain/shared/envelope.ts';
import type { DraftSummary, StatusCount } from '../../../../domain/orders/orders.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { DraftListBody } from '../../../../domain/orders/order-payloads.ts';
import { DRAFT_STATUS_TEXT } from '../../../../domain/orders/order-rules.ts';
import { draftListMachine, parseTab } from '../../../../machines/checkout/draft-list.ts';
import type { DraftAsk, DraftTab } from '../../../../machines/checkout/draft-list.ts';
import { cancelDraft, deleteDraft, fetchDraftCounts, fetchDrafts } from '../api.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { GoodsImage } from '../../../ui/goods/goods-image.tsx';
import { ConfirmDialog, DraftActions, DraftStatusBadge } from '../components/draft-parts.tsx';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { checkoutText } from '../text.ts';

const t = checkoutText.drafts;
const TABS: DraftTab[] = [null, 0, 1, 2];
const tabText = (tab: DraftTab): string => (tab === null ? t.all : DRAFT_STATUS_TEXT[tab]);

function listHref(tab: DraftTab, current: number): string {
  const params = new URLSearchParams();
  if (tab !== null) params.set('status', String(tab));
  if (current > 1) params.set('page', String(current));
  const query = params.toString();
  return `/confirmedOrder${query ? `?${query}` : ''}`;
}

const machine = draftListMachine.provide({
  actors: {
    // 全部 is sent without a status (the schema's null would be coerced to 0 by the server's validator).
    loadList: fromPromise<Page<DraftSummary>, DraftListBody>(({ input }) =>
      fetchDrafts(input.status === null || input.status === undefined ? { current: input.current, size: input.size } : input),
    ),
    loadCounts: fromPromise<StatusCount[], void>(() => fetchDraftCounts()),
    act: fromPromise<unknown, DraftAsk>(({ input }) => (input.action === 'cancel' ? cancelDraft(input.id) : deleteDraft(input.id))),
  },
  actions: {
    notifyDone: (_, params) => showInfo(params.action === 'cancel' ? t.cancelled : t.deleted),
    syncUrl: (_, params) => navigate(listHref(params.tab, params.current), { replace: true }),
  },
});

const Th = chakra('th', { base: { textAlign: 'left', fontWeight: '500', color: 'gray.700', bg: 'gray.50', px: '3', py: '2', fontSize: '13px' } });
const Td = chakra('td', { base: { px: '3', py: '3', fontSize: '13px', borderTopWidth: '1px', borderColor: 'gray.100', verticalAlign: 'middle' } });

function countOf(counts: StatusCount[], tab: DraftTab): number | null {
  return counts.find((c) => c.status === tab)?.count ?? null;
}

function DraftTable({ records, onAsk, busy }: { records: DraftSummary[]; onAsk: (ask: DraftAsk) => void; busy: boolean }) {
  return (
    <chakra.table width="100%" borderCollapse="collapse" data-testid="draft-table">
      <thead>
        <tr>
          <Th>{t.tmpNo}</Th>
          <Th>{t.goods}</Th>
          <Th textAlign="right">{t.amount}</Th>
          <Th>{t.status}</Th>
          <Th textAlign="right">{t.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {records.map((d) => (
          <tr key={d.id} data-testid="draft-row">
            <Td>
              <AppLink href={`/confirmedOrderDetail?id=${d.id}`} fontWeight="600" color="gray.800" data-volatile>
                {d.tmpNo}
              </AppLink>
              <Text color="gray.600" fontSize="12px" mt="1" whiteSpace="nowrap">
                <span data-volatile>{formatChinaDateTime(d.createdAt)}</span> · {checkoutText.checkout.source[d.source] ?? ''}
              </Text>
            </Td>
            <Td>
              <Flex align="center" gap="2">
                {d.previews.slice(0, 3).map((p) => (
                  <GoodsImage key={p.goodsId} src={p.imageUrl} alt={`${p.model} ${p.name}`} size={44} />
                ))}
                <Box minWidth="0">
                  <Text lineClamp={1} color="gray.800">
                    {d.previews[0]?.name ?? ''}
                  </Text>
                  <Text color="gray.600" fontSize="12px">
                    {t.goodsSummary(d.lineCount, d.totalNum)}
                  </Text>
                </Box>
              </Flex>
            </Td>
            <Td textAlign="right" fontWeight="600" color="brand.700">
              {formatPrice(d.totalFen)}
            </Td>
            <Td>
              <DraftStatusBadge status={d.status} text={d.statusText} />
            </Td>
            <Td>
              <DraftActions draft={d} detail disabled={busy} onAsk={(action) => onAsk({ action, id: d.id })} />
            </Td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

function DraftList({ tab, current }: { tab: DraftTab; current: number }) {
  const [snapshot, send] = useMachine(machine, { input: { tab, current } });
  const { page, counts, ask } = snapshot.context;
  const active = snapshot.context.tab;
  const loading = snapshot.matches('loading');
  return (
    <Stack gap="4">
      <Flex as="nav" aria-label={t.tabsLabel} gap="0" borderBottomWidth="2px" borderColor="gray.200">
        {TABS.map((value) => {
          const on = value === active;
          return (
            <Button
              key={String(value)}
              variant="ghost"
              borderRadius="0"
              mb="-2px"
              borderBottomWidth="2px"
              borderColor={on ? 'brand.600' : 'transparent'}
              color={on ? 'brand.700' : 'gray.700'}
              fontWeight={on ? '600' : '400'}
              aria-current={on ? 'page' : undefined}
              onClick={() => send({ type: 'TAB', tab: value })}
              data-testid={`draft-tab-${String(value)}`}
            >
              {t.tab(tabText(value), countOf(counts, value))}
            </Button>
          );
        })}
      </Flex>
      {snapshot.matches('failed') ? (
        <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : !page || (loading && page.records.length === 0) ? (
        <LoadingBlock label={t.loading} height="320px" />
      ) : page.records.length === 0 ? (
        <Box py="16" textAlign="center" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" role="status">
          <Text fontSize="16px" color="gray.800">
            {t.empty}
          </Text>
          <Text mt="2" color="gray.700" fontSize="13px">
            {t.emptyBody}
          </Text>
          <ButtonLink href="/productList" mt="5">
            {t.toShopping}
          </ButtonLink>
        </Box>
      ) : (
        <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" aria-busy={loading || undefined}>
          <DraftTable records={page.records} busy={!snapshot.matches('ready')} onAsk={(a) => send({ type: 'ASK', action: a.action, id: a.id })} />
          <Flex as="nav" aria-label={t.pagination} justify="flex-end" align="center" gap="3" px="4" py="3" borderTopWidth="1px" borderColor="gray.100">
            <Text fontSize="13px" color="gray.700">
              {t.pageOf(page.current, Math.max(1, page.pages), page.total)}
            </Text>
            <Button size="sm" variant="outline" disabled={page.current <= 1 || !snapshot.matches('ready')} onClick={() => send({ type: 'PAGE', current: page.current - 1 })}>
              {t.prev}
            </Button>
            <Button size="sm" variant="outline" disabled={page.current >= page.pages || !snapshot.matches('ready')} onClick={() => send({ type: 'PAGE', current: page.current + 1 })}>
              {t.next}
            </Button>
          </Flex>
        </Box>
      )}
      <ConfirmDialog
        action={snapshot.matches('confirming') || snapshot.matches('acting') ? (ask?.action ?? null) : null}
        busy={snapshot.matches('acting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
    </Stack>
  );
}

export default function ConfirmedOrderPage() {
  const params = new URLSearchParams(useSearch());
  const tab = parseTab(params.get('status'));
  const current = Number(params.get('page') ?? '1');
  return (
    <MemberLayout title={t.title} active="/confirmedOrder">
      <DraftList tab={tab} current={Number.isInteger(current) && current >= 1 ? current : 1} />
    </MemberLayout>
  );
}
