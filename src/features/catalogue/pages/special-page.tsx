// /special?id= (spec 2.1: the zone id): the special zone's banner, name and description, and its
// goods in pages (the page number in the URL: /special?id=1&page=2); 快速下单 opens the zone's
// quick-order pad (/special/components/addCar?id=).
import { useEffect } from 'react';
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { fetchZoneDetail } from '../api.ts';
import type { ZoneDetail } from '../api.ts';
import { GoodsGrid } from '../components/goods-grid.tsx';
import { rowBuyFor } from '../components/row-buy.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { cat } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = cat.special;
const PAGE_SIZE = 20;
const COLUMNS = 5;

function parse(search: string): { id: number | null; page: number } {
  const q = new URLSearchParams(search);
  const id = q.get('id');
  const page = q.get('page');
  return {
    id: id !== null && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null,
    page: page !== null && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

function zoneHref(id: number, page: number): string {
  return `/special?id=${id}${page > 1 ? `&page=${page}` : ''}`;
}

const zoneMachine = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(({ input }) => {
      const [id, page] = input.key.split(':').map(Number);
      return fetchZoneDetail(id ?? 0, page ?? 1, PAGE_SIZE);
    }),
  },
});

function Zone({ id, page }: { id: number; page: number }) {
  const key = `${id}:${page}`;
  const [snapshot, send] = useMachine(zoneMachine, { input: { key } });
  useEffect(() => {
    send({ type: 'LOAD', key });
  }, [key, send]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
  const detail = snapshot.context.data as ZoneDetail | null;
  if (snapshot.matches('notFound')) return <MissingBlock title={t.notFound} />;
  if (snapshot.matches('failed')) return <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (!detail) return <LoadingBlock label={t.loading} height="900px" />;
  const { zone, goods } = detail;
  return (
    <Box aria-busy={snapshot.matches('loading')}>
      {zone.bannerUrl && (
        <chakra.img
          src={zone.bannerUrl}
          alt={zone.name}
          htmlWidth="1200"
          htmlHeight="400"
          width="1200px"
          height="400px"
          fetchPriority="high"
          decoding="sync"
          display="block"
        />
      )}
      <Heading as="h1" fontSize="24px" mt="5" color="gray.900">
        {zone.name}
      </Heading>
      {zone.description && (
        <Text mt="1" color="gray.700">
          {zone.description}
        </Text>
      )}
      <Flex as="header" align="center" mt="6" mb="3" pb="2" borderBottomWidth="2px" borderColor="brand.600">
        <Heading as="h2" fontSize="18px">
          {t.goodsTitle}
          <Text as="span" ml="2" fontSize="13px" fontWeight="400" color="gray.700">
            {cat.list.total(goods.total)}
          </Text>
        </Heading>
        <Box flex="1" />
        <Text as="span" mr="3" fontSize="13px" color="gray.700">
          {t.quickOrderHint}
        </Text>
        <ButtonLink href={`/special/components/addCar?id=${id}`} size="sm" height="26px" px="4" fontSize="13px" data-testid="zone-quick-order">
          {t.quickOrder}
        </ButtonLink>
      </Flex>
      <GoodsGrid records={goods.records} columns={COLUMNS} label={t.goodsTitle} action={rowBuyFor} />
      <Pagination current={goods.current} pages={goods.pages} hrefFor={(n) => zoneHref(id, n)} />
    </Box>
  );
}

export default function SpecialPage() {
  const { id, page } = parse(useSearch());
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="4">
      {id === null ? <MissingBlock title={t.missingId} /> : <Zone id={id} page={page} />}
    </Box>
  );
}
