// Service and testing (issue 18): the catalogue, serviceOrder save/list/get/cancelServe/
// findDiffStatusNumber, the member's acceptance steps, the staff steps and their refusals.
// docs/api/services.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceItemCard, ServiceItemView, ServiceOrderRow, ServiceStatusCounts, StaffServiceOrderRow } from '../../../domain/services/service-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { chinaDatePlus, INSTRUMENT_QTY_MAX, isSunday } from '../../../domain/services/service-rules.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { pdf, staffToken } from '../../support/payment-helpers.ts';
import { png } from '../../support/png.ts';
import { API, booking, dateAfter, deliver, getOrder, itemNamed, memberPost, payInSandbox, save, staffPost } from './service-helpers.ts';

let ctx: TestContext;
let staff: string;
let buyer: TestMember;
let other: TestMember;
let seq = 0;
const newMember = () => makeMember(ctx, `1360000${String(1000 + ++seq).padStart(4, '0')}`);

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  staff = await staffToken(ctx);
  buyer = await newMember();
  other = await newMember();
}, 120_000);
afterAll(async () => ctx?.close());

const counts = async () => {
  const db = ctx.handle.db;
  const n = async (t: 'serviceOrder' | 'serviceOrderInstrument' | 'serviceOrderEvent' | 'serviceCertificate') => (await db.selectFrom(t).select('id').execute()).length;
  return [await n('serviceOrder'), await n('serviceOrderInstrument'), await n('serviceOrderEvent'), await n('serviceCertificate')];
};
const messagesOf = (memberId: number) => ctx.handle.db.selectFrom('memberMessage').select(['kind', 'title', 'body', 'link']).where('memberId', '=', memberId).where('kind', '=', 'service').orderBy('id').execute();

describe('serviceItem/list and get', () => {
  it('lists the seeded catalogue by category and keyword, and serves an item with regions and deliverables', async () => {
    const all = await call<Page<ServiceItemCard>>(ctx, { method: 'POST', url: `${API}/serviceItem/list`, token: buyer.token, payload: { current: 1, size: 50 } });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(13);
    const calib = await call<Page<ServiceItemCard>>(ctx, { method: 'POST', url: `${API}/serviceItem/list`, token: buyer.token, payload: { category: '仪器校准' } });
    expect(calib.body.data.records.map((r) => r.name)).toContain('压力表检定（JJG 52）');
    expect(calib.body.data.records.every((r) => r.category === '仪器校准')).toBe(true);
    const search = await call<Page<ServiceItemCard>>(ctx, { method: 'POST', url: `${API}/serviceItem/list`, token: buyer.token, payload: { keyword: '扭力' } });
    expect(search.body.data.records.map((r) => r.name)).toEqual(['扭力扳手校准']);
    const wild = await call<Page<ServiceItemCard>>(ctx, { method: 'POST', url: `${API}/serviceItem/list`, token: buyer.token, payload: { keyword: '%' } });
    expect(wild.body.data.total).toBe(0);
    const item = await itemNamed(ctx, buyer.token, '压力表检定（JJG 52）');
    expect(item).toMatchObject({ serviceType: 1, serviceTypeText: '检定', cnas: false, deliveryMode: 2, priceFen: 4500, quoteRequired: false, leadDays: 2 });
    expect(item.regions.find((r) => r.code === '320000')?.name).toBe('江苏省');
    expect(item.deliverables.length).toBeGreaterThan(0);
    const crane = await itemNamed(ctx, buyer.token, '起重设备定期检验（桥门式起重机、电动葫芦）');
    expect(crane).toMatchObject({ priceFen: null, quoteRequired: true, serviceTypeText: '检测' });
  });

  it('refuses an unknown item (404), a bad category (400) and a visitor (401)', async () => {
    const missing = await call(ctx, { method: 'GET', url: `${API}/serviceItem/get/99999999`, token: buyer.token });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('服务项目不存在或已下架');
    expect((await call(ctx, { method: 'POST', url: `${API}/serviceItem/list`, token: buyer.token, payload: { category: '别的' } })).status).toBe(400);
    expect((await call(ctx, { method: 'POST', url: `${API}/serviceItem/list`, payload: {} })).status).toBe(401);
  });

  it('a visitor reads the catalogue under /open/ (list and item) without a token', async () => {
    const open = API.replace('/api/', '/open/');
    const list = await call<Page<ServiceItemCard>>(ctx, { method: 'POST', url: `${open}/serviceItem/list`, payload: { keyword: '扭力' } });
    expect(list.status).toBe(200);
    expect(list.body.data.records.map((r) => r.name)).toEqual(['扭力扳手校准']);
    const item = await call<ServiceItemView>(ctx, { method: 'GET', url: `${open}/serviceItem/get/${list.body.data.records[0]!.id}` });
    expect(item.status).toBe(200);
    expect(item.body.data.name).toBe('扭力扳手校准');
    expect(item.body.data.regions.length).toBeGreaterThan(0);
    expect((await call(ctx, { method: 'GET', url: `${open}/serviceItem/get/99999999` })).status).toBe(404);
  });
});

describe('serviceOrder/save, list, get, findDiffStatusNumber', () => {
  it('books a calibration of 3 gauges; the member sees it 待确认 with its instruments, timeline and message; another member gets 404', async () => {
    const m = await newMember();
    const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
    const res = await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { requestKey: 'book-gauges-0001' }));
    expect(res.status).toBe(200);
    expect(res.body.msg).toContain('预约已提交');
    const id = res.body.data.id;
    const again = await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { requestKey: 'book-gauges-0001' }));
    expect(again.body.data.id).toBe(id);
    const view = (await getOrder(ctx, m.token, id)).body.data;
    expect(view).toMatchObject({ status: 0, statusText: '待确认', itemName: item.name, totalQty: 3, estimateFen: 13500, amountFen: null, mayCancel: true, mayAcceptQuote: false });
    expect(view.serviceNo).toMatch(/^FW\d{6}\d{6}$/);
    expect(view.instruments.map((i) => i.serialNo)).toEqual(['YB2301', 'YB2302', 'HQ8891']);
    expect(view.address).toContain('江苏省');
    expect(view.timeline.map((t) => t.action)).toEqual(['book']);
    expect((await messagesOf(m.id)).map((x) => x.title)).toEqual(['服务预约已提交']);
    expect((await getOrder(ctx, other.token, id)).status).toBe(404);
    expect((await getOrder(ctx, staff, id)).status).toBe(403);
    const list = await call<Page<ServiceOrderRow>>(ctx, { method: 'POST', url: `${API}/serviceOrder/list`, token: m.token, payload: { current: 1, size: 10 } });
    expect(list.body.data.records.map((r) => r.id)).toEqual([id]);
    const none = await call<Page<ServiceOrderRow>>(ctx, { method: 'POST', url: `${API}/serviceOrder/list`, token: m.token, payload: { status: 1 } });
    expect(none.body.data.total).toBe(0);
    const numbers = await call<ServiceStatusCounts>(ctx, { method: 'GET', url: `${API}/serviceOrder/findDiffStatusNumber`, token: m.token });
    expect(numbers.body.data.total).toBe(1);
    expect(numbers.body.data.counts.find((c) => c.status === 0)?.count).toBe(1);
    expect(numbers.body.data.counts).toHaveLength(7);
  });

  it('refuses a date too early, a Sunday, an address outside the regions, another member\'s address, an unknown item and bad rows; writes nothing', async () => {
    const m = await newMember();
    const before = await counts();
    const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
    const early = await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { preferredDates: [chinaDatePlus(new Date(), 1)] }));
    expect(early.status).toBe(400);
    expect(early.body.msg).toMatch(/^期望日期不能早于 \d{4}-\d{2}-\d{2}/);
    let sunday = chinaDatePlus(new Date(), 7);
    for (let i = 8; !isSunday(sunday); i++) sunday = chinaDatePlus(new Date(), i);
    const sun = await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { preferredDates: [sunday] }));
    expect(sun.status).toBe(400);
    expect(sun.body.msg).toBe('期望日期不能选择星期日');
    const temp = await itemNamed(ctx, m.token, '温度仪表校准（热电偶 / 热电阻 / 温控仪）');
    const far = await ctx.handle.db
      .insertInto('memberAddress')
      .values({ memberId: m.id, consignee: '李工', mobile: '13912345678', provinceCode: '650000', cityCode: '650100', districtCode: '650102', regionText: '新疆维吾尔自治区 乌鲁木齐市 天山区', detail: '解放南路 1 号' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before2 = await counts();
    const outside = await save(ctx, m.token, booking(temp.id, far.id, temp.leadDays));
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe('「温度仪表校准（热电偶 / 热电阻 / 温控仪）」暂不支持新疆维吾尔自治区地区，请选择服务区域内的地址或改选送检服务');
    const notMine = await save(ctx, m.token, booking(item.id, other.addressId, item.leadDays));
    expect(notMine.status).toBe(404);
    const unknown = await save(ctx, m.token, booking(99_999_999, m.addressId, 2));
    expect(unknown.status).toBe(404);
    expect((await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { instruments: [] }))).status).toBe(400);
    expect((await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { instruments: [{ maker: 'A', model: 'B', qty: 0 }] }))).status).toBe(400);
    // The per-line limit is the form's (INSTRUMENT_QTY_MAX, one constant): 999 passes the schema, 1000 is refused with a sentence.
    const overMax = await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { instruments: [{ maker: 'A', model: 'B', qty: INSTRUMENT_QTY_MAX + 1 }] }));
    expect(overMax.status).toBe(400);
    expect(overMax.body).toMatchObject({ success: false, msg: `数量不能大于 ${INSTRUMENT_QTY_MAX}` });
    expect((await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { extra: 1 }))).status).toBe(400);
    expect((await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { mobile: '123' }))).status).toBe(400);
    expect((await save(ctx, staff, booking(item.id, m.addressId, item.leadDays))).status).toBe(403);
    expect(await counts()).toEqual(before2);
    expect(before2).toEqual(before);
    expect(await messagesOf(m.id)).toEqual([]);
  });
});

describe('the service order flow', () => {
  it('quote-required item: staff quote, member accepts, staff schedule, start, deliver a certificate; the member downloads it and accepts', async () => {
    const m = await newMember();
    const item = await itemNamed(ctx, m.token, '电机维修');
    const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { instruments: [{ maker: '西门子', model: '1LE0001-1DB23 7.5kW', serialNo: 'M-77', qty: 1 }] }))).body.data.id;
    const plannedDate = dateAfter(item.leadDays, 3);
    // Confirm is for priced items; schedule needs an accepted quote; member token on staff call is 403.
    expect((await staffPost(ctx, staff, 'confirm', { id, plannedDate })).body.msg).toBe('该服务为报价后确定，请先报价');
    expect((await staffPost(ctx, m.token, 'quote', { id, priceFen: 168000, plannedDate })).status).toBe(403);
    const quoted = await staffPost(ctx, staff, 'quote', { id, priceFen: 168000, plannedDate, note: '更换前后轴承并做动平衡' });
    expect(quoted.status).toBe(200);
    expect(quoted.body.data).toMatchObject({ status: 1, statusText: '已报价', amountFen: 168000, plannedDate, quoteNote: '更换前后轴承并做动平衡', mayAcceptQuote: true });
    const early = await staffPost(ctx, staff, 'schedule', { id, engineer: '赵工', engineerMobile: '13800001111', plannedDate });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('会员尚未接受报价，不能排期');
    expect((await memberPost(ctx, other.token, 'acceptQuote', { id })).status).toBe(404);
    const accepted = await memberPost(ctx, m.token, 'acceptQuote', { id });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.acceptedAt).not.toBeNull();
    expect((await memberPost(ctx, m.token, 'acceptQuote', { id })).status).toBe(409);
    // Paid before scheduling (docs/decisions.md).
    const unpaid = await staffPost(ctx, staff, 'schedule', { id, engineer: '赵工', engineerMobile: '13800001111', plannedDate });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.msg).toBe('会员尚未支付服务费，不能排期');
    const paid = await payInSandbox(ctx, m.token, id);
    expect(paid.location).toBe(`/serviceOrderDetail/${id}?paid=1`);
    const scheduled = await staffPost(ctx, staff, 'schedule', { id, engineer: '赵工', engineerMobile: '13800001111', plannedDate });
    expect(scheduled.body.data).toMatchObject({ status: 2, engineer: '赵工', mayCancel: false });
    const late = await memberPost(ctx, m.token, 'cancelServe', { id, reason: '不需要了' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('订单已排期，不能取消；如需调整请联系客服');
    expect((await staffPost(ctx, staff, 'start', { id })).body.data.status).toBe(3);
    // A certificate that lies about its type is refused and writes nothing.
    const before = await counts();
    const liar = await deliver(ctx, staff, { id: String(id) }, [['certificate', { filename: '证书.pdf', type: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') }]]);
    expect(liar.status).toBe(400);
    expect(liar.body.msg).toBe('证书或报告只能是 PDF、PNG 或 JPG 文件（按文件内容识别）');
    expect(await counts()).toEqual(before);
    expect((await memberPost(ctx, m.token, 'confirmComplete', { id })).status).toBe(409);
    const delivered = await deliver(ctx, staff, { id: String(id), note: '维修报告与试验数据' }, [
      ['certificate', { filename: '维修报告.pdf', type: 'application/pdf', bytes: pdf() }],
      ['certificate', { filename: '铭牌照片.png', type: 'image/png', bytes: png(20, 12) }],
    ]);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.status).toBe(4);
    const certs = delivered.body.data.certificates;
    expect(certs.map((c) => c.fileName)).toEqual(['维修报告.pdf', '铭牌照片.png']);
    // Only the owner and staff read the certificate; it downloads as 校准证书-<service no>-<n>.<ext> (RFC 5987 for the Chinese name).
    const url = certs[0]!.url;
    const own = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${m.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const no = delivered.body.data.serviceNo;
    expect(own.headers['content-disposition']).toBe(`attachment; filename="____-${no}-1.pdf"; filename*=UTF-8''${encodeURIComponent(`校准证书-${no}-1.pdf`)}`);
    const second = await ctx.app.inject({ method: 'GET', url: certs[1]!.url, headers: { cookie: `token=${m.token}` } });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('image/png');
    expect(second.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`校准证书-${no}-2.png`)}`);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const done = await memberPost(ctx, m.token, 'confirmComplete', { id });
    expect(done.body.data).toMatchObject({ status: 5, statusText: '已完成' });
    expect(done.body.data.timeline.map((t) => t.action)).toEqual(['book', 'quote', 'accept', 'pay', 'schedule', 'start', 'deliver', 'complete']);
    const titles = (await messagesOf(m.id)).map((x) => x.title);
    expect(titles).toEqual(['服务预约已提交', '服务订单已报价', '已接受报价', '服务订单已支付', '服务已排期', '服务已开始', '证书或报告已出具，请验收', '服务订单已完成']);
    expect((await messagesOf(m.id)).every((x) => x.link === `/serviceOrderDetail/${id}`)).toBe(true);
  });

  it('priced item: staff confirm at list price × quantity; quote refused; the member cancels with a reason; a cancelled order cannot be cancelled again', async () => {
    const m = await newMember();
    const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
    const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays))).body.data.id;
    const plannedDate = dateAfter(item.leadDays, 2);
    expect((await staffPost(ctx, staff, 'quote', { id, priceFen: 100, plannedDate })).body.msg).toBe('该服务有标价，请使用“确认”按标价确认，无需报价');
    const confirmed = await staffPost(ctx, staff, 'confirm', { id, plannedDate });
    expect(confirmed.body.data).toMatchObject({ status: 1, amountFen: 13500 });
    expect((await memberPost(ctx, m.token, 'cancelServe', { id, reason: '' })).status).toBe(400);
    expect((await memberPost(ctx, other.token, 'cancelServe', { id, reason: '不要了' })).status).toBe(404);
    const cancelled = await memberPost(ctx, m.token, 'cancelServe', { id, reason: '仪器已送当地计量院' });
    expect(cancelled.body.data).toMatchObject({ status: 6, cancelReason: '仪器已送当地计量院', cancelledBy: '会员', mayCancel: false });
    const again = await memberPost(ctx, m.token, 'cancelServe', { id, reason: '再取消' });
    expect(again.status).toBe(409);
    expect((await staffPost(ctx, staff, 'schedule', { id, engineer: '赵工', engineerMobile: '13800001111', plannedDate })).status).toBe(409);
  });

  it('staff refuse a Sunday or past planned date, list every member\'s orders, and cancel a pending order with a reason', async () => {
    const m = await newMember();
    const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
    const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays))).body.data.id;
    const past = await staffPost(ctx, staff, 'confirm', { id, plannedDate: chinaDatePlus(new Date(), -1) });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe('计划服务日期不能早于今天');
    const list = await call<Page<StaffServiceOrderRow>>(ctx, { method: 'POST', url: '/gateway/common/api/staff/common/serviceOrder/list', token: staff, payload: { status: 0 } });
    expect(list.body.data.records.some((r) => r.id === id && r.memberId === m.id)).toBe(true);
    expect((await call(ctx, { method: 'POST', url: '/gateway/common/api/staff/common/serviceOrder/list', token: m.token, payload: {} })).status).toBe(403);
    const cancelled = await staffPost(ctx, staff, 'cancel', { id, reason: '客户电话要求取消' });
    expect(cancelled.body.data).toMatchObject({ status: 6, cancelledBy: '客服' });
    expect((await messagesOf(m.id)).at(-1)?.body).toBe(`服务单 ${cancelled.body.data.serviceNo} 已由客服取消。原因：客户电话要求取消`);
  });
});
