// /productList (spec 2.1: goodsName, serchNum): search results and browsing with facets,
// active-filter chips, sort, page size, list and grid views. The URL holds the whole state
// (machines/catalogue/product-list-query.ts); machines/catalogue/product-list.ts loads it. A search that finds
// nothing says so and offers the model conversion lookup and a batch inquiry.
import { memo, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { productListMachine } from '../../../../machines/catalogue/product-list.ts';
import type { ListAnswer } from '../../../../machines/catalogue/product-list.ts';
import { asFuzzy, clearFilters, filterChips, isFiltered, listHref, parseListQuery, PRODUCT_LIST_PATH, toListRequest } from '../../../../machines/catalogue/product-list-query.ts';
import type { ListQuery, ListRequest } from '../../../../machines/catalogue/product-list-query.ts';
import { fetchGoodsList } from '../api.ts';
import type { Category, GoodsCard, GoodsFacets } from '../api.ts';
import { categories } from '../header-data.ts';
import { useResourceData } from '../../../lib/resource.ts';
import { earlyCall } from '../../../lib/early-call.ts';
import { Facets } from '../components/facets.tsx';
import { FilterChips, ListToolbar, listPageHref } from '../components/list-controls.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { GoodsTable } from '../components/goods-table.tsx';
import { GoodsGrid } from '../components/goods-grid.tsx';
import { rowBuyFor } from '../components/row-buy.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { AppLink } from '../../../ui/links.tsx';
import { cat } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = cat.list;
const GRID_COLUMNS = 4;
const NO_FACETS: GoodsFacets = { categories: [], brands: [], params: [] };

// A deep link's first page: its call starts as this chunk arrives, before the page renders.
const fetchPage = window.location.pathname.replace(/\/$/, '') === PRODUCT_LIST_PATH ? earlyCall(toListRequest(parseListQuery(window.location.search)), fetchGoodsList) : fetchGoodsList;

const listMachine = productListMachine.provide({
  actors: {
    fetchPage: fromPromise<ListAnswer, ListRequest>(({ input }) => fetchPage(input)),
  },
});

function findCategory(tree: readonly Category[], id: number): Category | undefined {
  for (const node of tree) {
    if (Number(node.id) === id) return node;
    const hit = findCategory(node.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

function EmptyResults({ query }: { query: ListQuery }) {
  const filtered = isFiltered(query);
  return (
    <Box as="section" aria-labelledby="empty-title" py="12" px="8" borderWidth="1px" borderColor="gray.200" bg="white" data-testid="empty-results">
      <Heading as="h2" id="empty-title" fontSize="18px" color="gray.800">
        {t.emptyTitle(query.keyword)}
      </Heading>
      {filtered && (
        <Text mt="2" color="gray.700">
          {t.emptyFiltered}
        </Text>
      )}
      <Text mt="4" color="gray.700">
        {t.emptyHelp}
      </Text>
      <Stack as="ul" mt="2" gap="2" pl="5" listStyleType="disc">
        {filtered && (
          <li>
            <AppLink href={listHref(clearFilters(query))} color="brand.700" textDecoration="underline">
              {t.emptyClear}
            </AppLink>
          </li>
        )}
        <li>
          <AppLink
            href={`/modelTransition/search${query.keyword ? `?keyword=${encodeURIComponent(query.keyword)}` : ''}`}
            color="brand.700"
            textDecoration="underline"
          >
            {t.emptyTransition}
          </AppLink>
        </li>
        <li>
          <AppLink href="/batchInquiry" color="brand.700" textDecoration="underline">
            {t.emptyBatch}
          </AppLink>
        </li>
      </Stack>
    </Box>
  );
}

interface HeaderProps {
  query: ListQuery;
  total: number | null;
  matchMode: 'exact' | 'fuzzy' | null;
  categoryName: string | undefined;
}

const ResultsHeader = memo(function ResultsHeader({ query, total, matchMode, categoryName }: HeaderProps) {
  return (
    <Flex align="baseline" gap="3" mb="3" minH="32px" flexWrap="wrap">
      <Heading as="h1" fontSize="20px" fontWeight="700" color="gray.900">
        {query.keyword ? t.resultsFor(query.keyword) : (categoryName ?? t.allGoods)}
      </Heading>
      {query.keyword && matchMode && (
        <Badge colorPalette={matchMode === 'exact' ? 'brand' : 'gray'} variant="subtle" data-testid="match-mode">
          {t.matchMode[matchMode]}
        </Badge>
      )}
      {total !== null && (
        <Text as="span" color="gray.700" fontSize="13px" data-testid="result-total">
          {t.total(total)}
        </Text>
      )}
      {query.keyword && query.exact && (
        <AppLink href={listHref(asFuzzy(query))} fontSize="13px" color="brand.700" textDecoration="underline">
          {t.showFuzzy}
        </AppLink>
      )}
    </Flex>
  );
});

export default function ProductListPage() {
  const search = useSearch();
  const query = useMemo(() => parseListQuery(search), [search]);
  const [snapshot, send] = useMachine(listMachine, { input: { query } });
  const tree = useResourceData(categories);

  const lastPage = useRef(query.page);
  useEffect(() => {
    send({ type: 'QUERY', query });
    // A new page starts at the top (the pagination is at the bottom).
    if (query.page !== lastPage.current) window.scrollTo(0, 0);
    lastPage.current = query.page;
  }, [query, send]);

  // The answer is rendered in the background (time-sliced): a new page never blocks input.
  const latest = snapshot.context.answer;
  const answer = useDeferredValue(latest);
  const shown = snapshot.context.query;
  const facets: GoodsFacets = answer?.facets ?? NO_FACETS;
  const categoryName = (id: number) => facets.categories.find((c) => c.id === id)?.name ?? (tree ? findCategory(tree, id)?.name : undefined);
  // Stable values for the memoised blocks: a re-render of the page re-renders only what changed.
  const chips = useMemo(
    () =>
      filterChips(shown, {
        category: (id) => facets.categories.find((c) => c.id === id)?.name ?? (tree ? findCategory(tree, id)?.name : undefined),
        brand: (id) => facets.brands.find((b) => b.id === id)?.name,
      }),
    [shown, facets, tree],
  );
  const hrefFor = useMemo(() => listPageHref(shown), [shown]);
  // The machine's answer carries the records of POST /open/goods/list: GoodsCards.
  const records = (answer?.records ?? []) as GoodsCard[];
  const loading = snapshot.matches('loading');

  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="4">
      <ResultsHeader
        query={shown}
        total={latest && !loading ? latest.total : null}
        matchMode={latest?.matchMode ?? null}
        categoryName={shown.categoryId !== null ? categoryName(shown.categoryId) : undefined}
      />
      <FilterChips chips={chips} query={shown} />
      <Flex gap="4" align="flex-start">
        <Facets facets={facets} query={shown} />
        <Box flex="1" minWidth="0">
          <ListToolbar query={shown} />
          {snapshot.matches('failed') ? (
            <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
          ) : snapshot.matches('empty') ? (
            <EmptyResults query={shown} />
          ) : answer === null ? (
            <LoadingBlock label={t.loading} height="100vh" />
          ) : (
            <Box id="search-results" tabIndex={-1} outline="none" aria-busy={loading || answer !== latest} opacity={loading ? 0.6 : 1} transition="opacity 0.15s" data-testid="results">
              {shown.view === 'grid' ? (
                <GoodsGrid records={records} columns={GRID_COLUMNS} eager={GRID_COLUMNS * 2} label={t.resultsLabel} action={rowBuyFor} />
              ) : (
                <GoodsTable records={records} caption={t.resultsLabel} />
              )}
              <Pagination current={answer.current} pages={answer.pages} hrefFor={hrefFor} />
            </Box>
          )}
        </Box>
      </Flex>
    </Box>
  );
}
