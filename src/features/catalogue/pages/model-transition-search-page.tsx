// /modelTransition/search?keyword= (issue 5): from any brand's model, the groups of equivalent
// models of other brands (both directions: SKF -> NSK as well as NSK -> SKF), each member linked
// to the goods we sell. Model suggestions while typing (modelAssociation) use the same
// search-box machine as the header.
import { useEffect } from 'react';
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { namesModel } from '../../../../domain/catalogue/model-key.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { searchModeMachine } from '../../../../machines/shell/search-mode.ts';
import type { SearchSuggestion } from '../../../../machines/shell/search-mode.ts';
import { fetchConversions, fetchModelAssociation } from '../api.ts';
import type { ConversionGroup } from '../api.ts';
import type { Page } from '../../../lib/client.ts';
import { AppLink } from '../../../ui/links.tsx';
import { GoodsLink } from '../../../ui/goods/goods-link.tsx';
import goodsCss from '../../../ui/goods/goods.module.css';
import { Pagination } from '../../../ui/pagination.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { SuggestCombobox } from '../../../ui/suggest-combobox.tsx';
import { transitionDetailsHref, transitionSearchHref } from '../transition-href.ts';
import { cat } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { uiText } from '../../../ui/text.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { RowBuy } from '../components/row-buy.tsx';

const t = cat.transition;
const PAGE_SIZE = 10;

const boxMachine = searchModeMachine.provide({
  actors: {
    fetchSuggestions: fromPromise<SearchSuggestion[], { keyword: string }>(async ({ input }) =>
      (await fetchModelAssociation(input.keyword)).map((s, i) => ({ goodsId: i, goodsModel: s.model, brandName: s.brandName, goodsName: '' })),
    ),
  },
  actions: {
    search: (_, params) => navigate(transitionSearchHref(params.keyword)),
  },
});

const resultsMachine = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(({ input }) => {
      const at = input.key.lastIndexOf(':');
      return fetchConversions(input.key.slice(0, at), Number(input.key.slice(at + 1)), PAGE_SIZE);
    }),
  },
});


function parse(search: string): { keyword: string; page: number } {
  const q = new URLSearchParams(search);
  const page = q.get('page');
  return {
    keyword: (q.get('keyword') ?? '').trim().slice(0, 100),
    page: page !== null && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

function GroupCard({ group, keyword }: { group: ConversionGroup; keyword: string }) {
  const headingId = `group-${group.groupId}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" data-testid="conversion-group">
      <Flex align="center" justify="space-between" px="4" py="2" bg="gray.50" borderBottomWidth="1px" borderColor="gray.200">
        <Heading as="h2" id={headingId} fontSize="16px">
          {group.standard}
        </Heading>
        <AppLink href={transitionDetailsHref(group.groupId)} fontSize="13px" color="brand.700" textDecoration="underline">
          {t.details}
        </AppLink>
      </Flex>
      <chakra.table width="100%" style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <CompactTh width="200px">{t.brand}</CompactTh>
            <CompactTh>{t.model}</CompactTh>
            <CompactTh width="300px">{t.goods}</CompactTh>
          </tr>
        </thead>
        <tbody>
          {group.members.map((m) => {
            const searched = namesModel(keyword, m.brandName, m.model);
            return (
              <chakra.tr key={`${m.brandName}-${m.model}`} bg={searched ? 'brand.50' : undefined} aria-current={searched ? 'true' : undefined}>
                <CompactTd>{m.brandName}</CompactTd>
                <CompactTd fontWeight="700">{m.model}</CompactTd>
                <CompactTd>
                  {m.goodsId !== null ? (
                    <Flex align="center" gap="3">
                      <GoodsLink goodsId={m.goodsId} className={goodsCss.accent} aria-label={`${t.buy}${uiText.punctuation.colon}${m.brandName} ${m.model}`}>
                        {t.buy}
                      </GoodsLink>
                      {m.buy ? <RowBuy goodsId={m.goodsId} brandName={m.brandName} model={m.model} minOrderQty={m.buy.minOrderQty} packQty={m.buy.packQty} unit={m.buy.unit} stockQty={m.buy.stockQty} /> : null}
                    </Flex>
                  ) : (
                    <Text as="span" color="gray.600">
                      {t.notOnSale}
                    </Text>
                  )}
                </CompactTd>
              </chakra.tr>
            );
          })}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function Results({ keyword, page }: { keyword: string; page: number }) {
  const key = `${keyword}:${page}`;
  const [snapshot, send] = useMachine(resultsMachine, { input: { key } });
  useEffect(() => {
    send({ type: 'LOAD', key });
  }, [key, send]);
  const data = snapshot.context.data as Page<ConversionGroup> | null;
  if (snapshot.matches('failed')) return <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (!data) return <LoadingBlock label={t.loading} height="320px" />;
  return (
    <Box as="section" aria-labelledby="transition-results" aria-busy={snapshot.matches('loading')} mt="6">
      <Flex align="baseline" gap="3" mb="3">
        <Heading as="h2" id="transition-results" fontSize="18px">
          {t.resultsTitle(keyword)}
        </Heading>
        <Text as="span" fontSize="13px" color="gray.700">
          {t.groups(data.total)}
        </Text>
      </Flex>
      {data.records.length === 0 ? (
        <Box py="10" textAlign="center" borderWidth="1px" borderColor="gray.200" data-testid="transition-empty">
          <Text color="gray.800">{t.empty(keyword)}</Text>
          <AppLink href="/batchInquiry" display="inline-block" mt="3" color="brand.700" textDecoration="underline">
            {t.emptyBatch}
          </AppLink>
        </Box>
      ) : (
        <Stack gap="4">
          {data.records.map((group) => (
            <GroupCard key={group.groupId} group={group} keyword={keyword} />
          ))}
        </Stack>
      )}
      <Pagination current={data.current} pages={data.pages} hrefFor={(n) => transitionSearchHref(keyword, n)} />
    </Box>
  );
}

export default function ModelTransitionSearchPage() {
  const search = useSearch();
  const { keyword, page } = parse(search);
  const [snapshot, send] = useMachine(boxMachine);
  useEffect(() => {
    send({ type: 'SYNC', text: keyword, exact: false, onResults: false });
  }, [keyword, send]);
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Heading as="h1" fontSize="24px" color="gray.900">
        {t.title}
      </Heading>
      <Text mt="1" mb="4" color="gray.700">
        {t.intro}
      </Text>
      <SuggestCombobox
        snapshot={snapshot}
        send={send}
        name="keyword"
        label={t.inputLabel}
        listLabel={t.suggestionsLabel}
        placeholder={t.placeholder}
        buttonLabel={t.submit}
        width="640px"
        renderOption={(s) => (
          <>
            <chakra.span fontWeight="700" minW="160px">
              {s.goodsModel}
            </chakra.span>
            <chakra.span color="gray.700">{s.brandName}</chakra.span>
          </>
        )}
      />
      <Flex mt="2" gap="3" fontSize="13px" color="gray.700">
        <span>{t.hint}</span>
        {t.examples.map((example) => (
          <AppLink key={example} href={transitionSearchHref(example)} color="brand.700" textDecoration="underline">
            {example}
          </AppLink>
        ))}
      </Flex>
      {keyword && <Results keyword={keyword} page={page} />}
    </Box>
  );
}
