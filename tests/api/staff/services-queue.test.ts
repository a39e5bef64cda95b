// The staff console's 服务订单 queue (issue 22): POST /api/staff/common/serviceOrder/queue/list filters
// by status, service type, service number and order date and counts each status under the other
// filters; bad filters get a Chinese sentence (400); only 客服 and 管理员 (service.order) read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDatePlus } from '../../../domain/services/service-rules.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { ServiceQueuePage } from '../../../domain/services/staff-service-queue-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { booking, itemNamed, save, STAFF } from '../services/service-helpers.ts';
import { runServicesCommand } from '../../../scripts/services.ts';
import { roleTokens } from './staff-support.ts';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let buyer: TestMember;
let gaugeNo: string;
let craneNo: string;
let gaugeId: number;

const queue = (payload: Record<string, unknown>, token = tokens.service) => call<ServiceQueuePage>(ctx, { method: 'POST', url: `${STAFF}/queue/list`, token, payload });
const chinese = /[\u4e00-\u9fa5]/;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  tokens = await roleTokens(ctx);
  buyer = await makeMember(ctx, '13655550001');
  const gauge = await itemNamed(ctx, buyer.token, '压力表检定（JJG 52）');
  const crane = await itemNamed(ctx, buyer.token, '起重设备定期检验（桥门式起重机、电动葫芦）');
  gaugeId = (await save(ctx, buyer.token, booking(gauge.id, buyer.addressId, gauge.leadDays))).body.data.id;
  const craneId = (await save(ctx, buyer.token, booking(crane.id, buyer.addressId, crane.leadDays))).body.data.id;
  await call(ctx, { method: 'POST', url: `${STAFF}/cancel`, token: tokens.service, payload: { id: craneId, reason: '客户改期' } });
  const no = async (id: number) => (await ctx.handle.db.selectFrom('serviceOrder').select('serviceNo').where('id', '=', id).executeTakeFirstOrThrow()).serviceNo;
  gaugeNo = await no(gaugeId);
  craneNo = await no(craneId);
}, 120_000);
afterAll(async () => ctx?.close());

describe('serviceOrder/queue/list', () => {
  it('lists every order with the per-status counts, newest first, with the service type, contact and member', async () => {
    const all = await queue({ current: 1, size: 50 });
    expect(all.status).toBe(200);
    const page = all.body.data;
    expect(page.counts.counts.map((c) => c.statusText)).toEqual(['待确认', '已报价', '已排期', '服务中', '待验收', '已完成', '已取消']);
    expect(page.counts.total).toBe(page.total);
    expect(page.counts.counts.reduce((s, c) => s + c.count, 0)).toBe(page.total);
    const gauge = page.records.find((r) => r.serviceNo === gaugeNo)!;
    expect(gauge).toMatchObject({ id: gaugeId, status: 0, statusText: '待确认', serviceType: 1, serviceTypeText: '检定', contact: '王工', memberMobile: '13655550001', totalQty: 3, receiptWaiting: false });
    const ids = page.records.map((r) => r.id);
    expect(ids.indexOf(gaugeId)).toBeGreaterThan(ids.indexOf(page.records.find((r) => r.serviceNo === craneNo)!.id));
  });

  it('filters by status, service type, a part of the service number and the order dates; the counts keep every filter but the status', async () => {
    const mine = await queue({ current: 1, size: 20, serviceNo: craneNo.slice(2).toLowerCase() });
    expect(mine.body.data.records.map((r) => r.serviceNo)).toEqual([craneNo]);
    const cancelled = await queue({ current: 1, size: 20, serviceNo: craneNo, status: 6 });
    expect(cancelled.body.data.records.map((r) => r.statusText)).toEqual(['已取消']);
    const waiting = await queue({ current: 1, size: 20, serviceNo: craneNo, status: 0 });
    expect(waiting.body.data.total).toBe(0);
    expect(waiting.body.data.counts.counts.find((c) => c.status === 6)?.count).toBe(1);
    const inspections = await queue({ current: 1, size: 100, serviceType: 3 });
    expect(inspections.body.data.records.every((r) => r.serviceTypeText === '检测')).toBe(true);
    expect(inspections.body.data.records.map((r) => r.serviceNo)).toContain(craneNo);
    expect(inspections.body.data.records.map((r) => r.serviceNo)).not.toContain(gaugeNo);
    const today = chinaDateKey(new Date());
    const todays = await queue({ current: 1, size: 100, from: today, to: today });
    expect(todays.body.data.records.map((r) => r.serviceNo)).toEqual(expect.arrayContaining([gaugeNo, craneNo]));
    const later = await queue({ current: 1, size: 20, from: chinaDatePlus(new Date(), 1) });
    expect(later.body.data.total).toBe(0);
    expect(later.body.data.counts.total).toBe(0);
    const paged = await queue({ current: 2, size: 1, serviceNo: 'FW' });
    expect(paged.body.data).toMatchObject({ current: 2, size: 1 });
    expect(paged.body.data.records).toHaveLength(1);
  });

  it('refuses bad filters with a Chinese sentence (400)', async () => {
    const backwards = await queue({ current: 1, size: 20, from: '2026-11-20', to: '2026-11-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('截止日期不能早于起始日期');
    const unreal = await queue({ current: 1, size: 20, from: '2026-02-30' });
    expect(unreal.status).toBe(400);
    // The schema's calendar check (shared/date-field.ts) answers before the handler's.
    expect(unreal.body.msg).toBe('起始日期格式不正确');
    for (const bad of [{ serviceNo: '%' }, { status: 9 }, { serviceType: 0 }, { size: 101 }, { from: '2026/11/01' }, { extra: 1 }]) {
      const res = await queue({ current: 1, size: 20, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toMatch(chinese);
    }
  });

  it('only service.order reads it: 财务, 仓库, 运营 and a member get 403, a visitor 401; 管理员 reads it', async () => {
    for (const role of ['finance', 'warehouse', 'operations'] as const) expect((await queue({ current: 1, size: 5 }, tokens[role])).status, role).toBe(403);
    expect((await queue({ current: 1, size: 5 }, buyer.token)).status).toBe(403);
    expect((await call(ctx, { method: 'POST', url: `${STAFF}/queue/list`, payload: { current: 1, size: 5 } })).status).toBe(401);
    expect((await queue({ current: 1, size: 5 }, tokens.admin)).status).toBe(200);
  });

  it('npm run services -- queue answers the same queue, and refuses a bad filter (exit 2)', async () => {
    const res = await runServicesCommand(ctx.handle.db, ['queue', '--service-no', craneNo, '--type', '3']);
    expect(res.code).toBe(0);
    expect(res.out[0]).toMatch(/^全部 1 {2}待确认 0 .*已取消 1$/);
    expect(res.out.join('\n')).toContain(`${craneNo}  已取消  检测`);
    const bad = await runServicesCommand(ctx.handle.db, ['queue', '--status', '9']);
    expect(bad.code).toBe(2);
    expect(bad.out[0]).toContain('筛选条件不正确');
    const backwards = await runServicesCommand(ctx.handle.db, ['queue', '--from', '2026-11-20', '--to', '2026-11-01']);
    expect(backwards).toMatchObject({ code: 1, out: ['操作未完成：截止日期不能早于起始日期'] });
  });
});
