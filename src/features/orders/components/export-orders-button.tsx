// The 导出订单 button of /myOrder: downloads the orders of the filters shown as an .xlsx
// (sale/exportMyOrders); busy while the file comes, a refusal toasted by the call.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { toOrderExportBody, type OrderQuery } from '../../../../machines/orders/order-list.ts';
import { exportMyOrders } from '../api.ts';
import { orders } from '../text.ts';

const t = orders.list;

export function ExportOrdersButton({ query }: { query: OrderQuery }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportMyOrders(toOrderExportBody(query));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void run()} loading={busy} loadingText={t.exporting} title={t.exportHint} data-testid="orders-export">
      {t.export}
    </Button>
  );
}
