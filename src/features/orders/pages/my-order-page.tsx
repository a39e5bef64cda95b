// /myOrder: the member's orders in the member centre. Status tabs with counts, a 订单号/型号 and
// date-range search, 导出订单 (the .xlsx of the filters shown), paging; the URL holds the question (machines/orders/order-list.ts loads it) and
// each order offers what the buyer may do now (machines/orders/order-actions.ts).
import { useCallback, useEffect, useMemo } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { clearSearch, isSearching, orderListHref, orderListMachine, parseOrderQuery, withPage, withScope, withSearch } from '../../../../machines/orders/order-list.ts';
import { mayScope } from '../../../../machines/shared/company-scope.ts';
import { fetchScopeFilters, ScopeBar } from '../../company-scope/public.ts';
import { sessionActor } from '../../../lib/session.ts';
import type { OrderListAnswer, OrderQuery } from '../../../../machines/orders/order-list.ts';
import type { OrderListBody } from '../../../../domain/orders/order-payloads.ts';
import { fetchOrderCounts, fetchOrders } from '../api.ts';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { CancelOrderDialog } from '../components/cancel-order-dialog.tsx';
import { ConfirmReceiptDialog } from '../components/confirm-receipt-dialog.tsx';
import { ExportOrdersButton } from '../components/export-orders-button.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { SearchForm, StatusTabs } from '../components/order-filters.tsx';
import { useOrderActions } from '../use-order-actions.ts';
import { orders } from '../text.ts';

const t = orders.list;

const listLogic = orderListMachine.provide({
  actors: {
    load: fromPromise<OrderListAnswer, OrderListBody>(async ({ input }) => {
      const { scope, scopeMemberId, scopeDepartmentId } = input;
      const company = scope === 'company';
      const [page, counts, filters] = await Promise.all([
        fetchOrders(input),
        fetchOrderCounts(company ? { scope, ...(scopeMemberId ? { scopeMemberId } : {}), ...(scopeDepartmentId ? { scopeDepartmentId } : {}) } : {}),
        company ? fetchScopeFilters() : Promise.resolve(null),
      ]);
      return { page, counts, filters };
    }),
  },
});

function EmptyOrders({ query }: { query: OrderQuery }) {
  const searching = isSearching(query);
  return (
    <Box as="section" aria-labelledby="orders-empty-title" py="16" textAlign="center" data-testid="orders-empty">
      <Heading as="h2" id="orders-empty-title" fontSize="18px" color="gray.800">
        {t.emptyTitle}
      </Heading>
      <Text mt="2" color="gray.600">
        {searching || query.status !== null ? t.emptyFiltered : t.emptyAll}
      </Text>
      <Box mt="5">
        {searching ? (
          <AppLink href={orderListHref(clearSearch(query))} color="brand.700" textDecoration="underline">
            {t.clearFilters}
          </AppLink>
        ) : (
          <ButtonLink href="/productList">{t.toShop}</ButtonLink>
        )}
      </Box>
    </Box>
  );
}

export default function MyOrderPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseOrderQuery(search), [search]);
  const [snapshot, send, actor] = useMachine(listLogic, { input: { query } });
  const onChanged = useCallback(() => send({ type: 'RELOAD' }), [send]);
  const actions = useOrderActions(onChanged);

  useEffect(() => {
    send({ type: 'QUERY', query });
  }, [query, send]);
  useEffect(() => {
    const sub = actor.on('replaceQuery', (event) => navigate(orderListHref(event.query), { replace: true }));
    return () => sub.unsubscribe();
  }, [actor, navigate]);

  const shown = snapshot.context.query;
  const answer = snapshot.context.answer;
  const loading = snapshot.matches('loading');
  const hrefFor = useCallback((page: number) => orderListHref(withPage(shown, page)), [shown]);
  const role = useSelector(sessionActor, (s) => s.context.userInfo?.companyRole ?? null);

  return (
    <MemberLayout title={t.title} active="/myOrder">
      <Panel>
        {mayScope(role) ? (
          <ScopeBar
            scope={shown.scope}
            filters={answer?.filters ?? null}
            hrefFor={(scope) => orderListHref(withScope(shown, scope))}
            onChange={(scope) => navigate(orderListHref(withScope(shown, scope)))}
            text={t.scope}
          />
        ) : null}
        <StatusTabs query={shown} counts={answer?.counts ?? null} />
        <SearchForm
          key={`${shown.keyword}|${shown.startDate}|${shown.endDate}`}
          query={shown}
          onSearch={(form) => navigate(orderListHref(withSearch(shown, form)))}
          onReset={() => navigate(orderListHref(clearSearch(shown)))}
        />
        <Flex justify="flex-end" mb="3">
          <ExportOrdersButton query={shown} />
        </Flex>
        {snapshot.matches('failed') ? (
          <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
        ) : snapshot.matches('empty') ? (
          <EmptyOrders query={shown} />
        ) : answer === null ? (
          <LoadingBlock label={t.loading} height="480px" />
        ) : (
          <Box aria-busy={loading} opacity={loading ? 0.6 : 1} transition="opacity 0.15s">
            <Text fontSize="13px" color="gray.600" mb="3" data-testid="orders-total">
              {t.total(answer.page.total)}
            </Text>
            <Stack as="ul" aria-label={t.resultsLabel} listStyleType="none" m="0" p="0" gap="4">
              {answer.page.records.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} actor={actions} buyer={shown.scope.scope === 'company' && order.buyerName ? t.buyer(order.buyerName) : null} />
                </li>
              ))}
            </Stack>
            <Pagination current={answer.page.current} pages={answer.page.pages} hrefFor={hrefFor} />
          </Box>
        )}
      </Panel>
      <CancelOrderDialog actor={actions} />
      <ConfirmReceiptDialog actor={actions} />
    </MemberLayout>
  );
}
