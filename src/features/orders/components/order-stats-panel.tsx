// 我的订单 in the personal centre (GET sale/findMemberStatistics): orders waiting at each step,
// linking to their tab of /myOrder, and the cart, favourites and open checkout drafts.
import type { ReactNode } from 'react';
import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { MemberStatistics } from '../../../../domain/orders/orders.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../../domain/orders/order-status.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { fetchMemberStatistics } from '../api.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { AppLink } from '../../../ui/links.tsx';
import { orders } from '../text.ts';

const t = orders.panel;

const statsLogic = pageLoadMachine.provide({
  actors: { load: fromPromise<unknown, { key: string }>(() => fetchMemberStatistics()) },
});

const STEPS: Array<[OrderStatus, keyof MemberStatistics]> = [
  [ORDER_STATUS.awaitingPayment, 'awaitingPayment'],
  [ORDER_STATUS.awaitingConfirmation, 'awaitingConfirmation'],
  [ORDER_STATUS.awaitingShipment, 'awaitingShipment'],
  [ORDER_STATUS.shipped, 'shipped'],
];

function Tile({ href, label, value, detail }: { href: string; label: string; value: number; detail: string }) {
  return (
    <AppLink
      href={href}
      aria-label={detail}
      display="flex"
      flexDirection="column"
      alignItems="center"
      py="3"
      borderRadius="md"
      _hover={{ bg: 'gray.50', textDecoration: 'none' }}
    >
      <Text as="span" fontSize="22px" fontWeight="700" color={value > 0 ? 'brand.700' : 'gray.800'}>
        {value}
      </Text>
      <Text as="span" fontSize="13px" color="gray.700">
        {label}
      </Text>
    </AppLink>
  );
}

function Shortcut({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <AppLink href={href} display="flex" alignItems="center" gap="2" fontSize="13px" color="gray.700" _hover={{ color: 'brand.700', textDecoration: 'none' }}>
      {label}
      <Text as="span" color="gray.800" fontWeight="600">
        {children}
      </Text>
    </AppLink>
  );
}

export function OrderStatsPanel() {
  const [state, send] = useMachine(statsLogic, { input: { key: 'statistics' } });
  const stats = state.matches('ready') ? (state.context.data as MemberStatistics) : null;
  return (
    <Panel label={t.title}>
      <Flex align="center" justify="space-between" mb="3">
        <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800">
          {t.title}
        </Text>
        <AppLink href="/myOrder" fontSize="13px" color="brand.700">
          {t.all} ›
        </AppLink>
      </Flex>
      {stats ? (
        <>
          <Grid templateColumns="repeat(4, 1fr)" gap="2" data-testid="order-stats">
            {STEPS.map(([status, key]) => (
              <Tile
                key={status}
                href={`/myOrder?status=${status}`}
                label={ORDER_STATUS_TEXT[status]}
                value={stats[key]}
                detail={t.statusLink(ORDER_STATUS_TEXT[status], stats[key])}
              />
            ))}
          </Grid>
          <Flex gap="6" mt="3" pt="3" borderTopWidth="1px" borderColor="gray.100" wrap="wrap">
            <Shortcut href="/shoppingCart" label={t.cart}>
              {t.cartLines(stats.cartLines)}
            </Shortcut>
            <Shortcut href="/collection" label={t.favourites}>
              {t.favouriteCount(stats.favourites)}
            </Shortcut>
            <Shortcut href="/confirmedOrder" label={t.drafts}>
              {t.draftCount(stats.openDrafts)}
            </Shortcut>
          </Flex>
        </>
      ) : state.matches('loading') ? (
        <Box minHeight="118px" role="status" aria-busy="true" display="flex" alignItems="center" justifyContent="center">
          <Text fontSize="13px" color="gray.600">
            {t.loading}
          </Text>
        </Box>
      ) : (
        <Flex minHeight="118px" align="center" justify="center" gap="3">
          <Text fontSize="13px" color="gray.700">
            {t.failed}
          </Text>
          <Button size="xs" variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t.retry}
          </Button>
        </Flex>
      )}
    </Panel>
  );
}
