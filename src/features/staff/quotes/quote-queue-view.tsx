// The 报价单 queue: a status (待报价 first, or 全部) with each status's count, a keyword (报价单号,
// 企业名 or 手机号) and a page of quotes; 报价 / 查看 opens the desk. Thin: the shared list machine
// (machines/quotes/quote-list.ts) holds the status, keyword and page.
import { useId, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Input, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { QUOTE_STATUSES } from '../../../../domain/quotes/quote-rules.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { countOf, pagesOf, QUOTE_KEYWORD_MAX, quoteListMachine, statusOf } from '../../../../machines/quotes/quote-list.ts';
import type { QuotePage, QuotePageBody } from '../../../../machines/quotes/quote-list.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { Pager } from '../components/pager.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { fetchStaffQuotePage } from './api.ts';
import { quoteDeskText as t } from './text.ts';

const ALL = 'all';

const logic = quoteListMachine.provide({
  actors: { fetchPage: fromPromise<QuotePage, QuotePageBody>(({ input }) => fetchStaffQuotePage(input)) },
});

export function QuoteQueueView() {
  const [state, send] = useMachine(logic, { input: { status: 'requested' } });
  const { page, status, keyword, keywordError, current } = state.context;
  const statusId = useId();
  const keywordId = useId();
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SEARCH', keyword: String(new FormData(event.currentTarget).get('keyword') ?? '') });
  };
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      <chakra.form onSubmit={submit} noValidate role="search" aria-label={t.searchLabel} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4">
        <Flex gap="3" align="flex-end">
          <Box>
            <chakra.label htmlFor={statusId} display="block" fontSize="13px" color="gray.700" mb="1.5">
              {t.statusLabel}
            </chakra.label>
            <chakra.select
              id={statusId}
              height="38px"
              width="180px"
              px="3"
              borderWidth="1px"
              borderColor="gray.300"
              borderRadius="md"
              bg="white"
              fontSize="14px"
              value={status ?? ALL}
              onChange={(e) => send({ type: 'SWITCH_STATUS', status: statusOf(e.currentTarget.value) })}
              data-testid="desk-status"
            >
              <option value={ALL}>{t.tab(t.all, countOf(page, null))}</option>
              {QUOTE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t.tab(t.statusText[s], countOf(page, s))}
                </option>
              ))}
            </chakra.select>
          </Box>
          <Box flex="1" maxWidth="420px">
            <chakra.label htmlFor={keywordId} display="block" fontSize="13px" color="gray.700" mb="1.5">
              {t.keyword}
            </chakra.label>
            <Input
              id={keywordId}
              name="keyword"
              height="38px"
              defaultValue={keyword}
              placeholder={t.keywordPlaceholder}
              maxLength={QUOTE_KEYWORD_MAX + 10}
              aria-invalid={keywordError ? true : undefined}
              aria-describedby={keywordError ? errorId : undefined}
              data-testid="desk-keyword"
            />
          </Box>
          <Button type="submit" colorPalette="brand" height="38px" data-testid="desk-search">
            {t.search}
          </Button>
        </Flex>
        {keywordError && (
          <Text id={errorId} role="alert" color="red.700" fontSize="13px" mt="2">
            {t.keywordTooLong}
          </Text>
        )}
      </chakra.form>
      {state.matches('failure') ? (
        <FailedBlock title={state.context.loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="desk-total">
            {t.total(page.total)}
          </Text>
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.700" data-testid="desk-empty">
              {t.empty}
            </Box>
          ) : (
            <chakra.table width="100%" bg="white" borderWidth="1px" borderColor="gray.200" data-testid="desk-rows">
              <thead>
                <tr>
                  <CompactTh>{t.columns.quoteNo}</CompactTh>
                  <CompactTh>{t.columns.company}</CompactTh>
                  <CompactTh>{t.columns.requester}</CompactTh>
                  <CompactTh>{t.columns.source}</CompactTh>
                  <CompactTh textAlign="right">{t.columns.lines}</CompactTh>
                  <CompactTh textAlign="right">{t.columns.total}</CompactTh>
                  <CompactTh>{t.columns.status}</CompactTh>
                  <CompactTh>{t.columns.wantedDate}</CompactTh>
                  <CompactTh>{t.columns.createdAt}</CompactTh>
                  <CompactTh>
                    <chakra.span srOnly>{t.columns.action}</chakra.span>
                  </CompactTh>
                </tr>
              </thead>
              <tbody>
                {page.records.map((row) => (
                  <tr key={row.id} data-testid="desk-row">
                    <CompactTd fontWeight="600" data-volatile>
                      {row.quoteNo}
                    </CompactTd>
                    <CompactTd>{row.companyName ?? t.personal}</CompactTd>
                    <CompactTd>{row.requesterName}</CompactTd>
                    <CompactTd>{row.sourceText}</CompactTd>
                    <CompactTd textAlign="right">{row.lineCount}</CompactTd>
                    <CompactTd textAlign="right">{row.totalFen === null ? t.none : formatPrice(row.totalFen)}</CompactTd>
                    <CompactTd>{t.statusText[row.status]}</CompactTd>
                    <CompactTd data-volatile>{row.wantedDate ?? t.none}</CompactTd>
                    <CompactTd data-volatile>{formatChinaDateTime(row.createdAt)}</CompactTd>
                    <CompactTd>
                      <ChakraLink asChild color="brand.700" fontWeight="600">
                        <Link href={`/quotes/${row.id}`} aria-label={t.openLabel(row.quoteNo)} data-testid="desk-open">
                          {row.status === 'requested' ? t.open : t.view}
                        </Link>
                      </ChakraLink>
                    </CompactTd>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          )}
          <Pager current={current} pages={pagesOf(page)} onPage={(next) => send({ type: 'PAGE', current: next })} />
        </Box>
      )}
    </Box>
  );
}
