// 申请售后 on an order: a link to the request form (/afterSale?orderId=), shown only for orders that
// may have one (待发货, 已发货, 已完成) and only once refund/preview answers that the order is within
// the after-sales window and some line still has units left. Asked quietly in the background: an
// order that allows nothing shows nothing.
import { useEffect, useState } from 'react';
import { ORDER_STATUS, type OrderStatus } from '../../../../domain/orders/order-status.ts';
import { applyHref } from '../../../../machines/after-sales/refund-list-query.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { fetchRefundPreview } from '../api.ts';
import { afterSalesText } from '../text.ts';

const MAY_APPLY: readonly OrderStatus[] = [ORDER_STATUS.awaitingShipment, ORDER_STATUS.shipped, ORDER_STATUS.completed];

interface Props {
  order: { id: number; orderNo: string; status: OrderStatus };
  size?: 'xs' | 'sm';
  width?: string;
}

export function AfterSaleEntry({ order, size = 'sm', width }: Props) {
  const [allowed, setAllowed] = useState(false);
  const eligible = MAY_APPLY.includes(order.status);
  useEffect(() => {
    if (!eligible) return undefined;
    let live = true;
    fetchRefundPreview(order.id, { silent: true, background: true }).then(
      (preview) => {
        if (live) setAllowed(preview.types.length > 0 && preview.lines.some((l) => l.availableQty > 0));
      },
      () => {
        if (live) setAllowed(false);
      },
    );
    return () => {
      live = false;
    };
  }, [order.id, order.status, eligible]);
  if (!eligible || !allowed) return null;
  return (
    <ButtonLink href={applyHref(order.id)} size={size} width={width} variant="outline" colorPalette="brand" aria-label={afterSalesText.entry.applyLabel(order.orderNo)} data-testid="after-sale-entry">
      {afterSalesText.entry.apply}
    </ButtonLink>
  );
}
