// /serve/serveList (服务与检测): the service catalogue, open to visitors. Category tabs and a search
// box (the URL holds the question: machines/services/service-catalogue.ts), cards with the type,
// CNAS, delivery mode, lead time and the price or 报价后确定, each linking to /serve/serveDetail.
import { useEffect, useMemo, useState } from 'react';
import { Badge, Box, Button, chakra, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { SERVICE_CATEGORIES, type ServiceCategory } from '../../../../domain/services/service-rules.ts';
import type { ServiceItemCard } from '../../../../domain/services/service-views.ts';
import { catalogueHref, parseCatalogueQuery, serveDetailHref, withCategory, withKeyword, type CatalogueQuery } from '../../../../machines/services/service-catalogue.ts';
import { AppLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { catalogueLogic } from '../actors.ts';
import { PriceText } from '../components/price-text.tsx';
import { servicesText } from '../text.ts';

const t = servicesText.list;
const TABS: Array<ServiceCategory | null> = [null, ...SERVICE_CATEGORIES];

function CategoryTabs({ query }: { query: CatalogueQuery }) {
  return (
    <Box as="nav" aria-label={t.tabsLabel} borderBottomWidth="1px" borderColor="gray.200">
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="1">
        {TABS.map((category) => {
          const active = query.category === category;
          return (
            <li key={category ?? 'all'}>
              <AppLink
                href={catalogueHref(withCategory(query, category))}
                aria-current={active ? 'page' : undefined}
                display="block"
                px="5"
                py="2.5"
                fontSize="15px"
                mb="-1px"
                borderBottomWidth="2px"
                borderColor={active ? 'brand.600' : 'transparent'}
                color={active ? 'brand.700' : 'gray.700'}
                fontWeight={active ? '600' : '400'}
                _hover={{ color: 'brand.700', textDecoration: 'none' }}
                data-testid={`service-tab-${category ?? 'all'}`}
              >
                {category ?? t.all}
              </AppLink>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}

function SearchBox({ query, onSearch }: { query: CatalogueQuery; onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState(query.keyword);
  return (
    <chakra.form
      role="search"
      aria-label={t.searchLabel}
      noValidate
      display="flex"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword);
      }}
    >
      <chakra.input
        type="search"
        name="keyword"
        aria-label={t.searchLabel}
        value={keyword}
        maxLength={50}
        placeholder={t.searchPlaceholder}
        onChange={(event) => setKeyword(event.target.value)}
        width="300px"
        height="38px"
        px="3"
        fontSize="14px"
        bg="white"
        borderWidth="1px"
        borderColor="gray.400"
        borderRadius="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
      />
      <Button type="submit" colorPalette="brand" height="38px" px="6">
        {t.search}
      </Button>
    </chakra.form>
  );
}

function ItemCard({ item }: { item: ServiceItemCard }) {
  const titleId = `service-item-${item.id}`;
  return (
    <Flex as="article" aria-labelledby={titleId} direction="column" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5" gap="3" height="100%" data-testid="service-card">
      <Flex gap="2" wrap="wrap">
        <Badge colorPalette="blue" variant="subtle">
          {item.category}
        </Badge>
        <Badge colorPalette="gray" variant="subtle">
          {item.serviceTypeText}
        </Badge>
        {item.cnas ? (
          <Badge colorPalette="green" variant="subtle">
            {t.cnas}
          </Badge>
        ) : null}
        <Badge colorPalette="gray" variant="outline">
          {item.deliveryModeText}
        </Badge>
      </Flex>
      <Heading as="h2" id={titleId} fontSize="16px" fontWeight="600" color="gray.800" lineHeight="1.5">
        <AppLink href={serveDetailHref(item.id)} color="gray.800" _hover={{ color: 'brand.700' }}>
          {item.name}
        </AppLink>
      </Heading>
      <Text fontSize="13px" color="gray.700" lineClamp={3} flex="1">
        {item.summary}
      </Text>
      <Text fontSize="12px" color="gray.600">
        {t.leadDays(item.leadDays)} · {t.turnaround(item.turnaroundDays)}
      </Text>
      <Flex align="center" justify="space-between" pt="2" borderTopWidth="1px" borderColor="gray.100">
        <PriceText item={item} />
        <AppLink href={serveDetailHref(item.id)} fontSize="13px" color="brand.700" textDecoration="underline" aria-label={t.detailOf(item.name)}>
          {t.detail}
        </AppLink>
      </Flex>
    </Flex>
  );
}

export default function ServeListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseCatalogueQuery(search), [search]);
  const [snapshot, send] = useMachine(catalogueLogic, { input: { query } });

  useEffect(() => {
    send({ type: 'QUERY', query });
  }, [query, send]);

  const shown = snapshot.context.query;
  const page = snapshot.context.page;
  const loading = snapshot.matches('loading');

  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Flex align="flex-end" justify="space-between" mb="4">
        <Box>
          <Heading as="h1" fontSize="22px" fontWeight="600" color="gray.800">
            {t.title}
          </Heading>
          <Text mt="1" fontSize="14px" color="gray.600">
            {t.intro}
          </Text>
        </Box>
        <Flex align="center" gap="4">
          <SearchBox key={shown.keyword} query={shown} onSearch={(keyword) => navigate(catalogueHref(withKeyword(shown, keyword)))} />
          <AppLink href="/serviceOrder" fontSize="14px" color="brand.700" textDecoration="underline">
            {t.myOrders}
          </AppLink>
        </Flex>
      </Flex>
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="4">
        <CategoryTabs query={shown} />
      </Box>
      <Box mt="4">
        {snapshot.matches('failed') ? (
          <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
        ) : snapshot.matches('empty') ? (
          <Box as="section" aria-labelledby="services-empty" bg="white" borderWidth="1px" borderColor="gray.200" py="16" textAlign="center" data-testid="services-empty">
            <Heading as="h2" id="services-empty" fontSize="18px" color="gray.800">
              {t.empty}
            </Heading>
            <Text mt="2" color="gray.600">
              {t.emptyBody}
            </Text>
            <Box mt="5">
              <AppLink href="/serve/serveList" color="brand.700" textDecoration="underline">
                {t.showAll}
              </AppLink>
            </Box>
          </Box>
        ) : page === null ? (
          <LoadingBlock label={t.loading} />
        ) : (
          <Box aria-busy={loading} opacity={loading ? 0.6 : 1} transition="opacity 0.15s">
            <Text fontSize="13px" color="gray.600" mb="3" data-testid="services-total">
              {t.total(page.total)}
            </Text>
            <Grid as="ul" aria-label={t.resultsLabel} templateColumns="repeat(3, 1fr)" gap="4" listStyleType="none" m="0" p="0">
              {page.records.map((item) => (
                <li key={item.id}>
                  <ItemCard item={item} />
                </li>
              ))}
            </Grid>
            <Pagination current={page.current} pages={page.pages} hrefFor={(n) => catalogueHref({ ...shown, page: n })} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
