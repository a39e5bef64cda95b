// 积分记录 (/pointRecord): the ledger, newest first, filtered by 全部 / 获得 / 支出 and paged; each
// earned batch shows when it expires. Loaded by machines/shared/page-load.ts keyed by the filter
// and the page.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { PointsRecordRow } from '../../../../domain/points/points-views.ts';
import { formatChinaDate, formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import type { Page } from '../../../lib/client.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { fetchPointsRecords } from '../api.ts';
import { PointsNav } from '../components/points-nav.tsx';
import { pointsText } from '../text.ts';

const t = pointsText.record;
const KINDS = ['all', 'earn', 'spend'] as const;
type Kind = (typeof KINDS)[number];
const SIZE = 20;

const recordsLogic = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(({ input }) => {
      const { kind, page } = JSON.parse(input.key) as { kind: Kind; page: number };
      return fetchPointsRecords({ current: page, size: SIZE, kind });
    }),
  },
});

/** The day before an expiry instant (24:00 of that day): what a buyer reads as the last day. */
const lastDay = (iso: string) => formatChinaDate(new Date(new Date(iso).getTime() - 1).toISOString());

export default function PointRecordPage() {
  const [query, setQuery] = useState<{ kind: Kind; page: number }>({ kind: 'all', page: 1 });
  const [snap, send] = useMachine(recordsLogic, { input: { key: JSON.stringify(query) } });
  const go = (next: { kind: Kind; page: number }) => {
    setQuery(next);
    send({ type: 'LOAD', key: JSON.stringify(next) });
  };
  const page = snap.context.data as Page<PointsRecordRow> | null;
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Text as="h1" id="page-title" fontSize="22px" fontWeight="600" color="gray.800" mb="3">
        {pointsText.pages.pointRecord}
      </Text>
      <PointsNav current="/pointRecord" />
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6">
        <Flex gap="2" mb="4" role="group" aria-label={t.filterLabel}>
          {KINDS.map((k) => (
            <Button key={k} size="sm" variant={query.kind === k ? 'solid' : 'outline'} colorPalette={query.kind === k ? 'brand' : 'gray'} aria-pressed={query.kind === k} onClick={() => go({ kind: k, page: 1 })}>
              {t.filters[k]}
            </Button>
          ))}
        </Flex>
        {snap.matches('failed') ? (
          <FailedBlock title={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />
        ) : !page ? (
          <LoadingBlock label={pointsText.loading} height="300px" />
        ) : page.records.length === 0 ? (
          <Box py="10" textAlign="center">
            <Text fontWeight="600">{t.empty}</Text>
            <Text fontSize="13px" color="gray.600">
              {t.emptyBody}
            </Text>
          </Box>
        ) : (
          <>
            <Box as="table" width="100%" borderCollapse="collapse" data-testid="points-ledger">
              <thead>
                <tr>
                  <CompactTh>{t.columns.time}</CompactTh>
                  <CompactTh>{t.columns.source}</CompactTh>
                  <CompactTh textAlign="right">{t.columns.change}</CompactTh>
                  <CompactTh textAlign="right">{t.columns.balance}</CompactTh>
                  <CompactTh>{t.columns.note}</CompactTh>
                  <CompactTh>{t.columns.expires}</CompactTh>
                </tr>
              </thead>
              <tbody>
                {page.records.map((r) => (
                  <tr key={r.id}>
                    <CompactTd data-volatile="">{formatChinaDateTime(r.createdAt)}</CompactTd>
                    <CompactTd>{r.sourceText}</CompactTd>
                    <CompactTd textAlign="right" fontWeight="600" color={r.change > 0 ? 'green.700' : r.change < 0 ? 'red.700' : 'gray.700'}>
                      {r.change > 0 ? `+${r.change}` : r.change}
                    </CompactTd>
                    <CompactTd textAlign="right">{r.balance}</CompactTd>
                    <CompactTd>{r.note}</CompactTd>
                    <CompactTd data-volatile="">{r.expiresAt ? lastDay(r.expiresAt) : '—'}</CompactTd>
                  </tr>
                ))}
              </tbody>
            </Box>
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
