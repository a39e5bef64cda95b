// Shared steps of the services API tests: the calls, a valid booking, a multipart certificate upload.
import type { ServiceItemView, ServiceOrderView, ServicePayStart } from '../../../domain/services/service-views.ts';
import { earliestServiceDate, isSunday, chinaDatePlus } from '../../../domain/services/service-rules.ts';
import { call, type TestContext } from '../../support/api-harness.ts';

export const API = '/gateway/common/api/common';
export const STAFF = '/gateway/common/api/staff/common/serviceOrder';

export async function itemNamed(ctx: TestContext, token: string, name: string): Promise<ServiceItemView> {
  const row = await ctx.handle.db.selectFrom('serviceItem').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const res = await call<ServiceItemView>(ctx, { method: 'GET', url: `${API}/serviceItem/get/${row.id}`, token });
  return res.body.data;
}

/** A date `extra` days after the earliest allowed one, moved off a Sunday. */
export function dateAfter(leadDays: number, extra = 0): string {
  let d = extra === 0 ? earliestServiceDate(leadDays, new Date()) : chinaDatePlus(new Date(), leadDays + extra);
  if (isSunday(d)) d = chinaDatePlus(new Date(), leadDays + extra + 1);
  return d;
}

export const GAUGES = [
  { maker: '上海自动化仪表四厂', model: 'Y-100 0-1.6MPa', serialNo: 'YB2301', assetTag: 'ZC-001', range: '0～1.6 MPa', qty: 1 },
  { maker: '上海自动化仪表四厂', model: 'Y-100 0-1.6MPa', serialNo: 'YB2302', assetTag: 'ZC-002', range: '0～1.6 MPa', qty: 1 },
  { maker: '红旗仪表', model: 'YN-60 0-25MPa', serialNo: 'HQ8891', range: '0～25 MPa', qty: 1 },
];

export function booking(itemId: number, addressId: number, leadDays: number, over: Record<string, unknown> = {}) {
  return { serviceItemId: itemId, addressId, contact: '王工', mobile: '13912345678', preferredDates: [dateAfter(leadDays)], instruments: GAUGES, remark: '请提前电话联系', ...over };
}

export const save = (ctx: TestContext, token: string, body: unknown) => call<{ id: number }>(ctx, { method: 'POST', url: `${API}/serviceOrder/save`, token, payload: body as Record<string, unknown> });
export const getOrder = (ctx: TestContext, token: string, id: number | string) => call<ServiceOrderView>(ctx, { method: 'GET', url: `${API}/serviceOrder/get/${id}`, token });
export const memberPost = (ctx: TestContext, token: string, path: string, body: Record<string, unknown>) => call<ServiceOrderView>(ctx, { method: 'POST', url: `${API}/serviceOrder/${path}`, token, payload: body });
export const staffPost = (ctx: TestContext, token: string, path: string, body: Record<string, unknown>) => call<ServiceOrderView>(ctx, { method: 'POST', url: `${STAFF}/${path}`, token, payload: body });

export interface FilePart {
  filename: string;
  type: string;
  bytes: Buffer;
}

export function multipart(fields: Record<string, string>, files: [string, FilePart][]) {
  const boundary = '----aibeike-service-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [name, file] of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const deliver = (ctx: TestContext, token: string, fields: Record<string, string>, files: [string, FilePart][]) =>
  call<ServiceOrderView>(ctx, { method: 'POST', url: `${STAFF}/deliver`, token, ...multipart(fields, files) });

export const SANDBOX = '/gateway/common/open/pay/sandbox';
export const NOTIFY = '/gateway/common/open/pay/notify/sandbox';

/** serviceOrder/pay, then the sandbox page's choice (paid or failed); answers the start and the 303's location. */
export async function payInSandbox(ctx: TestContext, token: string, id: number, decision: 'paid' | 'failed' = 'paid') {
  const start = await call<ServicePayStart>(ctx, { method: 'POST', url: `${API}/serviceOrder/pay`, token, payload: { id } });
  if (start.status !== 200) throw new Error(`pay refused: ${start.status} ${start.body.msg}`);
  const query = Object.fromEntries(new URL(start.body.data.payUrl, 'http://x').searchParams);
  const decided = await ctx.app.inject({ method: 'POST', url: `${SANDBOX}/decide`, payload: { ...query, decision } });
  return { start: start.body.data, status: decided.statusCode, location: decided.headers.location };
}
