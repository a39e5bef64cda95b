// 媒体资讯 (/media/mediaList?categoryId=&page=): category tabs (全部, 行业资讯, 公司新闻), article
// cards newest first, paging. Tabs and pages are links, so back/forward and reload keep them.
import { useEffect } from 'react';
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { fetchMediaCategories, fetchMediaList, type MediaCard as Card, type MediaCategory } from '../api.ts';
import { MediaCard } from '../components/media-card.tsx';
import { contentText } from '../text.ts';
import type { Page } from '../../../lib/client.ts';
import { AppLink } from '../../../ui/links.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = contentText.media;
const PAGE_SIZE = 9;

interface ListData {
  categories: MediaCategory[];
  page: Page<Card>;
}

const listMachine = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(async ({ input }) => {
      const [cat, page] = input.key.split(':');
      const categoryId = cat ? Number(cat) : null;
      const [categories, list] = await Promise.all([fetchMediaCategories(), fetchMediaList(Number(page), PAGE_SIZE, categoryId)]);
      return { categories, page: list } satisfies ListData;
    }),
  },
});

function parse(search: string): { categoryId: number | null; page: number } {
  const q = new URLSearchParams(search);
  const cat = q.get('categoryId');
  const page = q.get('page');
  return {
    categoryId: cat !== null && /^\d{1,7}$/.test(cat) && Number(cat) > 0 ? Number(cat) : null,
    page: page !== null && /^\d{1,4}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

export function mediaListHref(categoryId: number | null, page = 1): string {
  const q = new URLSearchParams();
  if (categoryId !== null) q.set('categoryId', String(categoryId));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/media/mediaList${s ? `?${s}` : ''}`;
}

export default function MediaListPage() {
  const { categoryId, page } = parse(useSearch());
  const key = `${categoryId ?? ''}:${page}`;
  const [snapshot, send] = useMachine(listMachine, { input: { key } });
  useEffect(() => {
    send({ type: 'LOAD', key });
  }, [key, send]);
  const data = snapshot.context.data as ListData | null;

  const tabs = [{ id: null, name: t.all }, ...(data?.categories ?? []).map((c) => ({ id: c.id as number | null, name: c.name }))];
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Heading as="h1" fontSize="24px" color="gray.900">
        {contentText.pages.mediaList}
      </Heading>
      <Flex as="nav" aria-label={t.tabsLabel} gap="0" mt="4" borderBottomWidth="2px" borderColor="brand.700">
        {tabs.map((tab) => {
          const current = tab.id === categoryId;
          return (
            <AppLink
              key={tab.id ?? 'all'}
              href={mediaListHref(tab.id)}
              aria-current={current ? 'page' : undefined}
              px="6"
              py="2"
              fontSize="15px"
              fontWeight={current ? '700' : '400'}
              bg={current ? 'brand.700' : 'white'}
              color={current ? 'white' : 'gray.800'}
              _hover={current ? undefined : { color: 'brand.700' }}
              data-testid="media-tab"
            >
              {tab.name}
            </AppLink>
          );
        })}
      </Flex>
      {snapshot.matches('failed') ? (
        <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : !data ? (
        <LoadingBlock label={t.loading} height="640px" />
      ) : (
        <Box as="section" aria-label={contentText.pages.mediaList} aria-busy={snapshot.matches('loading')} mt="5">
          {data.page.records.length === 0 ? (
            <Text py="16" textAlign="center" color="gray.700" bg="white" borderWidth="1px" borderColor="gray.200">
              {t.empty}
            </Text>
          ) : (
            <SimpleGrid as="div" columns={3} gap="5">
              {data.page.records.map((card) => (
                <MediaCard key={card.id} card={card} />
              ))}
            </SimpleGrid>
          )}
          <Pagination current={data.page.current} pages={data.page.pages} hrefFor={(n) => mediaListHref(categoryId, n)} />
        </Box>
      )}
    </Box>
  );
}
