// The cart's sticky summary bar: 全选, 删除选中商品, 清空购物车, and what checkout takes —
// 已选 N 种 / 共 M 件 / 合计, all from the server's CartView (selectedTotalFen, never a sum of
// floats) — with 去结算.
import type { ReactNode } from 'react';
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import type { CartView } from '../../../../domain/cart/cart.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { cartText as t } from '../text.ts';
import { tickStyle } from './cart-table.tsx';

interface Props {
  cart: CartView;
  allTicked: boolean;
  tickedCount: number;
  busy: boolean;
  checkingOut: boolean;
  canCheckout: boolean;
  onTickAll: (selected: boolean) => void;
  onDeleteTicked: () => void;
  onClear: () => void;
  onCheckout: () => void;
  /** Shown in place of 去结算 (a PunchOut session's 返回采购系统, issue 40). */
  checkoutSlot?: ReactNode;
}

export function CartSummary({ cart, allTicked, tickedCount, busy, checkingOut, canCheckout, onTickAll, onDeleteTicked, onClear, onCheckout, checkoutSlot }: Props) {
  return (
    <Box
      as="section"
      aria-label={t.summaryLabel}
      position="sticky"
      bottom="0"
      zIndex="docked"
      mt="4"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -2px 8px rgba(0,0,0,0.06)"
      data-testid="cart-summary"
    >
      <Flex align="center" gap="5" pl="3" height="60px">
        <Flex as="label" align="center" gap="1.5" fontSize="13px" cursor="pointer">
          <chakra.input type="checkbox" checked={allTicked} disabled={busy} onChange={(event) => onTickAll(event.target.checked)} css={tickStyle} />
          {t.tickAll}
        </Flex>
        <Button variant="plain" size="sm" px="0" fontSize="13px" color="gray.700" _hover={{ color: 'brand.700' }} disabled={busy || tickedCount === 0} onClick={onDeleteTicked}>
          {t.removeTicked}
        </Button>
        <Button variant="plain" size="sm" px="0" fontSize="13px" color="gray.700" _hover={{ color: 'brand.700' }} disabled={busy || cart.lines.length === 0} onClick={onClear}>
          {t.clear}
        </Button>
        <Flex ml="auto" align="center" gap="4" fontSize="13px" color="gray.700" aria-live="polite">
          <Text data-testid="cart-chosen-kinds">{t.chosenKinds(cart.selectedCount)}</Text>
          <Text data-testid="cart-chosen-units">{t.chosenUnits(cart.selectedNum)}</Text>
          <Text>
            {t.total}
            <Text as="span" fontSize="20px" fontWeight="700" color="brand.700" data-testid="cart-total">
              {formatPrice(cart.selectedTotalFen)}
            </Text>
          </Text>
        </Flex>
        {checkoutSlot ?? (
          <Button
            colorPalette="brand"
            height="60px"
            px="10"
            borderRadius="0"
            fontSize="16px"
            disabled={!canCheckout}
            loading={checkingOut}
            loadingText={t.checkingOut}
            title={canCheckout ? undefined : t.checkoutHint}
            onClick={onCheckout}
          >
            {t.checkout}
          </Button>
        )}
      </Flex>
    </Box>
  );
}
