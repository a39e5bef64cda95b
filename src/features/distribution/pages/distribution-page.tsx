// /distribution (分销收益, issue 19): for a distributor, the summary cards, the invitation (code,
// link, QR), the 12-month chart (a lazy ECharts chunk) with the month table as its text, and the
// chosen month's details with paging and the .xlsx export; for anyone else the same page heading,
// 该用户不是分销员 (spec 2.8) with what a distributor gets, and the application (a normal state of
// the page, not an error page: issue 34 item 6). Logic in
// machines/distribution/distribution-report.ts; this view reads the snapshot and sends events.
import { lazy, Suspense, useCallback } from 'react';
import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { MonthProfitReport } from '../../../../domain/distribution/distribution-views.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { distributionReportLogic } from '../actors.ts';
import { ApplyPanel } from '../components/apply-panel.tsx';
import { DetailsTable } from '../components/details-table.tsx';
import { InviteCard } from '../components/invite-card.tsx';
import { MonthTable } from '../components/month-table.tsx';
import { distributionText as t } from '../text.ts';

const ProfitChart = lazy(() => import('../components/profit-chart.tsx'));

function Cards({ report }: { report: MonthProfitReport }) {
  const cards: Array<[string, number, string]> = [
    [t.cards.sales, report.totals.salesFen, 'gray.800'],
    [t.cards.pending, report.totals.pendingFen, 'orange.700'],
    [t.cards.settled, report.totals.settledFen, 'green.700'],
    [t.cards.clawback, report.totals.clawbackFen, 'red.700'],
  ];
  return (
    <Grid as="dl" templateColumns="repeat(4, 1fr)" gap="4" aria-label={t.cardsLabel} m="0">
      {cards.map(([label, fen, color]) => (
        <Box key={label} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5">
          <Text as="dt" fontSize="13px" color="gray.700">
            {label}
          </Text>
          <Text as="dd" m="0" mt="2" fontSize="24px" fontWeight="700" color={color}>
            {formatPrice(fen)}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

export default function DistributionPage() {
  const [snap, send] = useMachine(distributionReportLogic);
  const { overview, stateOf601, month, details, error, exportError } = snap.context;
  const reload = useCallback(() => send({ type: 'APPLIED' }), [send]);

  if (snap.matches('loading') || snap.matches('loadingReport')) return <LoadingBlock label={t.loading} />;
  if (snap.matches('failed')) return <FailedBlock title={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />;
  if (snap.matches('notDistributor'))
    return (
      <Stack width={CONTENT_WIDTH} mx="auto" py="6" gap="5" data-testid="not-distributor">
        <Heading as="h1" fontSize="22px" color="gray.800">
          {t.pages.distribution}
        </Heading>
        <Box role="note" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" px="5" py="4">
          <Text fontSize="16px" fontWeight="600" color="gray.800">
            {t.notDistributor.title}
          </Text>
          <Text mt="1" fontSize="14px" color="gray.700">
            {t.notDistributor.body}
          </Text>
        </Box>
        <ApplyPanel application={stateOf601?.application ?? null} onApplied={reload} />
      </Stack>
    );
  if (!overview) return null;
  const { report, state } = overview;
  const first = report.months[0]?.month ?? '';
  const last = report.months.at(-1)?.month ?? '';
  const exporting = snap.matches({ ready: { exporting: 'running' } });
  return (
    <Stack width={CONTENT_WIDTH} mx="auto" py="6" gap="5">
      <Heading as="h1" fontSize="22px" color="gray.800">
        {t.pages.distribution}
      </Heading>
      <Cards report={report} />
      <InviteCard state={state} />
      <Panel label={t.chartTitle}>
        <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800" mb="3">
          {t.chartTitle}
        </Text>
        <Suspense fallback={<LoadingBlock label={t.chartLoading} />}>
          <ProfitChart months={report.months} label={t.chartLabel(first, last, formatPrice(report.totals.salesFen), formatPrice(report.totals.settledFen))} />
        </Suspense>
        <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800" mt="5" mb="2">
          {t.months}
        </Text>
        <MonthTable months={report.months} chosen={month} onChoose={(m) => send({ type: 'CHOOSE_MONTH', month: m })} />
      </Panel>
      {month ? (
        <Panel label={t.details(month)}>
          <Flex align="center" justify="space-between" mb="3">
            <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800" data-testid="details-title">
              {t.details(month)}
            </Text>
            <Button variant="outline" loading={exporting} loadingText={t.exporting} onClick={() => send({ type: 'EXPORT' })}>
              {t.export}
            </Button>
          </Flex>
          {exportError ? (
            <Text role="alert" color="red.700" fontSize="14px" mb="2">
              {exportError}
            </Text>
          ) : null}
          {snap.matches({ ready: { details: 'failed' } }) ? (
            <FailedBlock title={error ?? t.detailsFailed} onRetry={() => send({ type: 'RETRY' })} />
          ) : details && snap.matches({ ready: { details: 'shown' } }) ? (
            <DetailsTable page={details} onPage={(current) => send({ type: 'PAGE', current })} />
          ) : (
            <LoadingBlock label={t.loading} />
          )}
        </Panel>
      ) : null}
    </Stack>
  );
}
