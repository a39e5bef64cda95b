// 兑换记录 (/pointRedemptionRecord): the member's redemptions with status, address and tracking,
// filtered by status. Loaded by machines/shared/page-load.ts keyed by the filter and the page.
import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { RedemptionRow } from '../../../../domain/points/points-views.ts';
import type { RedemptionStatus } from '../../../../domain/points/redemption-status.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import type { Page } from '../../../lib/client.ts';
import { AppLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { fetchRedemptions } from '../api.ts';
import { PointsNav } from '../components/points-nav.tsx';
import { pointsText } from '../text.ts';

const t = pointsText.redemptions;
const FILTERS: Array<RedemptionStatus | 'all'> = ['all', 0, 1, 2, 3];
const SIZE = 10;
const STATUS_COLOR: Record<RedemptionStatus, string> = { 0: 'orange.700', 1: 'blue.700', 2: 'green.700', 3: 'gray.600' };

const listLogic = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(({ input }) => {
      const { status, page } = JSON.parse(input.key) as { status: RedemptionStatus | 'all'; page: number };
      return fetchRedemptions({ current: page, size: SIZE, ...(status === 'all' ? {} : { status }) });
    }),
  },
});

function Row({ r }: { r: RedemptionRow }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="md" overflow="hidden" data-testid="redemption-row">
      <Flex bg="gray.50" px="4" py="2" fontSize="13px" color="gray.700" gap="6">
        <Text data-volatile="">{t.orderNo(r.orderNo)}</Text>
        <Text data-volatile="">
          {t.time} {formatChinaDateTime(r.createdAt)}
        </Text>
        <Text ml="auto" fontWeight="600" color={STATUS_COLOR[r.status]}>
          {r.statusText}
        </Text>
      </Flex>
      <Flex px="4" py="3" gap="4" align="center">
        <Box w="64px" h="64px" bg="gray.50" borderRadius="md" display="flex" alignItems="center" justifyContent="center" flexShrink={0}>
          {r.goodsImageUrl ? <Image src={r.goodsImageUrl} alt="" maxH="56px" /> : null}
        </Box>
        <Stack gap="0.5" flex="1" fontSize="14px">
          <Text fontWeight="600">
            {r.goodsName} <Text as="span" color="gray.600" fontWeight="400">{t.qty(r.qty)}</Text>
          </Text>
          <Text color="orange.700">{t.points(r.points)}</Text>
        </Stack>
        <Stack gap="0.5" fontSize="13px" color="gray.700" w="420px">
          {r.address ? (
            <Text>
              {pointsText.labelled(t.shipTo, `${r.address.consignee} ${r.address.mobile} · ${r.address.regionText} ${r.address.detail}`)}
            </Text>
          ) : null}
          <Text>{r.trackingNo ? t.tracking(r.carrier ?? '', r.trackingNo) : r.status === 3 ? t.cancelReason(r.cancelReason ?? '') : t.noTracking}</Text>
        </Stack>
      </Flex>
    </Box>
  );
}

export default function PointRedemptionRecordPage() {
  const [query, setQuery] = useState<{ status: RedemptionStatus | 'all'; page: number }>({ status: 'all', page: 1 });
  const [snap, send] = useMachine(listLogic, { input: { key: JSON.stringify(query) } });
  const go = (next: typeof query) => {
    setQuery(next);
    send({ type: 'LOAD', key: JSON.stringify(next) });
  };
  const page = snap.context.data as Page<RedemptionRow> | null;
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Text as="h1" id="page-title" fontSize="22px" fontWeight="600" color="gray.800" mb="3">
        {pointsText.pages.pointRedemptionRecord}
      </Text>
      <PointsNav current="/pointRedemptionRecord" />
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6">
        <Flex gap="2" mb="4" role="group" aria-label={t.filterLabel}>
          {FILTERS.map((f) => (
            <Button key={String(f)} size="sm" variant={query.status === f ? 'solid' : 'outline'} colorPalette={query.status === f ? 'brand' : 'gray'} aria-pressed={query.status === f} onClick={() => go({ status: f, page: 1 })}>
              {t.filters[String(f)]}
            </Button>
          ))}
        </Flex>
        {snap.matches('failed') ? (
          <FailedBlock title={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />
        ) : !page ? (
          <LoadingBlock label={pointsText.loading} height="300px" />
        ) : page.records.length === 0 ? (
          <Stack py="10" textAlign="center" align="center" gap="2">
            <Text fontWeight="600">{t.empty}</Text>
            <Text fontSize="13px" color="gray.600">
              {t.emptyBody}
            </Text>
            <AppLink href="/pointMall" color="brand.700">
              {t.toMall}
            </AppLink>
          </Stack>
        ) : (
          <>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
              {page.records.map((r) => (
                <Row key={r.id} r={r} />
              ))}
            </Stack>
            {page.pages > 1 ? (
              <Flex gap="2" justify="flex-end" mt="4" align="center">
                <Button size="sm" variant="outline" disabled={query.page <= 1} onClick={() => go({ ...query, page: query.page - 1 })}>
                  {pointsText.prev}
                </Button>
                <Text fontSize="13px">
                  {query.page} / {page.pages}
                </Text>
                <Button size="sm" variant="outline" disabled={query.page >= page.pages} onClick={() => go({ ...query, page: query.page + 1 })}>
                  {pointsText.next}
                </Button>
              </Flex>
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
}
