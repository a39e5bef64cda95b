// /afterSale (售后服务): the member's after-sales requests with status tabs and their counts
// (findRefundStatusCnt), a keyword search and paging, the URL holding the question
// (machines/after-sales/refund-list-query.ts). With ?orderId= it is the request form of that order
// (申请售后 on /myOrder and /myOrderDetail/{id} lead here): what the order still allows comes from
// refund/preview, a refusal (not eligible, past the window, not the member's order) is shown.
// A company role that sees more than its own has the 全公司 / 我的 switch with the member and
// department filters (issue 37); in 全公司 each request names who applied. The list offers only
// 查看详情 (取消 and 寄回 are on the detail page, whose can* flags are the applicant's only).
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { RefundSummary } from '../../../../domain/after-sales/refund-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { parseApplyOrderId, parseRefundQuery, refundListHref, withKeyword, withPage, withScope, type RefundQuery } from '../../../../machines/after-sales/refund-list-query.ts';
import { mayScope } from '../../../../machines/shared/company-scope.ts';
import { sessionActor } from '../../../lib/session.ts';
import { ScopeBar } from '../../company-scope/public.ts';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { uiText } from '../../../ui/text.ts';
import { refundListLogic, refundPreviewLogic, type PreviewAnswer, type RefundListAnswer } from '../actors.ts';
import { GoodsCell, RefundStatusBadge, RefundTabs } from '../components/refund-parts.tsx';
import { RefundForm } from '../components/refund-form.tsx';
import { afterSalesText } from '../text.ts';

const t = afterSalesText.list;

/** `buyer`: who applied, shown in 全公司 (issue 37). */
function RefundCard({ refund, buyer = null }: { refund: RefundSummary; buyer?: string | null }) {
  const shown = refund.lines.slice(0, 2);
  return (
    <Box as="article" aria-label={t.cardLabel(refund.refundNo)} borderWidth="1px" borderColor="gray.200" borderRadius="md" bg="white" data-testid="refund-card">
      <Flex align="center" gap="6" px="4" py="2.5" bg="gray.50" borderBottomWidth="1px" borderColor="gray.200" fontSize="13px" color="gray.700">
        <Text as="span" data-volatile="">
          {formatChinaDateTime(refund.createdAt)}
        </Text>
        <Text as="span">
          {t.refundNo}{uiText.punctuation.colon}
          <AppLink href={`/afterSaleDetail/${refund.id}`} color="gray.800" fontWeight="600" _hover={{ color: 'brand.700' }} data-volatile="">
            {refund.refundNo}
          </AppLink>
        </Text>
        <Text as="span">
          {t.orderNo}{uiText.punctuation.colon}
          <AppLink href={`/myOrderDetail/${refund.orderId}`} color="gray.800" _hover={{ color: 'brand.700' }} data-volatile="">
            {refund.orderNo}
          </AppLink>
        </Text>
        <Text as="span">{refund.refundTypeText}</Text>
        {buyer ? (
          <Text as="span" data-testid="refund-buyer">
            {buyer}
          </Text>
        ) : null}
        <Box ml="auto">
          <RefundStatusBadge status={refund.status} text={refund.statusText} />
        </Box>
      </Flex>
      <Flex>
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" flex="1" minWidth="0">
          {shown.map((line) => (
            <Flex as="li" key={line.orderLineId} align="center" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: '0' }}>
              <Box flex="1" minWidth="0">
                <GoodsCell imageUrl={line.imageUrl} brandName={line.brandName} model={line.model} name={line.name} />
              </Box>
              <Text width="80px" textAlign="right" fontSize="13px" color="gray.700">
                × {line.num}
              </Text>
            </Flex>
          ))}
          {refund.lines.length > shown.length ? (
            <Text as="li" px="4" py="2" fontSize="12px" color="gray.600">
              {t.moreLines(refund.lines.length)}
            </Text>
          ) : null}
        </Stack>
        <Stack width="200px" flexShrink={0} borderLeftWidth="1px" borderColor="gray.100" px="4" py="3" gap="1" justify="center" align="flex-end">
          <Text fontSize="12px" color="gray.600">
            {t.amount}
          </Text>
          <Text fontSize="18px" fontWeight="700" color="brand.700" data-testid="refund-amount">
            {formatPrice(refund.amountFen)}
          </Text>
          <Text fontSize="12px" color="gray.600">
            {t.qty(refund.totalNum)}
          </Text>
        </Stack>
        <Flex width="128px" flexShrink={0} borderLeftWidth="1px" borderColor="gray.100" px="4" py="3" align="center" justify="center">
          <ButtonLink href={`/afterSaleDetail/${refund.id}`} size="xs" variant="outline" colorPalette="gray" aria-label={`${t.detail} ${refund.refundNo}`}>
            {t.detail}
          </ButtonLink>
        </Flex>
      </Flex>
    </Box>
  );
}

function SearchForm({ query, onSearch }: { query: RefundQuery; onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState(query.keyword);
  return (
    <chakra.form
      role="search"
      aria-label={t.searchLabel}
      noValidate
      py="4"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(keyword);
      }}
    >
      <Flex align="center" gap="3">
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="13px" color="gray.700">
          {t.keywordLabel}
          <chakra.input
            type="search"
            name="keyword"
            value={keyword}
            maxLength={50}
            placeholder={t.keywordPlaceholder}
            onChange={(e) => setKeyword(e.target.value)}
            width="300px"
            height="36px"
            borderWidth="1px"
            borderColor="gray.400"
            borderRadius="md"
            px="3"
            fontSize="13px"
            bg="white"
          />
        </chakra.label>
        <Button type="submit" size="sm" colorPalette="brand" px="5">
          {t.search}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setKeyword('');
            onSearch('');
          }}
        >
          {t.reset}
        </Button>
      </Flex>
    </chakra.form>
  );
}

function RefundList() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseRefundQuery(search), [search]);
  const key = refundListHref(query);
  const [snap, send] = useMachine(refundListLogic, { input: { key } });
  useEffect(() => {
    send({ type: 'LOAD', key });
  }, [key, send]);
  const answer = snap.context.data as RefundListAnswer | null;
  const loading = snap.matches('loading');
  const searching = query.keyword !== '';
  const company = query.scope.scope === 'company';
  const role = useSelector(sessionActor, (s) => s.context.userInfo?.companyRole ?? null);

  let body;
  if (snap.matches('failed')) body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  else if (answer === null) body = <LoadingBlock label={t.loading} height="400px" />;
  else if (answer.page.records.length === 0 && !loading)
    body = (
      <Box as="section" aria-labelledby="refunds-empty-title" py="16" textAlign="center" data-testid="refunds-empty">
        <Heading as="h2" id="refunds-empty-title" fontSize="18px" color="gray.800">
          {t.emptyTitle}
        </Heading>
        <Text mt="2" color="gray.600">
          {searching || query.tab !== 'all' || company ? t.emptyFiltered : t.emptyAll}
        </Text>
        <Box mt="5">
          {searching ? (
            <AppLink href={refundListHref(withKeyword(query, ''))} color="brand.700" textDecoration="underline">
              {t.clearFilters}
            </AppLink>
          ) : (
            <ButtonLink href="/myOrder">{t.toOrders}</ButtonLink>
          )}
        </Box>
      </Box>
    );
  else
    body = (
      <Box aria-busy={loading} opacity={loading ? 0.6 : 1} transition="opacity 0.15s">
        <Text fontSize="13px" color="gray.600" mb="3" data-testid="refunds-total">
          {t.total(answer.page.total)}
        </Text>
        <Stack as="ul" aria-label={t.resultsLabel} listStyleType="none" m="0" p="0" gap="4">
          {answer.page.records.map((refund) => (
            <li key={refund.id}>
              <RefundCard refund={refund} buyer={company && refund.buyerName ? t.buyer(refund.buyerName) : null} />
            </li>
          ))}
        </Stack>
        <Pagination current={answer.page.current} pages={answer.page.pages} hrefFor={(page) => refundListHref(withPage(query, page))} />
      </Box>
    );

  return (
    <Panel>
      {mayScope(role) ? (
        <ScopeBar
          scope={query.scope}
          filters={answer?.filters ?? null}
          hrefFor={(scope) => refundListHref(withScope(query, scope))}
          onChange={(scope) => navigate(refundListHref(withScope(query, scope)))}
          text={t.scope}
        />
      ) : null}
      <RefundTabs query={query} counts={answer?.counts ?? null} />
      <SearchForm key={query.keyword} query={query} onSearch={(keyword) => navigate(refundListHref(withKeyword(query, keyword)))} />
      {body}
    </Panel>
  );
}

function ApplyView({ orderId }: { orderId: number }) {
  const key = String(orderId);
  const [snap, send] = useMachine(refundPreviewLogic, { input: { key: `orderId=${key}` } });
  const answer = snap.context.data as PreviewAnswer | null;
  const f = afterSalesText.form;
  if (snap.matches('failed')) return <Panel><FailedBlock title={f.failed} onRetry={() => send({ type: 'RETRY' })} /></Panel>;
  if (!answer || snap.matches('loading')) return <Panel><LoadingBlock label={f.loading} height="400px" /></Panel>;
  if ('refused' in answer) {
    return (
      <Panel>
        <Stack align="center" py="12" gap="3" data-testid="apply-refused">
          <Text fontSize="18px" fontWeight="600" color="gray.800">
            {f.refusedTitle}
          </Text>
          <Text role="alert" color="gray.700">
            {answer.refused || f.missingOrder}
          </Text>
          <AppLink href={`/myOrderDetail/${orderId}`} color="brand.700" textDecoration="underline">
            {f.backToOrder}
          </AppLink>
        </Stack>
      </Panel>
    );
  }
  return <RefundForm preview={answer.preview} />;
}

export default function AfterSalePage() {
  const search = useSearch();
  const orderId = parseApplyOrderId(search);
  if (orderId !== null) {
    return (
      <MemberLayout title={afterSalesText.pages.apply} active="/myOrder">
        <ApplyView key={orderId} orderId={orderId} />
      </MemberLayout>
    );
  }
  return (
    <MemberLayout title={afterSalesText.pages.afterSale}>
      <RefundList />
    </MemberLayout>
  );
}
