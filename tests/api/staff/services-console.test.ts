// The 服务订单 console's calls match the flow (issue 22): every path the console calls
// (src/features/staff/services/paths.ts) is a staff route of service.order; the steps the console
// offers for an order's status (machines/staff/staff-service-rules.ts `stepsFor`) are the steps the
// server takes, and the requests its forms build (`requestOf`, the amount typed in yuan) are the
// bodies the server accepts: 客服 quotes (a bad amount never sent), the member accepts and pays,
// 客服 schedules, starts and delivers a certificate, the member reads it; a step the console does
// not offer is refused by the server (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceOrderView } from '../../../domain/services/service-views.ts';
import { staffRuleOf } from '../../../domain/staff/staff-routes.ts';
import { requestOf, stepsFor, type StaffStep, type StepRequest, type StepValues } from '../../../machines/staff/staff-service-rules.ts';
import { SERVICE_CONSOLE_PATHS } from '../../../src/features/staff/services/paths.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { pdf } from '../../support/payment-helpers.ts';
import { booking, dateAfter, getOrder, itemNamed, memberPost, multipart, payInSandbox, save } from '../services/service-helpers.ts';
import { roleTokens } from './staff-support.ts';

let ctx: TestContext;
let kefu: string;
let buyer: TestMember;

const gateway = (path: string) => `/gateway${path}`;

/** What the console's api.ts sends for a step: JSON to the step's path, or the multipart deliver form. */
async function send(request: StepRequest) {
  if (request.step === 'deliver') {
    const form = multipart({ id: String(request.id), ...(request.note ? { note: request.note } : {}) }, request.files.map((f) => ['certificate', { filename: f.name, type: f.type, bytes: (f as unknown as { bytes: Buffer }).bytes }]));
    return call<ServiceOrderView>(ctx, { method: 'POST', url: gateway(SERVICE_CONSOLE_PATHS.deliver), token: kefu, ...form });
  }
  return call<ServiceOrderView>(ctx, { method: 'POST', url: gateway(SERVICE_CONSOLE_PATHS[request.step]), token: kefu, payload: request.body as unknown as Record<string, unknown> });
}

const view = async (id: number) => (await call<ServiceOrderView>(ctx, { method: 'GET', url: gateway(SERVICE_CONSOLE_PATHS.get.replace(':id', String(id))), token: kefu })).body.data;

async function step(order: ServiceOrderView, which: StaffStep, values: StepValues, files: { name: string; size: number; type: string; bytes?: Buffer }[] = []) {
  expect(stepsFor(order), `${order.statusText} offers ${which}`).toContain(which);
  const built = requestOf(which, order.id, values, files, new Date());
  if (!('request' in built)) throw new Error(`form refused: ${JSON.stringify(built.errors)}`);
  const res = await send(built.request);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  kefu = (await roleTokens(ctx)).service;
  buyer = await makeMember(ctx, '13655550101');
}, 120_000);
afterAll(async () => ctx?.close());

describe('the services console against the staff routes', () => {
  it('calls only staff routes of service.order', () => {
    for (const [name, path] of Object.entries(SERVICE_CONSOLE_PATHS)) {
      const method = name === 'get' ? 'GET' : 'POST';
      const rule = staffRuleOf(method, gateway(path));
      expect(rule, `${method} ${path}`).toBeDefined();
      expect(rule!.permission, path).toBe('service.order');
    }
  });

  it('walks a quote-required order from 待确认 to 待验收 with the forms\' requests; the member gets the certificate', async () => {
    const crane = await itemNamed(ctx, buyer.token, '起重设备定期检验（桥门式起重机、电动葫芦）');
    const id = (await save(ctx, buyer.token, booking(crane.id, buyer.addressId, crane.leadDays))).body.data.id;
    let order = await view(id);
    expect(stepsFor(order)).toEqual(['quote', 'cancel']);
    // A step the console does not offer is refused by the server too.
    expect((await send({ step: 'start', body: { id } })).status).toBe(409);
    // A bad amount is never sent; the yuan typed goes as fen.
    const date = dateAfter(1);
    expect(requestOf('quote', id, { amount: '12.345', plannedDate: date }, [], new Date())).toEqual({ errors: { amount: 'amountFormat' } });
    order = await step(order, 'quote', { amount: '3,280.5', plannedDate: date, note: '含两台电动葫芦' });
    expect(order).toMatchObject({ status: 1, amountFen: 328050, quoteNote: '含两台电动葫芦', plannedDate: date });
    expect(stepsFor(order)).toEqual(['cancel']);
    expect((await send({ step: 'schedule', body: { id, engineer: '李工', engineerMobile: '13700001111', plannedDate: date } })).status).toBe(409);
    await memberPost(ctx, buyer.token, 'acceptQuote', { id });
    expect((await payInSandbox(ctx, buyer.token, id)).status).toBe(303);
    order = await view(id);
    expect(stepsFor(order)).toEqual(['schedule']);
    order = await step(order, 'schedule', { engineer: '李工', engineerMobile: '13700001111', plannedDate: date });
    expect(order).toMatchObject({ status: 2, engineer: '李工' });
    expect(stepsFor(order)).toEqual(['start']);
    order = await step(order, 'start', {});
    expect(stepsFor(order)).toEqual(['deliver']);
    const bytes = pdf();
    order = await step(order, 'deliver', { note: '检验报告' }, [{ name: '检验报告.pdf', size: bytes.byteLength, type: 'application/pdf', bytes }]);
    expect(order.status).toBe(4);
    expect(stepsFor(order)).toEqual([]);
    const mine = (await getOrder(ctx, buyer.token, id)).body.data;
    expect(mine.certificates.map((c) => c.fileName)).toEqual(['检验报告.pdf']);
    const file = await ctx.app.inject({ method: 'GET', url: mine.certificates[0]!.url, headers: { authorization: `Bearer ${kefu}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('confirms a priced order at the list price and cancels another with the reason; an empty reason is never sent', async () => {
    const gauge = await itemNamed(ctx, buyer.token, '压力表检定（JJG 52）');
    const a = (await save(ctx, buyer.token, booking(gauge.id, buyer.addressId, gauge.leadDays))).body.data.id;
    let order = await view(a);
    expect(stepsFor(order)).toEqual(['confirm', 'cancel']);
    order = await step(order, 'confirm', { plannedDate: dateAfter(1) });
    expect(order).toMatchObject({ status: 1, amountFen: 13500 });
    const b = (await save(ctx, buyer.token, booking(gauge.id, buyer.addressId, gauge.leadDays))).body.data.id;
    const other = await view(b);
    expect(requestOf('cancel', b, { reason: '  ' }, [], new Date())).toEqual({ errors: { reason: 'reasonRequired' } });
    const cancelled = await step(other, 'cancel', { reason: '客户取消' });
    expect(cancelled).toMatchObject({ status: 6, cancelReason: '客户取消' });
    expect(stepsFor(cancelled)).toEqual([]);
  });
});
