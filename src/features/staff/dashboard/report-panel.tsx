// The 工作台's report (report.view): today's orders and sales, the 30-day totals, the chart (a lazy
// chunk) with its 按日明细 table, the top goods by quantity or amount (the machine holds which),
// and the search terms that found nothing. Figures that change with the day are data-volatile.
import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { DashboardReport, TopGoods } from '../../../../domain/staff/dashboard-payloads.ts';
import type { TopBy } from '../../../../machines/staff/dashboard.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { dashboardText } from './text.ts';

const t = dashboardText.report;
const SalesChart = lazy(() => import('./sales-chart.tsx'));

function Panel({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5">
      <Flex align="center" justify="space-between" mb="3" gap="3">
        <chakra.h3 id={id} fontSize="16px" fontWeight="600">
          {title}
        </chakra.h3>
        {aside}
      </Flex>
      {children}
    </Box>
  );
}

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="5" py="4">
      <Text fontSize="13px" color="gray.600">
        {label}
      </Text>
      <Text fontSize="26px" fontWeight="700" mt="1" color="gray.900" data-volatile data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** A list's box: a fixed height (so the page's layout does not move with the data), scrolling within. */
function ListBox({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box height="420px" overflowY="auto" tabIndex={0} role="region" aria-label={label} data-volatile data-testid={testId} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600' }}>
      {children}
    </Box>
  );
}

function TopTable({ rows }: { rows: readonly TopGoods[] }) {
  if (rows.length === 0) return <Text fontSize="13px" color="gray.600">{t.noGoods}</Text>;
  return (
    <chakra.table width="100%" borderCollapse="collapse" data-testid="top-goods">
      <thead>
        <tr>
          <CompactTh width="56px">{t.rank}</CompactTh>
          <CompactTh>{t.goods}</CompactTh>
          <CompactTh textAlign="right" whiteSpace="nowrap">
            {t.quantity}
          </CompactTh>
          <CompactTh textAlign="right" whiteSpace="nowrap">
            {t.amount}
          </CompactTh>
        </tr>
      </thead>
      <tbody>
        {rows.map((g, i) => (
          <tr key={g.goodsId}>
            <CompactTd>{i + 1}</CompactTd>
            <CompactTd>
              <Text fontWeight="500">
                {g.brandName} {g.model}
              </Text>
              <Text fontSize="12px" color="gray.600" lineClamp={1}>
                {g.goodsCode} · {g.name}
              </Text>
            </CompactTd>
            <CompactTd textAlign="right">{g.quantity}</CompactTd>
            <CompactTd textAlign="right" whiteSpace="nowrap">
              {formatPrice(g.amountFen)}
            </CompactTd>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

interface Props {
  report: DashboardReport;
  topBy: TopBy;
  onTopBy: (by: TopBy) => void;
}

export function ReportPanel({ report, topBy, onTopBy }: Props) {
  const orders = report.days.reduce((n, d) => n + d.orderCount, 0);
  const sales = report.days.reduce((n, d) => n + d.salesFen, 0);
  const best = report.days.reduce((b, d) => (d.salesFen > b.salesFen ? d : b), report.days[0] ?? report.today);
  const label = t.chartLabel(report.days.length, orders, formatPrice(sales), best.salesFen > 0 ? t.bestDay(best.date, formatPrice(best.salesFen)) : t.noBestDay);
  return (
    <Box data-testid="dashboard-report">
      <Grid templateColumns="repeat(4, 1fr)" gap="4">
        <Tile label={t.todayOrders} value={`${report.today.orderCount} ${t.ordersUnit}`} testId="today-orders" />
        <Tile label={t.todaySales} value={formatPrice(report.today.salesFen)} testId="today-sales" />
        <Tile label={t.monthOrders} value={`${orders} ${t.ordersUnit}`} testId="month-orders" />
        <Tile label={t.monthSales} value={formatPrice(sales)} testId="month-sales" />
      </Grid>
      <Text fontSize="12px" color="gray.600" mt="2" mb="4">
        {t.figuresNote}
      </Text>
      <Panel id="dashboard-chart" title={t.chartHeading}>
        <Box data-volatile>
          <Suspense fallback={<Box height="300px" aria-busy="true" aria-label={t.chartLoading} />}>
            <SalesChart days={report.days} label={label} />
          </Suspense>
        </Box>
        <chakra.details mt="3" fontSize="13px">
          <chakra.summary cursor="pointer" color="brand.700">
            {t.dailyTable}
          </chakra.summary>
          <chakra.table width="100%" borderCollapse="collapse" mt="2" data-testid="daily-table">
            <thead>
              <tr>
                <CompactTh>{t.date}</CompactTh>
                <CompactTh textAlign="right">{t.orders}</CompactTh>
                <CompactTh textAlign="right">{t.sales}</CompactTh>
                <CompactTh textAlign="right">{t.refunds}</CompactTh>
                <CompactTh textAlign="right">{t.net}</CompactTh>
              </tr>
            </thead>
            <tbody>
              {[...report.days].reverse().map((d) => (
                <tr key={d.date}>
                  <CompactTd>{d.date}</CompactTd>
                  <CompactTd textAlign="right">{d.orderCount}</CompactTd>
                  <CompactTd textAlign="right">{formatPrice(d.salesFen)}</CompactTd>
                  <CompactTd textAlign="right">{formatPrice(d.refundFen)}</CompactTd>
                  <CompactTd textAlign="right">{formatPrice(d.salesFen - d.refundFen)}</CompactTd>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </chakra.details>
      </Panel>
      <Grid templateColumns="1fr 1fr" gap="4" mt="4" alignItems="start">
        <Panel
          id="dashboard-top"
          title={t.topHeading}
          aside={
            <Flex role="group" aria-label={t.topByLabel} gap="1">
              {(['quantity', 'amount'] as const).map((by) => (
                <Button key={by} size="xs" variant={topBy === by ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={topBy === by} onClick={() => onTopBy(by)} data-testid={`top-by-${by}`}>
                  {t.topBy[by]}
                </Button>
              ))}
            </Flex>
          }
        >
          <ListBox label={t.topListLabel(t.topBy[topBy])} testId="top-goods-box">
            <TopTable rows={topBy === 'quantity' ? report.topByQuantity : report.topByAmount} />
          </ListBox>
        </Panel>
        <Panel id="dashboard-terms" title={t.termsHeading}>
          <Text fontSize="12px" color="gray.600" mb="2">
            {t.termsIntro}
          </Text>
          <ListBox label={t.termsHeading} testId="terms-box">
            {report.noResultTerms.length === 0 ? (
              <Text fontSize="13px" color="gray.600">
                {t.noTerms}
              </Text>
            ) : (
              <chakra.table width="100%" borderCollapse="collapse" data-testid="no-result-terms">
                <thead>
                  <tr>
                    <CompactTh>{t.term}</CompactTh>
                    <CompactTh textAlign="right" whiteSpace="nowrap">
                      {t.searches}
                    </CompactTh>
                    <CompactTh textAlign="right" whiteSpace="nowrap">
                      {t.searchers}
                    </CompactTh>
                    <CompactTh whiteSpace="nowrap">{t.lastSearched}</CompactTh>
                  </tr>
                </thead>
                <tbody>
                  {report.noResultTerms.map((term) => (
                    <tr key={term.keyword}>
                      <CompactTd wordBreak="break-all">{term.keyword}</CompactTd>
                      <CompactTd textAlign="right">{term.searches}</CompactTd>
                      <CompactTd textAlign="right">{term.searchers}</CompactTd>
                      <CompactTd whiteSpace="nowrap">{formatChinaDateTime(term.lastSearchedAt)}</CompactTd>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
            )}
          </ListBox>
        </Panel>
      </Grid>
    </Box>
  );
}
