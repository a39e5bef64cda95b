// Small pieces the after-sales pages share: a request's status badge (colour by status), a goods
// cell (picture, brand, model and name), a label/value fact, the progress bar of a request and the
// status tabs of /afterSale.
import type { ReactNode } from 'react';
import { Badge, Box, chakra, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { RefundStatus } from '../../../../domain/after-sales/refund-status.ts';
import { REFUND_TAB_KEYS, type RefundTabKey } from '../../../../domain/after-sales/refund-rules.ts';
import type { RefundCounts } from '../../../../domain/after-sales/refund-views.ts';
import type { RefundStepMark } from '../../../../machines/after-sales/refund-progress.ts';
import { countOfTab, refundListHref, withTab, type RefundQuery } from '../../../../machines/after-sales/refund-list-query.ts';
import { GoodsImage } from '../../../ui/goods/goods-image.tsx';
import { afterSalesText as t } from '../text.ts';

const COLOURS: Record<RefundStatus, { bg: string; color: string }> = {
  0: { bg: 'orange.100', color: 'orange.900' },
  1: { bg: 'blue.100', color: 'blue.900' },
  2: { bg: 'gray.200', color: 'gray.800' },
  3: { bg: 'purple.100', color: 'purple.900' },
  4: { bg: 'teal.100', color: 'teal.900' },
  5: { bg: 'gray.200', color: 'gray.800' },
  6: { bg: 'blue.100', color: 'blue.900' },
  7: { bg: 'green.100', color: 'green.900' },
  8: { bg: 'gray.200', color: 'gray.800' },
};

export function RefundStatusBadge({ status, text, size = 'md' }: { status: RefundStatus; text: string; size?: 'sm' | 'md' | 'lg' }) {
  const colour = COLOURS[status];
  return (
    <Badge size={size} bg={colour.bg} color={colour.color} data-testid="refund-status">
      {text}
    </Badge>
  );
}

export function GoodsCell({ imageUrl, brandName, model, name, size = 48 }: { imageUrl: string | null; brandName: string; model: string; name: string; size?: number }) {
  const alt = `${brandName} ${model}`;
  return (
    <Flex align="center" gap="3" minWidth="0">
      <Box width={`${size}px`} height={`${size}px`} flexShrink={0} borderWidth="1px" borderColor="gray.200" bg="gray.50" overflow="hidden">
        {imageUrl ? <GoodsImage src={imageUrl} alt={alt} size={size - 2} /> : <Box role="img" aria-label={alt} width="100%" height="100%" />}
      </Box>
      <Box minWidth="0">
        <Text fontSize="14px" fontWeight="600" color="gray.800" truncate>
          {brandName} {model}
        </Text>
        <Text fontSize="12px" color="gray.600" truncate>
          {name}
        </Text>
      </Box>
    </Flex>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="13px" color="gray.600">
        {label}
      </Text>
      <Box as="dd" mt="1" fontSize="14px" color="gray.800" m="0">
        {children}
      </Box>
    </Box>
  );
}

const ChakraLink = chakra(Link);

export function RefundTabs({ query, counts }: { query: RefundQuery; counts: RefundCounts | null }) {
  return (
    <Box as="nav" aria-label={t.list.tabsLabel} borderBottomWidth="1px" borderColor="gray.200">
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="1">
        {REFUND_TAB_KEYS.map((tab: RefundTabKey) => {
          const active = query.tab === tab;
          const name = t.list.tabs[tab];
          const count = countOfTab(counts, tab);
          return (
            <li key={tab}>
              <ChakraLink
                href={refundListHref(withTab(query, tab))}
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
                data-testid={`refund-tab-${tab}`}
              >
                {count === null ? name : t.list.tabCount(name, count)}
              </ChakraLink>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}

/** The progress of a request: its steps in a row (never wrapped); ticked, current, to come, or where it closed. */
export function RefundSteps({ label, steps }: { label: string; steps: ReadonlyArray<{ label: string; mark: RefundStepMark }> }) {
  return (
    <Flex as="ol" aria-label={label} listStyleType="none" m="0" p="0" align="center">
      {steps.map(({ label: step, mark }, index) => {
        const done = mark === 'done';
        const active = mark === 'current';
        const ended = mark === 'ended';
        const filled = done || active;
        return (
          <Flex as="li" key={step} align="center" flex={index === 0 ? '0 0 auto' : '1 1 0'} minWidth="0" aria-current={active ? 'step' : undefined} data-mark={mark}>
            {index > 0 ? <Box aria-hidden="true" flex="1" minWidth="16px" height="2px" mx="3" bg={mark === 'todo' ? 'gray.300' : ended ? 'gray.500' : 'brand.600'} /> : null}
            <Flex align="center" gap="2" flexShrink={0}>
              <Flex
                aria-hidden="true"
                width="24px"
                height="24px"
                borderRadius="full"
                align="center"
                justify="center"
                fontSize="13px"
                fontWeight="600"
                bg={filled ? 'brand.600' : ended ? 'gray.600' : 'white'}
                color={filled || ended ? 'white' : 'gray.600'}
                borderWidth="2px"
                borderColor={filled ? 'brand.600' : ended ? 'gray.600' : 'gray.300'}
              >
                {done ? '✓' : ended ? '✕' : index + 1}
              </Flex>
              <Text as="span" fontSize="14px" whiteSpace="nowrap" fontWeight={active || ended ? '600' : '400'} color={active ? 'brand.700' : done || ended ? 'gray.800' : 'gray.600'}>
                {step}
                {done ? <VisuallyHidden>{t.detail.steps.doneMark}</VisuallyHidden> : null}
              </Text>
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
}
