// /serviceOrder (服务订单): the member's service orders in the member centre: status tabs with the
// counts of findDiffStatusNumber, paging (the URL holds both: machines/services/service-order-list.ts),
// each order with its item, quantity, amount or 待报价, dates and a link to its detail.
import { useEffect, useMemo } from 'react';
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { SERVICE_STATUS_TEXT, type ServiceStatus } from '../../../../domain/services/service-status.ts';
import type { ServiceOrderRow, ServiceStatusCounts } from '../../../../domain/services/service-views.ts';
import { parseServiceOrderQuery, serviceCountOf, serviceOrderListHref, type ServiceListQuery } from '../../../../machines/services/service-order-list.ts';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { serviceOrderListLogic } from '../actors.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { servicesText } from '../text.ts';

const t = servicesText.orders;
const TABS: Array<ServiceStatus | null> = [null, 0, 1, 2, 3, 4, 5, 6];

function StatusTabs({ query, counts }: { query: ServiceListQuery; counts: ServiceStatusCounts | null }) {
  return (
    <Box as="nav" aria-label={t.tabsLabel} borderBottomWidth="1px" borderColor="gray.200">
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="1">
        {TABS.map((status) => {
          const active = query.status === status;
          const name = status === null ? t.all : SERVICE_STATUS_TEXT[status];
          const count = serviceCountOf(counts, status);
          return (
            <li key={status ?? 'all'}>
              <AppLink
                href={serviceOrderListHref({ status, page: 1 })}
                aria-current={active ? 'page' : undefined}
                display="block"
                px="3"
                py="2.5"
                fontSize="14px"
                mb="-1px"
                borderBottomWidth="2px"
                borderColor={active ? 'brand.600' : 'transparent'}
                color={active ? 'brand.700' : 'gray.700'}
                fontWeight={active ? '600' : '400'}
                _hover={{ color: 'brand.700', textDecoration: 'none' }}
                data-testid={`service-order-tab-${status ?? 'all'}`}
              >
                {count === null ? name : t.tabCount(name, count)}
              </AppLink>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}

function OrderRow({ order }: { order: ServiceOrderRow }) {
  const href = `/serviceOrderDetail/${order.id}`;
  return (
    <Box as="article" aria-label={t.serviceNo(order.serviceNo)} borderWidth="1px" borderColor="gray.200" borderRadius="md" data-testid="service-order-row">
      <Flex bg="gray.50" px="4" py="2" fontSize="13px" color="gray.700" gap="6" align="center">
        <Text data-volatile="">{t.serviceNo(order.serviceNo)}</Text>
        <Text data-volatile="">
          {t.createdAt} {formatChinaDateTime(order.createdAt)}
        </Text>
        <Box ms="auto">
          <StatusBadge status={order.status} text={order.statusText} />
        </Box>
      </Flex>
      <Flex px="4" py="3" align="center" gap="6">
        <Box flex="1" minWidth="0">
          <AppLink href={href} fontSize="15px" fontWeight="600" color="gray.800" _hover={{ color: 'brand.700' }}>
            {order.itemName}
          </AppLink>
          <Text mt="1" fontSize="13px" color="gray.600" data-volatile="">
            {order.plannedDate ? t.planned(order.plannedDate) : t.preferred(servicesText.joinList(order.preferredDates))}
            {order.regionText ? ` · ${order.regionText}` : ''}
          </Text>
        </Box>
        <Text width="80px" fontSize="14px" color="gray.700">
          {t.qty(order.totalQty)}
        </Text>
        <Box width="140px" textAlign="right">
          {order.amountFen === null ? (
            order.status === 6 ? null : (
            <Badge colorPalette="orange" variant="subtle">
              {t.awaitingQuote}
            </Badge>
            )
          ) : (
            <Text fontSize="15px" fontWeight="600" color="red.700">
              {formatPrice(order.amountFen)}
            </Text>
          )}
        </Box>
        <AppLink href={href} fontSize="13px" color="brand.700" textDecoration="underline" aria-label={t.viewOf(order.serviceNo)}>
          {t.view}
        </AppLink>
      </Flex>
    </Box>
  );
}

export default function ServiceOrderPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseServiceOrderQuery(search), [search]);
  const [snapshot, send, actor] = useMachine(serviceOrderListLogic, { input: { query } });

  useEffect(() => {
    send({ type: 'QUERY', query });
  }, [query, send]);
  useEffect(() => {
    const sub = actor.on('replaceQuery', (event) => navigate(serviceOrderListHref(event.query), { replace: true }));
    return () => sub.unsubscribe();
  }, [actor, navigate]);

  const shown = snapshot.context.query;
  const answer = snapshot.context.answer;
  const loading = snapshot.matches('loading');

  return (
    <MemberLayout title={t.title} active="/serviceOrder">
      <Panel>
        <StatusTabs query={shown} counts={answer?.counts ?? null} />
        <Box mt="4">
          {snapshot.matches('failed') ? (
            <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
          ) : snapshot.matches('empty') ? (
            <Box as="section" aria-labelledby="service-orders-empty" py="16" textAlign="center" data-testid="service-orders-empty">
              <Heading as="h2" id="service-orders-empty" fontSize="18px" color="gray.800">
                {t.emptyTitle}
              </Heading>
              <Text mt="2" color="gray.600">
                {shown.status === null ? t.emptyAll : t.emptyFiltered}
              </Text>
              <Box mt="5">
                <ButtonLink href="/serve/serveList">{t.toServices}</ButtonLink>
              </Box>
            </Box>
          ) : answer === null ? (
            <LoadingBlock label={t.loading} height="400px" />
          ) : (
            <Box aria-busy={loading} opacity={loading ? 0.6 : 1} transition="opacity 0.15s">
              <Text fontSize="13px" color="gray.600" mb="3" data-testid="service-orders-total">
                {t.total(answer.page.total)}
              </Text>
              <Stack as="ul" aria-label={t.resultsLabel} listStyleType="none" m="0" p="0" gap="4">
                {answer.page.records.map((order) => (
                  <li key={order.id}>
                    <OrderRow order={order} />
                  </li>
                ))}
              </Stack>
              <Pagination current={answer.page.current} pages={answer.page.pages} hrefFor={(page) => serviceOrderListHref({ ...shown, page })} />
            </Box>
          )}
        </Box>
      </Panel>
    </MemberLayout>
  );
}
