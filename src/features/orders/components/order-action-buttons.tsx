// The buttons of an order by what the server says the buyer may do now (canPay, canUploadReceipt,
// canConfirmReceipt, canCancel), plus 查看详情 in the list, 再次购买 on one's own orders (canReorder) and 申请售后 when after-sales allows it.
// One action runs at a time.
import { Button, Flex } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { OrderSummary } from '../../../../domain/orders/orders.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { AfterSaleEntry } from '../../after-sales/public.ts';
import { orders } from '../text.ts';
import type { OrderActionsRef } from '../use-order-actions.ts';

const t = orders.actions;

interface Props {
  order: Pick<OrderSummary, 'id' | 'orderNo' | 'status' | 'canPay' | 'canUploadReceipt' | 'canCancel' | 'canConfirmReceipt' | 'canReorder'>;
  actor: OrderActionsRef;
  /** In the list: 查看详情 and 上传回单 lead to the detail page. */
  inList?: boolean;
  direction?: 'row' | 'column';
}

export function OrderActionButtons({ order, actor, inList = false, direction = 'row' }: Props) {
  const busyId = useSelector(actor, (s) => (s.matches('idle') ? null : s.context.orderId));
  const paying = useSelector(actor, (s) => s.matches('paying') || s.matches('leaving'));
  const reordering = useSelector(actor, (s) => s.matches('reordering'));
  const mine = busyId === order.id;
  const busy = busyId !== null;
  const size = inList ? 'xs' : 'sm';
  const width = direction === 'column' ? '96px' : undefined;
  return (
    <Flex direction={direction} gap="2" align={direction === 'column' ? 'stretch' : 'center'} wrap="wrap" role="group" aria-label={orders.card.actionsLabel(order.orderNo)}>
      {order.canPay ? (
        <Button
          size={size}
          width={width}
          colorPalette="brand"
          loading={mine && paying}
          loadingText={t.paying}
          disabled={busy && !mine}
          onClick={() => actor.send({ type: 'PAY', orderId: order.id })}
        >
          {t.pay}
        </Button>
      ) : null}
      {order.canConfirmReceipt ? (
        <Button
          size={size}
          width={width}
          colorPalette="brand"
          disabled={busy && !mine}
          onClick={() => actor.send({ type: 'CONFIRM_RECEIPT', orderId: order.id, orderNo: order.orderNo })}
          data-testid="confirm-receipt"
        >
          {t.confirmReceipt}
        </Button>
      ) : null}
      {order.canUploadReceipt && inList ? (
        <ButtonLink href={`/myOrderDetail/${order.id}#receipt`} size={size} width={width}>
          {t.uploadReceipt}
        </ButtonLink>
      ) : null}
      {inList ? (
        <ButtonLink href={`/myOrderDetail/${order.id}`} size={size} width={width} variant="outline" colorPalette="gray">
          {t.detail}
        </ButtonLink>
      ) : null}
      {order.canReorder ? (
        <Button
          size={size}
          width={width}
          variant="outline"
          colorPalette="brand"
          loading={mine && reordering}
          loadingText={t.reordering}
          disabled={busy && !mine}
          onClick={() => actor.send({ type: 'REORDER', orderId: order.id })}
        >
          {t.reorder}
        </Button>
      ) : null}
      <AfterSaleEntry order={order} size={size} width={width} />
      {order.canCancel ? (
        <Button
          size={size}
          width={width}
          variant="ghost"
          colorPalette="gray"
          disabled={busy}
          onClick={() => actor.send({ type: 'CANCEL', orderId: order.id, orderNo: order.orderNo })}
        >
          {t.cancel}
        </Button>
      ) : null}
    </Flex>
  );
}
