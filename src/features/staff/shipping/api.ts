// The 订单发货 pages' calls (order service, issue 22): the queue, one order shipped or completed, and the batch
// import: the preview of an .xlsx (multipart `file`), the confirm of its rows, the template.
import type { StaffOrderRow } from '../../../../domain/orders/staff-orders.ts';
import type { ShipBatchPreview, ShipBatchResult, ShipBatchRow, ShipBatchTemplate, ShippingListAnswer, ShippingListBody } from '../../../../domain/orders/staff-shipping-payloads.ts';
import type { ShipInput } from '../../../../machines/staff/staff-shipping-queue.ts';
import { call, get, post } from '../../../lib/client.ts';

const BASE = '/order/api/staff/order';

export const fetchShippingPage = (body: ShippingListBody) => post<ShippingListAnswer>(`${BASE}/shipping/list`, body, { silent: true });

export const shipOne = (input: ShipInput) => post<StaffOrderRow>(`${BASE}/ship`, input, { silent: true });

/** 完成 (issue 34): 已发货 -> 已完成, the same completion as the member's 确认收货. */
export const completeOne = (input: { orderId: number }) => post<StaffOrderRow>(`${BASE}/complete`, input, { silent: true });

export function previewShipFile(file: Blob, fileName: string): Promise<ShipBatchPreview> {
  const body = new FormData();
  body.append('file', file, fileName);
  return call<ShipBatchPreview>({ method: 'POST', url: `${BASE}/shipBatch/preview`, data: body, timeout: 60_000 }, { silent: true });
}

export const confirmShipRows = (rows: ShipBatchRow[]) => call<ShipBatchResult>({ method: 'POST', url: `${BASE}/shipBatch/confirm`, data: { rows }, timeout: 120_000 }, { silent: true });

/** The template (.xlsx sent as base64 in the envelope) as a Blob. */
export async function fetchShipTemplate(): Promise<Blob> {
  const t = await get<ShipBatchTemplate>(`${BASE}/shipBatch/template`, undefined, { silent: true });
  const bytes = Uint8Array.from(atob(t.base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: t.mime });
}
