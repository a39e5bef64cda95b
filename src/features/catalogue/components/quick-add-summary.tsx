// The pad's running total and its one 加入购物车, kept in view above the table while the rows
// scroll (sticky): rows with a quantity, pieces, amount (integer fen, shown in yuan), what stops
// the add (rows that break a rule), and the answer of the add (n lines added, the ones skipped
// with the server's reason, a link to the cart) or its failure with a retry. The words of the
// answer are in a polite live region.
import { useRef } from 'react';
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { PadGoods, PadResult, PadTotals } from '../../../../machines/catalogue/quick-add-pad.ts';
import { AppLink } from '../../../ui/links.tsx';
import { cat } from '../text.ts';
import { FlyToCart } from './quick-add-fly.tsx';

const t = cat.quickAdd;

interface Props {
  totals: PadTotals;
  goods: readonly PadGoods[];
  canSubmit: boolean;
  submitting: boolean;
  added: PadResult | null;
  failed: boolean;
  canClear: boolean;
  onSubmit: () => void;
  onClear: () => void;
  onRetry: () => void;
}

function modelOf(goods: readonly PadGoods[], goodsId: number): string {
  return goods.find((g) => g.id === goodsId)?.model ?? String(goodsId);
}

export function QuickAddSummary({ totals, goods, canSubmit, submitting, added, failed, canClear, onSubmit, onClear, onRetry }: Props) {
  const button = useRef<HTMLButtonElement | null>(null);
  return (
    <Box
      as="section"
      aria-label={t.totalsLabel}
      position="sticky"
      top="0"
      zIndex="docked"
      mb="3"
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      boxShadow="0 2px 8px rgba(0,0,0,0.06)"
      px="4"
      py="3"
      data-testid="quick-add-summary"
    >
      <Flex align="center" gap="4">
        <Text fontSize="14px" color="gray.800" data-testid="quick-add-totals">
          {t.totals(totals.lines, totals.pieces)}
        </Text>
        <Text fontSize="14px" color="gray.800">
          {t.amount}
          <chakra.span fontSize="20px" fontWeight="700" color="brand.700" data-testid="quick-add-amount">
            {formatPrice(totals.amountFen)}
          </chakra.span>
        </Text>
        <Box flex="1" />
        <Button variant="outline" height="40px" disabled={!canClear || submitting} onClick={onClear}>
          {t.clear}
        </Button>
        <Button ref={button} colorPalette="brand" height="40px" px="8" fontSize="15px" disabled={!canSubmit || submitting} onClick={onSubmit} data-testid="quick-add-submit">
          {submitting ? t.adding : t.addToCart}
        </Button>
      </Flex>
      <Box role="status" aria-live="polite" mt={totals.problems > 0 || totals.lines === 0 || added || failed ? '2' : '0'} fontSize="13px">
        {totals.problems > 0 ? (
          <Text color="red.700">{t.problems(totals.problems)}</Text>
        ) : totals.lines === 0 && !added ? (
          <Text color="gray.600">{t.nothingYet}</Text>
        ) : null}
        {added && (
          <Box data-testid="quick-add-result">
            <Flex align="center" gap="3">
              <Text color="green.700" fontWeight="600">
                {t.added(added.added)}
              </Text>
              <AppLink href="/shoppingCart" color="brand.700" textDecoration="underline" data-testid="quick-add-cart-link">
                {t.goToCart}
              </AppLink>
            </Flex>
            {added.skipped.length > 0 && (
              <Box mt="1" color="red.700">
                <Text>{t.skippedTitle(added.skipped.length)}</Text>
                <chakra.ul pl="5" listStyleType="disc">
                  {added.skipped.map((s) => (
                    <li key={s.goodsId}>{t.skipped(modelOf(goods, s.goodsId), s.msg)}</li>
                  ))}
                </chakra.ul>
              </Box>
            )}
          </Box>
        )}
        {failed && (
          <Flex align="center" gap="3">
            <Text color="red.700">{t.addFailed}</Text>
            <Button size="xs" variant="outline" onClick={onRetry}>
              {t.retry}
            </Button>
          </Flex>
        )}
      </Box>
      <FlyToCart source={button} />
    </Box>
  );
}
