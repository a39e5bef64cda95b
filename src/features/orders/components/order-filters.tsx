// The controls of /myOrder: status tabs with their counts (links: back/forward keep the tab) and
// the 订单号/型号 + date-range search form.
import { useState } from 'react';
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { StatusCount } from '../../../../domain/orders/orders.ts';
import { ORDER_STATUS_TEXT } from '../../../../domain/orders/order-status.ts';
import { checkSearch, countOf, orderListHref, statusTabs, withStatus } from '../../../../machines/orders/order-list.ts';
import type { OrderQuery, SearchError } from '../../../../machines/orders/order-list.ts';
import { orders } from '../text.ts';

const t = orders.list;
const ChakraLink = chakra(Link);
export function StatusTabs({ query, counts }: { query: OrderQuery; counts: StatusCount[] | null }) {
  return (
    <Box as="nav" aria-label={t.tabsLabel} borderBottomWidth="1px" borderColor="gray.200">
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="1">
        {statusTabs(query, counts).map((status) => {
          const active = query.status === status;
          const name = status === null ? t.all : ORDER_STATUS_TEXT[status];
          const count = countOf(counts, status);
          return (
            <li key={status ?? 'all'}>
              <ChakraLink
                href={orderListHref(withStatus(query, status))}
                aria-current={active ? 'page' : undefined}
                display="block"
                px="4"
                py="2.5"
                fontSize="14px"
                mb="-1px"
                borderBottomWidth="2px"
                borderColor={active ? 'brand.600' : 'transparent'}
                color={active ? 'brand.700' : 'gray.700'}
                fontWeight={active ? '600' : '400'}
                _hover={{ color: 'brand.700' }}
                data-testid={`order-tab-${status ?? 'all'}`}
              >
                {count === null ? name : t.tabCount(name, count)}
              </ChakraLink>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}

const inputStyle = {
  height: '36px',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  fontSize: '13px',
  px: '3',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

interface SearchProps {
  query: OrderQuery;
  onSearch: (form: { keyword: string; startDate: string; endDate: string }) => void;
  onReset: () => void;
}

/** Remounted (key) when the URL's search changes, so its fields show what is searched. */
export function SearchForm({ query, onSearch, onReset }: SearchProps) {
  const [keyword, setKeyword] = useState(query.keyword);
  const [startDate, setStartDate] = useState(query.startDate);
  const [endDate, setEndDate] = useState(query.endDate);
  const [error, setError] = useState<SearchError | null>(null);
  return (
    <chakra.form
      role="search"
      aria-label={t.searchLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = { keyword, startDate, endDate };
        const problem = checkSearch(form);
        setError(problem);
        if (!problem) onSearch(form);
      }}
      py="4"
    >
      <Flex align="center" gap="3" wrap="wrap">
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="13px" color="gray.700">
          {t.keywordLabel}
          <chakra.input
            type="search"
            name="keyword"
            value={keyword}
            maxLength={60}
            placeholder={t.keywordPlaceholder}
            onChange={(event) => setKeyword(event.target.value)}
            width="220px"
            css={inputStyle}
          />
        </chakra.label>
        <Flex as="fieldset" align="center" gap="2" fontSize="13px" color="gray.700" border="0" p="0" m="0">
          <Text as="legend" float="left" mr="2">
            {t.dateLabel}
          </Text>
          <chakra.input
            type="date"
            name="startDate"
            aria-label={t.startDateLabel}
            value={startDate}
            onChange={(event) => {
              setStartDate(event.target.value);
              setError(null);
            }}
            width="150px"
            css={inputStyle}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'order-search-error' : undefined}
          />
          <Text as="span" aria-hidden="true">
            {t.dateTo}
          </Text>
          <chakra.input
            type="date"
            name="endDate"
            aria-label={t.endDateLabel}
            value={endDate}
            onChange={(event) => {
              setEndDate(event.target.value);
              setError(null);
            }}
            width="150px"
            css={inputStyle}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'order-search-error' : undefined}
          />
        </Flex>
        <Button type="submit" size="sm" colorPalette="brand" px="5">
          {t.search}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReset}>
          {t.reset}
        </Button>
      </Flex>
      {error ? (
        <Text id="order-search-error" role="alert" mt="2" fontSize="12px" color="red.700">
          {t.dateOrder}
        </Text>
      ) : null}
    </chakra.form>
  );
}
