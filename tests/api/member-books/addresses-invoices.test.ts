// The GB/T 2260 area tree, the address book and invoice titles: happy paths, validation,
// defaults moving in one transaction, and other members' ids treated as missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/security/password.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let me: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50 });
  await ctx.handle.db.insertInto('member').values({ username: '13500000001', mobile: '13500000001', passwordHash: await hashPassword('Addr1234') }).execute();
  me = await login(ctx, '13500000001', 'Addr1234');
  other = await login(ctx, DEMO.personal, DEMO.password);
});
afterAll(async () => ctx?.close());

const SUZHOU = { provinceCode: '320000', cityCode: '320500', districtCode: '320571' };
const address = (over: Record<string, unknown> = {}) => ({ consignee: '王工', mobile: '13912345678', ...SUZHOU, detail: '星湖街 328 号创意产业园 5 栋', postcode: '215000', ...over });

describe('area tree (GB/T 2260)', () => {
  it('lists provinces, then cities, then districts', async () => {
    const provinces = await call<{ id: string; name: string; level: number }[]>(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList', token: me });
    expect(provinces.body.data.length).toBeGreaterThanOrEqual(31);
    expect(provinces.body.data.find((p) => p.id === '320000')).toMatchObject({ name: '江苏省', level: 1 });
    const cities = await call<{ id: string; name: string }[]>(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList/320000', token: me });
    expect(cities.body.data.map((c) => c.name)).toContain('苏州市');
    const districts = await call<{ name: string }[]>(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList/320500', token: me });
    expect(districts.body.data.map((d) => d.name)).toEqual(expect.arrayContaining(['姑苏区', '昆山市', '苏州工业园区']));
    expect(districts.body.data.map((d) => d.name)).not.toContain('市辖区');
  });

  it('gives municipalities a city level and cities without districts a third level', async () => {
    const bj = await call<{ id: string; name: string }[]>(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList/110000', token: me });
    expect(bj.body.data).toEqual([expect.objectContaining({ id: '110100', name: '北京市' })]);
    const bjDistricts = await call<{ name: string }[]>(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList/110100', token: me });
    expect(bjDistricts.body.data.map((d) => d.name)).toContain('朝阳区');
    const dg = await call<{ id: string; name: string }[]>(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList/441900', token: me });
    expect(dg.body.data).toEqual([expect.objectContaining({ id: '441900', name: '东莞市', level: 3 })]);
  });

  it('refuses an unknown code, a malformed one, and a visitor', async () => {
    expect((await call(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList/999999', token: me })).status).toBe(404);
    expect((await call(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList/abc', token: me })).status).toBe(400);
    expect((await call(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList' })).status).toBe(401);
  });
});

describe('addresses', () => {
  it('keeps null for an optional field sent as null (the validator does not coerce it to "")', async () => {
    const res = await call<{ id: number; tag: string | null; postcode: string | null }>(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/save', token: other, payload: address({ tag: null, postcode: null }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ tag: null, postcode: null });
    await call(ctx, { method: 'POST', url: `/gateway/member/api/memberAddress/delete/${res.body.data.id}`, token: other });
  });

  it('saves the first address as default with the region text from the codes', async () => {
    const res = await call<{ id: number; isDefault: boolean; regionText: string }>(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/save', token: me, payload: address() });
    expect(res.body.data).toMatchObject({ isDefault: true, regionText: '江苏省 苏州市 苏州工业园区' });
    const bj = await call<{ regionText: string; isDefault: boolean }>(ctx, {
      method: 'POST',
      url: '/gateway/member/api/memberAddress/save',
      token: me,
      payload: address({ provinceCode: '110000', cityCode: '110100', districtCode: '110105', consignee: '李经理' }),
    });
    expect(bj.body.data).toMatchObject({ regionText: '北京市 朝阳区', isDefault: false });
  });

  it('moves the default in one step, and the next address inherits it when the default is deleted', async () => {
    const list = await call<{ id: number; isDefault: boolean }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: me });
    const [first, second] = list.body.data;
    await call(ctx, { method: 'POST', url: `/gateway/member/api/memberAddress/setDefaultAddress/${second!.id}`, token: me });
    const after = await call<{ id: number; isDefault: boolean }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: me });
    expect(after.body.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second!.id]);
    await call(ctx, { method: 'POST', url: `/gateway/member/api/memberAddress/delete/${second!.id}`, token: me });
    const left = await call<{ id: number; isDefault: boolean }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: me });
    expect(left.body.data).toEqual([expect.objectContaining({ id: first!.id, isDefault: true })]);
  });

  it('updates an address and re-derives its region', async () => {
    const [a] = (await call<{ id: number }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: me })).body.data;
    const res = await call<{ regionText: string; detail: string }>(ctx, {
      method: 'POST',
      url: '/gateway/member/api/memberAddress/update',
      token: me,
      payload: { id: a!.id, ...address({ provinceCode: '320000', cityCode: '320500', districtCode: '320583', detail: '玉山镇前进西路 1 号' }) },
    });
    expect(res.body.data).toMatchObject({ regionText: '江苏省 苏州市 昆山市', detail: '玉山镇前进西路 1 号' });
  });

  it('refuses mismatched divisions and bad fields in Chinese', async () => {
    const mismatch = await call(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/save', token: me, payload: address({ cityCode: '320100' }) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toBe('省、市、区县不匹配，请重新选择');
    const mobile = await call(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/save', token: me, payload: address({ mobile: '123' }) });
    expect(mobile.body.msg).toMatch(/^手机号/);
    const detail = await call(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/save', token: me, payload: address({ detail: '' }) });
    expect(detail.body.msg).toMatch(/^详细地址/);
  });

  it("treats another member's address as missing for every call", async () => {
    const [mine] = (await call<{ id: number }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: me })).body.data;
    for (const req of [
      { method: 'GET' as const, url: `/gateway/member/api/memberAddress/get/${mine!.id}` },
      { method: 'POST' as const, url: `/gateway/member/api/memberAddress/delete/${mine!.id}` },
      { method: 'POST' as const, url: `/gateway/member/api/memberAddress/setDefaultAddress/${mine!.id}` },
      { method: 'POST' as const, url: '/gateway/member/api/memberAddress/update', payload: { id: mine!.id, ...address() } },
    ]) {
      const res = await call(ctx, { ...req, token: other });
      expect(res.status, req.url).toBe(404);
      expect(res.body.msg).toBe('地址不存在');
    }
    expect((await call(ctx, { method: 'GET', url: `/gateway/member/api/memberAddress/get/${mine!.id}`, token: me })).status).toBe(200);
  });

  it('keeps at most 20 addresses', async () => {
    const have = (await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: me })).body.data.length;
    for (let i = have; i < 20; i++) await call(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/save', token: me, payload: address({ consignee: `收货人${i}` }) });
    const over = await call(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/save', token: me, payload: address() });
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe('最多保存 20 个收货地址');
    const invoiceList = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/invoiceList', token: me });
    expect(invoiceList.body.data).toHaveLength(20);
  });
});

const SPECIAL = {
  invoiceType: 2,
  titleType: 2,
  title: '苏州精工自动化设备有限公司',
  taxNo: '91350100M000100Y43',
  regAddress: '苏州工业园区星湖街 328 号',
  regPhone: '0512-62880000',
  bankName: '中国工商银行苏州工业园区支行',
  bankAccount: '1102 0201 0900 0012 345',
};

describe('invoice titles', () => {
  it('saves a personal 普票 without a tax number, and a company 专票 with its full details', async () => {
    const personal = await call<{ id: number; isDefault: boolean }>(ctx, { method: 'POST', url: '/gateway/member/api/memberInvoice/save', token: me, payload: { invoiceType: 1, titleType: 1, title: '王小明' } });
    expect(personal.body.data.isDefault).toBe(true);
    const special = await call<{ id: number; taxNo: string; isDefault: boolean }>(ctx, { method: 'POST', url: '/gateway/member/api/memberInvoice/save', token: me, payload: { ...SPECIAL, taxNo: '91350100m000100y43', isDefault: true } });
    expect(special.body.data).toMatchObject({ taxNo: '91350100M000100Y43', isDefault: true });
    const list = await call<{ id: number; isDefault: boolean }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberInvoice/list', token: me });
    expect(list.body.data.filter((i) => i.isDefault).map((i) => i.id)).toEqual([special.body.data.id]);
  });

  it('refuses a 专票 for a person, one without bank details, and a bad credit code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SPECIAL, titleType: 1, taxNo: null }, '增值税专用发票只能开具给企业'],
      [{ ...SPECIAL, bankName: null }, '请填写开户银行'],
      [{ ...SPECIAL, bankAccount: null }, '请填写银行账号'],
      [{ ...SPECIAL, regPhone: null }, '请填写注册电话'],
      [{ ...SPECIAL, taxNo: '91350100M000100Y44' }, '纳税人识别号（统一社会信用代码）校验失败，请核对'],
      [{ invoiceType: 1, titleType: 2, title: '某某有限公司' }, '请填写纳税人识别号（统一社会信用代码）'],
      [{ invoiceType: 1, titleType: 1, title: '王小明', taxNo: '91350100M000100Y43' }, '个人抬头无需填写纳税人识别号'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call(ctx, { method: 'POST', url: '/gateway/member/api/memberInvoice/save', token: me, payload });
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const type = await call(ctx, { method: 'POST', url: '/gateway/member/api/memberInvoice/save', token: me, payload: { ...SPECIAL, invoiceType: 3 } });
    expect(type.body.msg).toMatch(/^发票类型/);
  });

  it('sets the default through both spec paths, updates and deletes, only for the owner', async () => {
    const list = (await call<{ id: number; isDefault: boolean; invoiceType: number }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberInvoice/list', token: me })).body.data;
    const normal = list.find((i) => i.invoiceType === 1)!;
    const special = list.find((i) => i.invoiceType === 2)!;
    await call(ctx, { method: 'POST', url: `/gateway/member/api/memberInvoice/setDefault/${normal.id}`, token: me });
    expect((await call<{ isDefault: boolean }>(ctx, { method: 'GET', url: `/gateway/member/api/memberInvoice/get/${normal.id}`, token: me })).body.data.isDefault).toBe(true);
    await call(ctx, { method: 'POST', url: `/gateway/member/api/memberInvoice/setDefaultInvoice/${special.id}`, token: me });
    expect((await call<{ isDefault: boolean }>(ctx, { method: 'GET', url: `/gateway/member/api/memberInvoice/get/${normal.id}`, token: me })).body.data.isDefault).toBe(false);
    const updated = await call<{ title: string }>(ctx, { method: 'POST', url: '/gateway/member/api/memberInvoice/update', token: me, payload: { id: special.id, ...SPECIAL, title: '苏州精工自动化设备股份有限公司' } });
    expect(updated.body.data.title).toBe('苏州精工自动化设备股份有限公司');
    for (const url of [`/gateway/member/api/memberInvoice/get/${special.id}`]) expect((await call(ctx, { method: 'GET', url, token: other })).status).toBe(404);
    for (const url of [`/gateway/member/api/memberInvoice/delete/${special.id}`, `/gateway/member/api/memberInvoice/setDefault/${special.id}`]) {
      expect((await call(ctx, { method: 'POST', url, token: other })).body.msg).toBe('发票信息不存在');
    }
    await call(ctx, { method: 'POST', url: `/gateway/member/api/memberInvoice/delete/${special.id}`, token: me });
    const left = (await call<{ id: number; isDefault: boolean }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberInvoice/list', token: me })).body.data;
    expect(left).toEqual([expect.objectContaining({ id: normal.id, isDefault: true })]);
  });
});
