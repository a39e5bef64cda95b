// /quote (报价单, issue 39): my company's quotes (a personal member's own), a tab per status with its
// count (全部 first), a keyword (报价单号 or 型号) and a page of rows, on machines/quotes/quote-list.ts.
// The location keeps the tab (?status=).
import { useEffect, useId, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Input, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useMachine } from '@xstate/react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { QUOTE_STATUSES } from '../../../../domain/quotes/quote-rules.ts';
import { countOf, pagesOf, QUOTE_KEYWORD_MAX, quoteListMachine, quotesHref, statusOf } from '../../../../machines/quotes/quote-list.ts';
import type { QuotePage, QuotePageBody } from '../../../../machines/quotes/quote-list.ts';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageButtons } from '../../../ui/pagination.tsx';
import { fetchQuotePage } from '../api.ts';
import { QuoteTable } from '../components/quote-table.tsx';
import { quotesText } from '../text.ts';

const t = quotesText;
const ALL = 'all';
const TABS = [ALL, ...QUOTE_STATUSES] as const;

const pageMachine = quoteListMachine.provide({
  actors: { fetchPage: fromPromise<QuotePage, QuotePageBody>(({ input }) => fetchQuotePage(input)) },
});

export default function QuotesPage() {
  const search = useSearch();
  const [snapshot, send] = useMachine(pageMachine, { input: { status: new URLSearchParams(search).get('status') } });
  const { context } = snapshot;
  const keywordId = useId();
  const errorId = useId();

  useEffect(() => {
    const href = quotesHref(context.status);
    if (`${window.location.pathname}${window.location.search}` !== href) navigate(href, { replace: true });
  }, [context.status]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SEARCH', keyword: String(new FormData(event.currentTarget).get('keyword') ?? '') });
  };

  const page = context.page;
  let list;
  if (snapshot.matches('failure')) {
    list = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (!page) {
    list = <LoadingBlock label={t.loading} height="240px" />;
  } else if (page.records.length === 0) {
    list = <EmptyBlock id="quotes-empty" testId="quotes-empty" icon={null} headingGap="0" title={t.empty.title} body={t.empty.body} action={null} />;
  } else {
    list = (
      <Box aria-busy={snapshot.matches('loading') ? 'true' : undefined}>
        <QuoteTable rows={page.records} />
        {pagesOf(page) > 1 && (
          <Box mt="4">
            <PageButtons current={context.current} pages={pagesOf(page)} onPage={(current) => send({ type: 'PAGE', current })} />
          </Box>
        )}
      </Box>
    );
  }

  return (
    <MemberLayout title={t.title}>
      <Text fontSize="14px" color="gray.700" mb="4">
        {t.intro}
      </Text>
      <chakra.form onSubmit={submit} noValidate role="search" aria-label={t.searchLabel} mb="4">
        <Flex gap="2" align="flex-end">
          <Box>
            <chakra.label htmlFor={keywordId} display="block" fontSize="13px" color="gray.700" mb="1">
              {t.keyword}
            </chakra.label>
            <Input
              id={keywordId}
              name="keyword"
              width="280px"
              height="36px"
              defaultValue={context.keyword}
              placeholder={t.keywordPlaceholder}
              maxLength={QUOTE_KEYWORD_MAX + 10}
              aria-invalid={context.keywordError ? true : undefined}
              aria-describedby={context.keywordError ? errorId : undefined}
              data-testid="quote-keyword"
            />
          </Box>
          <Button type="submit" colorPalette="brand" height="36px" data-testid="quote-search">
            {t.search}
          </Button>
        </Flex>
        {context.keywordError && (
          <Text id={errorId} role="alert" color="red.700" fontSize="13px" mt="1">
            {t.keywordTooLong}
          </Text>
        )}
      </chakra.form>
      <Tabs.Root
        recipe={tabsSlotRecipe}
        variant="line"
        colorPalette="brand"
        value={context.status ?? ALL}
        onValueChange={(details) => send({ type: 'SWITCH_STATUS', status: statusOf(details.value) })}
      >
        <Tabs.List aria-label={t.tabsLabel} mb="4">
          {TABS.map((tab) => {
            const status = statusOf(tab);
            return (
              <Tabs.Trigger key={tab} value={tab} fontSize="15px" px="4" data-testid={`quote-tab-${tab}`}>
                {t.tab(status === null ? t.all : t.statusText[status], countOf(page, status))}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} p="0">
            {tab === (context.status ?? ALL) ? list : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </MemberLayout>
  );
}
