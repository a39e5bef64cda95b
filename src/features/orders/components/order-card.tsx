// One order of /myOrder: its number, date and status on top, its first lines with pictures,
// the total and the pay method, a 已退款 / 部分退款 mark with the amount refunded, a company order's
// 采购单号 and 成本中心 with its approval badge (issue 38, only when it has them), and what the buyer
// may do now.
import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { OrderSummary } from '../../../../domain/orders/orders.ts';
import { ORDER_STATUS } from '../../../../domain/orders/order-status.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { AppLink } from '../../../ui/links.tsx';
import { orders } from '../text.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { LineImage } from './line-image.tsx';
import { OrderActionButtons } from './order-action-buttons.tsx';
import { ApprovalBadge, StatusBadge } from './status-badge.tsx';
import type { OrderActionsRef } from '../use-order-actions.ts';
import { uiText } from '../../../ui/text.ts';

const t = orders.card;

/** `buyer`: who placed it, shown in 全公司 (issue 37). */
export function OrderCard({ order, actor, buyer = null }: { order: OrderSummary; actor: OrderActionsRef; buyer?: string | null }) {
  const more = order.lineCount - order.lines.length;
  return (
    <Box as="article" aria-label={`${t.orderNo} ${order.orderNo}`} borderWidth="1px" borderColor="gray.200" borderRadius="md" bg="white" data-testid="order-card">
      <Flex align="center" gap="6" rowGap="1" wrap="wrap" px="4" py="2.5" bg="gray.50" borderBottomWidth="1px" borderColor="gray.200" fontSize="13px" color="gray.700">
        <Text as="span" data-volatile>
          {formatChinaDateTime(order.createdAt)}
        </Text>
        <Text as="span">
          {t.orderNo}{uiText.punctuation.colon}
          <AppLink href={`/myOrderDetail/${order.id}`} color="gray.800" fontWeight="600" _hover={{ color: 'brand.700' }} data-volatile>
            {order.orderNo}
          </AppLink>
        </Text>
        <Text as="span">
          {t.payMethod}{uiText.punctuation.colon}{order.payMethodText ?? t.noPayMethod}
        </Text>
        {buyer ? (
          <Text as="span" data-testid="order-buyer">
            {buyer}
          </Text>
        ) : null}
        {order.poNumber ? (
          <Text as="span" data-testid="order-po">
            {t.poNumber(order.poNumber)}
          </Text>
        ) : null}
        {order.costCentre ? (
          <Text as="span" data-testid="order-cost-centre">
            {t.costCentre(order.costCentre)}
          </Text>
        ) : null}
        <Flex ml="auto" gap="2" align="center">
          {order.approvalStatus && order.approvalStatusText ? <ApprovalBadge status={order.approvalStatus} text={t.approval(order.approvalStatusText)} /> : null}
          {order.refundState !== 'none' ? (
            <Badge colorPalette={order.refundState === 'full' ? 'red' : 'orange'} variant="outline" data-testid="order-refund-mark">
              {t.refundMark[order.refundState]}
            </Badge>
          ) : null}
          <StatusBadge status={order.status} text={order.statusText} />
        </Flex>
      </Flex>
      <Flex>
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" flex="1" minWidth="0">
          {order.lines.map((line) => (
            <Flex as="li" key={line.id} align="center" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: more > 0 ? '1px' : '0' }}>
              <LineImage url={line.imageUrl} brand={line.brandName} model={line.model} size={60} />
              <Box flex="1" minWidth="0">
                <Text fontSize="14px" fontWeight="600" color="gray.800" truncate>
                  {line.brandName} {line.model}
                </Text>
                <Text fontSize="12px" color="gray.600" truncate>
                  {line.name}
                </Text>
              </Box>
              <Text width="110px" textAlign="right" fontSize="13px" color="gray.700">
                {formatPrice(line.unitPriceFen)}
              </Text>
              <Text width="80px" textAlign="right" fontSize="13px" color="gray.700">
                {t.qty(line.num, line.unit)}
              </Text>
            </Flex>
          ))}
          {more > 0 ? (
            <Text as="li" px="4" py="2" fontSize="12px" color="gray.600">
              {t.moreLines(order.lineCount)}
            </Text>
          ) : null}
        </Stack>
        <Stack width="180px" flexShrink={0} borderLeftWidth="1px" borderColor="gray.100" px="4" py="3" gap="1" justify="center" align="flex-end">
          <Text fontSize="12px" color="gray.600">
            {t.orderTotal}
          </Text>
          <Text fontSize="18px" fontWeight="700" color="brand.700">
            {formatPrice(order.totalFen)}
          </Text>
          {order.refundedFen > 0 ? (
            <Text fontSize="12px" color="red.700" data-testid="order-refunded">
              {t.refundedAmount(formatPrice(order.refundedFen))}
            </Text>
          ) : null}
          <Text fontSize="12px" color="gray.600">
            {t.goodsCount(order.lineCount, order.totalNum)}
          </Text>
          {order.status === ORDER_STATUS.awaitingPayment && order.payDeadline ? (
            <Text fontSize="12px" color="orange.800" textAlign="right" data-volatile>
              {t.payBefore(formatChinaDateTime(order.payDeadline))}
            </Text>
          ) : null}
        </Stack>
        <Flex width="128px" flexShrink={0} borderLeftWidth="1px" borderColor="gray.100" px="4" py="3" align="center" justify="center">
          <OrderActionButtons order={order} actor={actor} inList direction="column" />
        </Flex>
      </Flex>
    </Box>
  );
}

