// /enquiryDetail?id= (询价详情): the report of one enquiry. The summary (单号, file, time, counts
// by status, state), then every line in sheet order: row number, what was typed, the status and
// its reason, the buyer's own 物料编码 and 备注, the goods (model, brand, name, unit, minimum order
// and pack, price for this viewer or the staff quote's, stock and lead time), a candidate picker,
// an editable quantity and a tick box; a line above stock says how many are in stock and the lead
// time of the rest, with 只买现货 and 申请人工报价; a filter by status and 100 lines a page (a
// sheet holds up to 10,000); the sheet's rows that were not read as lines, with the reason.
// Totals of the ticked lines, 加入购物车 (one call), 下载询价结果 (.xlsx), 重新询价, and staff quotes
// asked for unmatched lines and shown on their line (a valid quote with a goods is bought at its
// price). Logic in machines/enquiry/enquiry-report.ts; this view reads and sends.
import { useEffect, useMemo, useState } from 'react';
import { Badge, Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useSearch } from 'wouter';
import { ENQUIRY_LINE_STATUS_TEXT, ENQUIRY_LINE_STATUSES, type EnquiryLineStatus } from '../../../../domain/enquiry/enquiry-status.ts';
import type { EnquiryGoods, EnquiryReport } from '../../../../domain/enquiry/enquiry-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice, lineTotal } from '../../../../domain/shared/money.ts';
import {
  badTicked, buyable, checkQty, chosenGoods, goodsOptions, inStockQty, pickOf, pickShortfall, qtyOf, quotableIds, quoteBlock, quotePriceOf, shortTicked, tickable, totalsOf, unitPriceOf,
  type LinePick, type ReportLine,
} from '../../../../machines/enquiry/enquiry-report.ts';
import { refreshCartCount } from '../../cart/public.ts';
import { QuoteRequestButton } from '../../quotes/public.ts';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { headCell } from '../../../ui/table.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { enquiryReportLogic } from '../actors.ts';
import { ENQUIRY_STATE_COLOUR, LINE_STATUS_COLOUR } from '../components/status-colours.ts';
import { enquiryText } from '../text.ts';

const t = enquiryText.report;
const PAGE_LINES = 100;

type Send = ReturnType<typeof useMachine<typeof enquiryReportLogic>>[1];

const td = { px: '2', py: '2.5', fontSize: '13px', color: 'gray.800', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.200' } as const;
const th = { ...headCell, px: '2' } as const;
const tickStyle = { width: '16px', height: '16px', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer' } as const;

function idOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

function Summary({ report }: { report: EnquiryReport }) {
  return (
    <Box as="section" aria-label={t.state} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="4">
      <Grid templateColumns="repeat(4, auto)" justifyContent="start" columnGap="10" rowGap="2" fontSize="14px" color="gray.800">
        <Text>
          {t.colon(t.enquiryNo)}<chakra.span fontWeight="600" data-volatile="" data-testid="enquiry-no">{report.enquiryNo}</chakra.span>
        </Text>
        <Text>
          {t.colon(t.fileLabel)}{report.fileName || t.pasted}
        </Text>
        <Text>
          {t.colon(t.createdAt)}<chakra.span data-volatile="">{formatChinaDateTime(report.createdAt)}</chakra.span>
        </Text>
        <Text>
          {t.colon(t.state)}
          <Badge bg={ENQUIRY_STATE_COLOUR[report.status] ?? 'gray.600'} color="white" data-testid="enquiry-state">
            {report.statusText}
          </Badge>
        </Text>
      </Grid>
      <Flex mt="3" gap="2" align="center" flexWrap="wrap" data-testid="enquiry-counts">
        <Text fontSize="14px" color="gray.800" mr="2">
          {t.lineCount(report.lineCount)}
        </Text>
        {ENQUIRY_LINE_STATUSES.map((s) => (
          <Badge key={s} bg={LINE_STATUS_COLOUR[s].bg} color={LINE_STATUS_COLOUR[s].color} fontSize="13px" px="2">
            {t.count(ENQUIRY_LINE_STATUS_TEXT[s], report.counts[s])}
          </Badge>
        ))}
      </Flex>
    </Box>
  );
}

function GoodsCell({ goods }: { goods: EnquiryGoods }) {
  return (
    <>
      <Text fontWeight="600">{goods.model}</Text>
      <Text color="gray.700">
        {goods.brandName} · {goods.name}
      </Text>
      <Text color="gray.700" fontSize="12px">
        {t.moq(goods.minOrderQty, goods.unit)} · {t.pack(goods.packQty, goods.unit)}
      </Text>
    </>
  );
}

/** A line above the stock of its goods: how many are in stock, the rest's lead time, and the buyer's two ways on. */
function ShortfallBox({ line, pick, goods, busy, send }: { line: ReportLine; pick: LinePick | undefined; goods: EnquiryGoods; busy: boolean; send: Send }) {
  const short = pickShortfall(line, pick);
  if (!short) return null;
  const inStock = inStockQty(goods);
  return (
    <Box mt="2" bg="orange.50" borderWidth="1px" borderColor="orange.300" borderRadius="sm" px="2" py="1.5" fontSize="12px" color="gray.800" data-testid="line-shortfall">
      <Text fontWeight="600" color="orange.900">
        {t.shortfall(short.inStock, short.short, short.leadTimeDays, goods.unit)}
      </Text>
      <Flex mt="1" gap="2" flexWrap="wrap">
        {inStock > 0 ? (
          <Button size="2xs" colorPalette="brand" disabled={busy} aria-label={t.buyInStockLabel(line.rowNo, inStock, goods.unit)} onClick={() => send({ type: 'BUY_IN_STOCK', lineId: line.id })}>
            {t.buyInStock(inStock, goods.unit)}
          </Button>
        ) : (
          <Text color="gray.700">{t.noneInStock}</Text>
        )}
        {line.quote === null ? (
          <Button size="2xs" variant="outline" colorPalette="brand" disabled={busy} aria-label={t.askQuoteLabel(line.rowNo)} onClick={() => send({ type: 'REQUEST_QUOTE', lineIds: [line.id] })}>
            {t.requestLine}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

function QuoteBox({ line }: { line: ReportLine }) {
  const q = line.quote;
  if (!q) return null;
  const block = quoteBlock(line);
  return (
    <Box mt="2" bg="blue.50" borderWidth="1px" borderColor="blue.200" borderRadius="sm" px="2" py="1.5" fontSize="12px" color="gray.800" data-testid="line-quote">
      <Text fontWeight="600">{t.quote.title}</Text>
      {q.state === 'requested' ? (
        <Text>{t.quote.requested}</Text>
      ) : (
        <>
          {q.priceFen !== null && q.leadTimeDays !== null && q.validUntil !== null ? <Text>{t.quote.quoted(formatPrice(q.priceFen), q.leadTimeDays, q.validUntil)}</Text> : null}
          {q.goods ? <Text>{t.quote.goods(q.goods.model, q.goods.brandName)}</Text> : null}
          {q.note ? <Text>{t.quote.note(q.note)}</Text> : null}
          {block === 'expired' ? (
            <Text color="red.700" data-testid="quote-blocked">
              {t.quote.expired}
            </Text>
          ) : block === 'noGoods' ? (
            <Text color="red.700" data-testid="quote-blocked">
              {t.quote.offline}
            </Text>
          ) : (
            <Text color="green.800">{t.quote.buyable}</Text>
          )}
        </>
      )}
    </Box>
  );
}

function LineRow({ line, pick, showQtyErrors, busy, send }: { line: ReportLine; pick: LinePick | undefined; showQtyErrors: boolean; busy: boolean; send: Send }) {
  const goods = chosenGoods(line, pick);
  const options = goodsOptions(line);
  const qtyError = pick && goods ? checkQty(pick.qtyText, goods) : null;
  const qty = pick ? qtyOf(pick.qtyText) : null;
  const canTick = tickable(line, pick);
  const colour = LINE_STATUS_COLOUR[line.status];
  const picker = buyable(line) && (line.candidates.length > 0 || options.length > 1);
  const short = pickShortfall(line, pick);
  const quotable = (line.status === 'unmatched' || line.status === 'candidates') && line.quote === null && short === null;
  const price = goods ? unitPriceOf(line, goods) : null;
  const quotePriced = goods ? quotePriceOf(line, goods) !== null : false;
  return (
    <chakra.tr data-testid="enquiry-line" data-row={line.rowNo} data-status={line.status} bg={pick?.ticked ? 'brand.50' : 'white'}>
      <chakra.td css={td} width="36px">
        <chakra.input
          type="checkbox"
          checked={pick?.ticked ?? false}
          disabled={!canTick || busy}
          aria-label={t.tickLine(line.rowNo)}
          onChange={(e) => send({ type: 'TICK', lineId: line.id, ticked: e.target.checked })}
          css={tickStyle}
          mt="0.5"
        />
      </chakra.td>
      <chakra.td css={td} width="48px" textAlign="right">
        {line.rowNo}
      </chakra.td>
      <chakra.td css={td} width="150px" wordBreak="break-all">
        <Text fontWeight="600">{line.inputModel || t.none}</Text>
        {line.inputBrand ? <Text color="gray.700">{line.inputBrand}</Text> : null}
        <Text color="gray.700">
          {t.typedQty} {line.inputQty || t.none}
        </Text>
        {line.qtyNote ? (
          <Text color="orange.800" fontSize="12px" data-testid="line-qty-note">
            {line.qtyNote}
          </Text>
        ) : null}
      </chakra.td>
      <chakra.td css={td} width="96px" wordBreak="break-all" data-testid="line-buyer-code">
        {line.buyerCode || <chakra.span color="gray.600">{t.none}</chakra.span>}
      </chakra.td>
      <chakra.td css={td} width="110px" wordBreak="break-all" color="gray.700" data-testid="line-remark">
        {line.remark || <chakra.span color="gray.600">{t.none}</chakra.span>}
      </chakra.td>
      <chakra.td css={td} width="180px">
        <Badge bg={colour.bg} color={colour.color} fontSize="12px" data-testid="line-status">
          {ENQUIRY_LINE_STATUS_TEXT[line.status]}
        </Badge>
        <Text mt="1" color="gray.700" fontSize="12px" data-testid="line-reason">
          {line.reason}
        </Text>
        {quotable ? (
          <Button mt="1" size="2xs" variant="outline" colorPalette="brand" disabled={busy} onClick={() => send({ type: 'REQUEST_QUOTE', lineIds: [line.id] })}>
            {t.requestLine}
          </Button>
        ) : null}
        <QuoteBox line={line} />
      </chakra.td>
      <chakra.td css={td}>
        {picker ? (
          <chakra.select
            value={pick?.goodsId ?? ''}
            aria-label={t.chooseLabel(line.rowNo)}
            disabled={busy}
            onChange={(e) => send({ type: 'CHOOSE', lineId: line.id, goodsId: e.target.value === '' ? null : Number(e.target.value) })}
            width="100%"
            maxWidth="300px"
            fontSize="13px"
            borderWidth="1px"
            borderColor={goods ? 'gray.300' : 'orange.400'}
            borderRadius="sm"
            bg="white"
            px="1"
            py="1"
            mb="1"
            data-testid="candidate-picker"
          >
            <option value="">{t.noChoice}</option>
            {options.map((g) => {
              const why = line.goods?.goodsId === g.goodsId ? line.how : (line.candidates.find((c) => c.goodsId === g.goodsId)?.why ?? 'quote');
              return (
                <option key={g.goodsId} value={g.goodsId}>
                  {t.option(g.model, g.brandName, g.name, formatPrice(unitPriceOf(line, g)), why ? t.how(why) : '')}
                </option>
              );
            })}
          </chakra.select>
        ) : null}
        {goods ? <GoodsCell goods={goods} /> : picker ? null : <Text color="gray.600">{t.none}</Text>}
        {goods ? <ShortfallBox line={line} pick={pick} goods={goods} busy={busy} send={send} /> : null}
      </chakra.td>
      <chakra.td css={td} width="84px" textAlign="right">
        {price !== null ? <Text data-testid="line-price">{formatPrice(price)}</Text> : null}
        {quotePriced ? (
          <Text fontSize="12px" color="blue.800" data-testid="line-quote-priced">
            {t.quotePrice}
          </Text>
        ) : goods?.priceSource === 'contract' ? (
          <Text fontSize="12px" color="teal.700" data-testid="line-contract-priced" data-volatile>
            {t.contractPrice(goods.contractValidTo)}
          </Text>
        ) : null}
      </chakra.td>
      <chakra.td css={td} width="92px" fontSize="12px">
        {goods ? (
          <>
            <Text color={goods.stockQty > 0 ? 'green.800' : 'red.700'}>{goods.stockQty > 0 ? t.stock(goods.stockQty, goods.unit) : t.noStock}</Text>
            <Text color="gray.700">{goods.leadTimeDays > 0 ? t.lead(goods.leadTimeDays) : t.inStock}</Text>
          </>
        ) : null}
      </chakra.td>
      <chakra.td css={td} width="104px">
        {goods && pick ? (
          <>
            <chakra.input
              type="text"
              inputMode="numeric"
              value={pick.qtyText}
              aria-label={t.qtyLabel(line.rowNo)}
              aria-invalid={showQtyErrors && qtyError !== null && pick.ticked ? true : undefined}
              disabled={busy}
              onChange={(e) => send({ type: 'EDIT_QTY', lineId: line.id, text: e.target.value })}
              width="80px"
              fontSize="13px"
              borderWidth="1px"
              borderColor={qtyError ? 'red.500' : 'gray.300'}
              borderRadius="sm"
              px="2"
              py="1"
              data-testid="line-qty"
            />
            {qtyError ? (
              <Text color="red.700" fontSize="12px" mt="1" data-testid="qty-error">
                {qtyError === 'belowMinimum' ? `${t.qtyError.belowMinimum} ${goods.minOrderQty}` : t.qtyError[qtyError]}
              </Text>
            ) : null}
          </>
        ) : null}
      </chakra.td>
      <chakra.td css={td} width="96px" textAlign="right" fontWeight="600">
        {price !== null && qty !== null && qtyError === null ? formatPrice(lineTotal(price, qty)) : null}
      </chakra.td>
    </chakra.tr>
  );
}

type Filter = EnquiryLineStatus | 'all';

export default function EnquiryDetailPage() {
  const search = useSearch();
  const id = idOf(search);
  if (id === null) return <MissingBlock title={t.missingTitle} body={t.missingBody} action={<ButtonLink href="/enquiry">{t.toList}</ButtonLink>} />;
  return <Report key={id} id={id} />;
}

function Report({ id }: { id: number }) {
  const [snap, send, actor] = useMachine(enquiryReportLogic, { input: { id } });
  const { report, picks, problem, showQtyErrors, error, cartResult, quoteRequested, saveError } = snap.context;
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const sub = actor.on('addedToCart', () => refreshCartCount());
    return () => sub.unsubscribe();
  }, [actor]);

  const shown = useMemo(() => (report ? report.lines.filter((l) => filter === 'all' || l.status === filter) : []), [report, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_LINES));
  const current = Math.min(page, pages);
  const lines = shown.slice((current - 1) * PAGE_LINES, current * PAGE_LINES);

  if (snap.matches('missing')) return <MissingBlock title={t.missingTitle} body={t.missingBody} action={<ButtonLink href="/enquiry">{t.toList}</ButtonLink>} />;
  if (snap.matches('loadFailed')) return <FailedBlock title={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />;
  if (!report) return <LoadingBlock label={t.loading} />;

  const busy = !snap.matches({ ready: { calls: 'idle' } });
  // 重新询价 and a quote request read the report anew: they wait until every pick is kept.
  const picksSaved = snap.matches({ ready: { choices: 'synced' } });
  const saveFailed = snap.matches({ ready: { choices: 'failed' } });
  const totals = totalsOf(report, picks);
  const tickables = report.lines.filter((l) => tickable(l, pickOf(picks, l)));
  const allTicked = tickables.length > 0 && tickables.every((l) => pickOf(picks, l)?.ticked);
  const quotable = quotableIds(report).filter((lineId) => report.lines.find((l) => l.id === lineId)?.status === 'unmatched');
  const bad = badTicked(report, picks).length;
  const aboveStock = shortTicked(report, picks).length;

  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6" aria-busy={snap.matches('loading')}>
      <Flex align="baseline" justify="space-between" mb="4">
        <Heading as="h1" fontSize="22px" fontWeight="600" color="gray.800">
          {enquiryText.pages.enquiryDetail}
        </Heading>
        <Flex gap="5" fontSize="14px">
          <AppLink href="/enquiry" color="brand.700" textDecoration="underline">
            {t.toList}
          </AppLink>
          <AppLink href="/batchInquiry" color="brand.700" textDecoration="underline">
            {t.newEnquiry}
          </AppLink>
        </Flex>
      </Flex>
      <Summary report={report} />

      <Flex mt="4" gap="3" align="center" flexWrap="wrap">
        <Button variant="outline" colorPalette="brand" onClick={() => send({ type: 'DOWNLOAD' })} loading={snap.matches({ ready: { calls: 'downloading' } })} disabled={busy}>
          {t.download}
        </Button>
        <Button variant="outline" colorPalette="brand" onClick={() => send({ type: 'AGAIN' })} loading={snap.matches({ ready: { calls: 'again' } })} disabled={busy || !picksSaved} title={t.againHint}>
          {t.again}
        </Button>
        {quotable.length > 0 ? (
          <Button variant="outline" colorPalette="brand" onClick={() => send({ type: 'REQUEST_QUOTE', lineIds: quotable })} loading={snap.matches({ ready: { calls: 'requesting' } })} disabled={busy || !picksSaved}>
            {t.requestQuote(quotable.length)}
          </Button>
        ) : null}
      </Flex>

      {saveFailed ? (
        <Flex mt="4" role="alert" bg="red.50" borderWidth="1px" borderColor="red.300" borderRadius="md" px="4" py="3" fontSize="14px" justify="space-between" align="center" gap="4" data-testid="choices-failed">
          <Text color="red.800">{t.saveFailed(saveError ?? '')}</Text>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => send({ type: 'RETRY_SAVE' })}>
            {t.retrySave}
          </Button>
        </Flex>
      ) : null}

      {error || problem || cartResult || quoteRequested !== null ? (
        <Box
          mt="4"
          role={error || problem ? 'alert' : 'status'}
          bg={error || problem ? 'red.50' : 'green.50'}
          borderWidth="1px"
          borderColor={error || problem ? 'red.300' : 'green.300'}
          borderRadius="md"
          px="4"
          py="3"
          fontSize="14px"
          data-testid="report-notice"
        >
          <Flex justify="space-between" align="flex-start" gap="4">
            <Box>
              {error ? <Text color="red.800">{error}</Text> : null}
              {problem ? <Text color="red.800">{t.problem[problem]}</Text> : null}
              {quoteRequested !== null ? <Text color="green.800">{t.quoteRequested(quoteRequested)}</Text> : null}
              {cartResult ? (
                <>
                  {cartResult.added > 0 ? (
                    <Text color="green.800">
                      {t.added(cartResult.added)}{' '}
                      <AppLink href="/shoppingCart" color="brand.700" textDecoration="underline" ml="2">
                        {t.toCart}
                      </AppLink>
                    </Text>
                  ) : null}
                  {cartResult.skipped.length > 0 ? (
                    <Box mt="1" color="red.800">
                      <Text>{t.skippedTitle}</Text>
                      <Stack as="ul" gap="0" pl="5" m="0">
                        {cartResult.skipped.map((s) => (
                          <li key={s.lineId}>{t.skipped(s.rowNo, s.reason)}</li>
                        ))}
                      </Stack>
                    </Box>
                  ) : null}
                </>
              ) : null}
            </Box>
            <Button size="xs" variant="ghost" onClick={() => send({ type: 'DISMISS' })}>
              {t.dismiss}
            </Button>
          </Flex>
        </Box>
      ) : null}

      <Box mt="4" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md">
        <Flex as="nav" aria-label={t.filterLabel} gap="1" px="3" pt="3" flexWrap="wrap">
          {(['all', ...ENQUIRY_LINE_STATUSES] as const).map((f) => {
            const n = f === 'all' ? report.lines.length : report.counts[f];
            const on = f === filter;
            return (
              <Button
                key={f}
                size="sm"
                variant={on ? 'solid' : 'ghost'}
                colorPalette={on ? 'brand' : 'gray'}
                aria-pressed={on}
                onClick={() => {
                  setFilter(f);
                  setPage(1);
                }}
              >
                {f === 'all' ? t.filterAll(n) : t.count(ENQUIRY_LINE_STATUS_TEXT[f], n)}
              </Button>
            );
          })}
        </Flex>
        <chakra.table width="100%" mt="2" css={{ borderCollapse: 'collapse', tableLayout: 'fixed' }} aria-label={t.tableLabel} data-choices={picksSaved ? 'saved' : saveFailed ? 'failed' : 'saving'}>
          <thead>
            <tr>
              <chakra.th css={th} scope="col" width="36px">
                <chakra.input type="checkbox" checked={allTicked} disabled={tickables.length === 0 || busy} aria-label={t.tickAll} onChange={(e) => send({ type: 'TICK_ALL', ticked: e.target.checked })} css={tickStyle} data-testid="tick-all" />
              </chakra.th>
              <chakra.th css={th} scope="col" width="48px" textAlign="right">
                {t.col.rowNo}
              </chakra.th>
              <chakra.th css={th} scope="col" width="150px">
                {t.col.typed}
              </chakra.th>
              <chakra.th css={th} scope="col" width="96px">
                {t.col.buyerCode}
              </chakra.th>
              <chakra.th css={th} scope="col" width="110px">
                {t.col.remark}
              </chakra.th>
              <chakra.th css={th} scope="col" width="180px">
                {t.col.status}
              </chakra.th>
              <chakra.th css={th} scope="col">
                {t.col.goods}
              </chakra.th>
              <chakra.th css={th} scope="col" width="84px" textAlign="right">
                {t.col.price}
              </chakra.th>
              <chakra.th css={th} scope="col" width="92px">
                {t.col.stock}
              </chakra.th>
              <chakra.th css={th} scope="col" width="104px">
                {t.col.qty}
              </chakra.th>
              <chakra.th css={th} scope="col" width="96px" textAlign="right">
                {t.col.subtotal}
              </chakra.th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <LineRow key={line.id} line={line} pick={pickOf(picks, line)} showQtyErrors={showQtyErrors} busy={busy} send={send} />
            ))}
          </tbody>
        </chakra.table>
        {pages > 1 ? (
          <Flex as="nav" aria-label={t.pagesLabel} justify="center" align="center" gap="3" py="3">
            <Button size="sm" variant="outline" disabled={current <= 1} onClick={() => setPage(current - 1)}>
              {t.prevPage}
            </Button>
            <Text fontSize="13px" color="gray.700">
              {t.pageOf(current, pages)}
            </Text>
            <Button size="sm" variant="outline" disabled={current >= pages} onClick={() => setPage(current + 1)}>
              {t.nextPage}
            </Button>
          </Flex>
        ) : null}
      </Box>

      {report.skipped.length > 0 ? (
        <Box as="section" aria-labelledby="skipped-rows-title" mt="4" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="4" fontSize="13px" color="gray.800" data-testid="skipped-rows">
          <Text id="skipped-rows-title" fontWeight="600">
            {t.skippedRowsTitle(report.skipped.length)}
          </Text>
          <Stack as="ul" gap="0.5" pl="5" mt="1" mb="0">
            {report.skipped.map((row) => (
              <li key={row.rowNo}>
                {t.skippedRow(row.rowNo, row.reason)}
                {row.text ? <chakra.span color="gray.700">{t.skippedRowText(row.text)}</chakra.span> : null}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}

      <Flex
        as="section"
        aria-label={t.amount}
        position="sticky"
        bottom="0"
        mt="4"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="md"
        px="6"
        py="3"
        align="center"
        justify="space-between"
        boxShadow="0 -2px 8px rgba(0,0,0,0.06)"
        zIndex="1"
      >
        <Text fontSize="14px" color="gray.800" data-testid="report-totals">
          {t.totals(totals.lines, totals.qty)}
          {bad > 0 ? <chakra.span color="red.700" ml="3">{t.problem.fixQty}</chakra.span> : null}
          {bad === 0 && aboveStock > 0 ? <chakra.span color="red.700" ml="3">{t.problem.aboveStock}</chakra.span> : null}
        </Text>
        <Flex align="center" gap="5">
          <Box textAlign="right">
            <Text fontSize="14px" color="gray.800">
              {t.amount}{' '}
              <chakra.span fontSize="20px" fontWeight="700" color="red.700" data-testid="report-amount">
                {formatPrice(totals.amountFen)}
              </chakra.span>
            </Text>
            <Text fontSize="12px" color="gray.600">
              {t.amountNote}
            </Text>
          </Box>
          {report.counts.matched > 0 && <QuoteRequestButton source="enquiry" sourceId={report.id} count={report.counts.matched} size="lg" disabled={busy} data-testid="report-request-quote" />}
          <Button colorPalette="brand" size="lg" onClick={() => send({ type: 'ADD_TO_CART' })} loading={snap.matches({ ready: { calls: 'adding' } })} disabled={busy}>
            {t.addToCart}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
