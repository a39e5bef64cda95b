// The product list's controls: active-filter chips and the sort/stock/size/view toolbar (the pages
// are src/ui/pagination.tsx).
// Every control is a link or writes a new URL: back/forward and reload keep the list.
import { memo } from 'react';
import { Button, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import {
  clearFilters,
  listHref,
  PAGE_SIZES,
  SORTS,
  withInStock,
  withPage,
  withSize,
  withSort,
  withView,
} from '../../../../machines/catalogue/product-list-query.ts';
import type { FilterChip, ListQuery } from '../../../../machines/catalogue/product-list-query.ts';
import { cat } from '../text.ts';
import { uiText } from '../../../ui/text.ts';

const t = cat.list;
const ChakraLink = chakra(Link);

function chipLabel(chip: FilterChip): string {
  switch (chip.kind) {
    case 'category':
      return t.chipCategory(chip.name);
    case 'brand':
      return t.chipBrand(chip.name);
    case 'param':
      return t.chipParam(chip.name, chip.value);
    case 'inStock':
      return t.chipInStock;
  }
}

export const FilterChips = memo(function FilterChips({ chips, query }: { chips: readonly FilterChip[]; query: ListQuery }) {
  if (chips.length === 0) return null;
  return (
    <Flex as="section" aria-label={t.chipsLabel} align="center" gap="2" flexWrap="wrap" mb="3">
      <Text as="span" fontSize="13px" color="gray.600">
        {t.chipsLabel}{uiText.punctuation.colon}
      </Text>
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" flexWrap="wrap">
        {chips.map((chip) => {
          const label = chipLabel(chip);
          return (
            <li key={label}>
              <ChakraLink
                href={listHref(chip.next)}
                aria-label={t.chipRemove(label)}
                display="inline-flex"
                alignItems="center"
                gap="1"
                fontSize="12px"
                px="2"
                py="0.5"
                borderWidth="1px"
                borderColor="brand.600"
                color="brand.700"
                bg="brand.50"
                borderRadius="2px"
                _hover={{ bg: 'brand.100' }}
              >
                {label}
                <span aria-hidden="true">×</span>
              </ChakraLink>
            </li>
          );
        })}
      </HStack>
      <ChakraLink href={listHref(clearFilters(query))} fontSize="12px" color="gray.700" textDecoration="underline">
        {t.clearAll}
      </ChakraLink>
    </Flex>
  );
});

export const ListToolbar = memo(function ListToolbar({ query }: { query: ListQuery }) {
  const [, navigate] = useLocation();
  return (
    <Flex
      role="group"
      aria-label={t.toolbarLabel}
      align="center"
      gap="4"
      px="3"
      height="44px"
      bg="gray.50"
      borderWidth="1px"
      borderColor="gray.200"
      mb="3"
    >
      <HStack as="nav" aria-label={t.sortLabel} gap="0">
        {SORTS.map((sort) => {
          const active = query.sort === sort;
          return (
            <ChakraLink
              key={sort}
              href={listHref(withSort(query, sort))}
              aria-current={active ? 'true' : undefined}
              fontSize="13px"
              px="3"
              height="28px"
              display="flex"
              alignItems="center"
              borderWidth="1px"
              borderColor={active ? 'brand.600' : 'gray.200'}
              bg={active ? 'brand.600' : 'white'}
              color={active ? 'white' : 'gray.800'}
              ml="-1px"
              _hover={active ? {} : { color: 'brand.700' }}
            >
              {t.sort[sort]}
            </ChakraLink>
          );
        })}
      </HStack>
      <chakra.label display="flex" alignItems="center" gap="1.5" fontSize="13px" cursor="pointer">
        <chakra.input
          type="checkbox"
          checked={query.inStock}
          onChange={(event) => navigate(listHref(withInStock(query, event.target.checked)))}
          accentColor="brand.600"
          width="14px"
          height="14px"
        />
        {t.inStock}
      </chakra.label>
      <chakra.label display="flex" alignItems="center" gap="1.5" fontSize="13px" ml="auto">
        {t.pageSize}
        <chakra.select
          value={String(query.size)}
          onChange={(event) => navigate(listHref(withSize(query, Number(event.target.value))))}
          fontSize="13px"
          height="28px"
          px="1"
          borderWidth="1px"
          borderColor="gray.300"
          bg="white"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t.pageSizeOption(size)}
            </option>
          ))}
        </chakra.select>
      </chakra.label>
      <HStack role="group" aria-label={t.viewLabel} gap="0">
        {(['list', 'grid'] as const).map((view) => {
          const active = query.view === view;
          return (
            <Button
              key={view}
              size="xs"
              variant={active ? 'solid' : 'outline'}
              colorPalette={active ? 'brand' : 'gray'}
              aria-pressed={active}
              borderRadius="0"
              onClick={() => navigate(listHref(withView(query, view)), { replace: true })}
            >
              {view === 'list' ? t.viewList : t.viewGrid}
            </Button>
          );
        })}
      </HStack>
    </Flex>
  );
});

/** The list's pages for the product list. */
export function listPageHref(query: ListQuery): (page: number) => string {
  return (page) => listHref(withPage(query, page));
}
