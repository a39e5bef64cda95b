// Every member-books call answers every field it answered before its response schema existed:
// each answer's keys are compared whole, so a field the schema drops (the compiled serializer
// leaves out what a schema does not list) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let me: string;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
  me = await login(ctx, DEMO.enterprise, DEMO.password);
});
afterAll(async () => ctx?.close());

const keys = (value: unknown) => Object.keys(value as object).sort();
const ADDRESS_KEYS = ['cityCode', 'consignee', 'detail', 'districtCode', 'id', 'isDefault', 'mobile', 'postcode', 'provinceCode', 'regionText', 'tag', 'updatedAt'].sort();
const INVOICE_KEYS = [
  'bankAccount', 'bankName', 'id', 'invoiceType', 'isDefault', 'receiverAddress', 'receiverEmail', 'receiverMobile', 'receiverName',
  'regAddress', 'regPhone', 'taxNo', 'title', 'titleType', 'updatedAt',
].sort();
const OK_NULL = { success: true, code: 200, data: null };

describe('member-books calls answer every field', () => {
  it('area tree and reverse geocoder', async () => {
    const provinces = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList', token: me });
    expect(keys(provinces.body.data[0])).toEqual(['hasChildren', 'id', 'level', 'name', 'parentId']);
    expect(provinces.body.data[0]).toMatchObject({ parentId: null, level: 1, hasChildren: true });
    const cities = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/system/api/sys/area/subList/320000', token: me });
    expect(cities.body.data).toContainEqual({ id: '320500', name: '苏州市', level: 2, parentId: '320000', hasChildren: true });
    const place = await call(ctx, { method: 'GET', url: '/gateway/common/open/common/map/getAddressByLngLat', query: { lat: '31.2997', lng: '120.5853' } });
    expect(keys(place.body.data)).toEqual(['city', 'cityCode', 'district', 'districtCode', 'formatted_address', 'province', 'provinceCode']);
  });

  it('addresses', async () => {
    const payload = { consignee: '王工', mobile: '13912345678', provinceCode: '320000', cityCode: '320500', districtCode: '320571', detail: '星湖街 328 号', postcode: '215000', tag: '公司' };
    const saved = await call<{ id: number; updatedAt: string }>(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/save', token: me, payload });
    expect(keys(saved.body.data)).toEqual(ADDRESS_KEYS);
    expect(saved.body.data).toMatchObject({ ...payload, regionText: '江苏省 苏州市 苏州工业园区', updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const id = saved.body.data.id;
    const updated = await call(ctx, { method: 'POST', url: '/gateway/member/api/memberAddress/update', token: me, payload: { id, ...payload, tag: null } });
    expect(keys(updated.body.data)).toEqual(ADDRESS_KEYS);
    expect(updated.body.data).toMatchObject({ tag: null });
    const got = await call(ctx, { method: 'GET', url: `/gateway/member/api/memberAddress/get/${id}`, token: me });
    expect(keys(got.body.data)).toEqual(ADDRESS_KEYS);
    for (const list of ['list', 'invoiceList']) {
      const rows = await call<unknown[]>(ctx, { method: 'GET', url: `/gateway/member/api/memberAddress/${list}`, token: me });
      for (const row of rows.body.data) expect(keys(row)).toEqual(ADDRESS_KEYS);
    }
    expect((await call(ctx, { method: 'POST', url: `/gateway/member/api/memberAddress/setDefaultAddress/${id}`, token: me })).body).toMatchObject(OK_NULL);
    expect((await call(ctx, { method: 'POST', url: `/gateway/member/api/memberAddress/delete/${id}`, token: me })).body).toMatchObject(OK_NULL);
  });

  it('invoice titles', async () => {
    const payload = {
      invoiceType: 2,
      titleType: 2,
      title: '苏州精工机械有限公司',
      taxNo: '91350100M000100Y43',
      regAddress: '苏州市工业园区星湖街 328 号',
      regPhone: '0512-66668888',
      bankName: '招商银行苏州分行',
      bankAccount: '6225 8888 0000 1234',
      receiverName: '王工',
      receiverMobile: '13912345678',
      receiverEmail: 'buyer@example.com',
      receiverAddress: '苏州市工业园区星湖街 328 号',
    };
    const saved = await call<{ id: number }>(ctx, { method: 'POST', url: '/gateway/member/api/memberInvoice/save', token: me, payload });
    expect(keys(saved.body.data)).toEqual(INVOICE_KEYS);
    expect(saved.body.data).toMatchObject(payload);
    const id = saved.body.data.id;
    const updated = await call(ctx, { method: 'POST', url: '/gateway/member/api/memberInvoice/update', token: me, payload: { id, ...payload, receiverEmail: null } });
    expect(keys(updated.body.data)).toEqual(INVOICE_KEYS);
    expect(updated.body.data).toMatchObject({ receiverEmail: null });
    expect(keys((await call(ctx, { method: 'GET', url: `/gateway/member/api/memberInvoice/get/${id}`, token: me })).body.data)).toEqual(INVOICE_KEYS);
    const rows = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberInvoice/list', token: me });
    for (const row of rows.body.data) expect(keys(row)).toEqual(INVOICE_KEYS);
    for (const path of ['setDefault', 'setDefaultInvoice']) {
      expect((await call(ctx, { method: 'POST', url: `/gateway/member/api/memberInvoice/${path}/${id}`, token: me })).body).toMatchObject(OK_NULL);
    }
    expect((await call(ctx, { method: 'POST', url: `/gateway/member/api/memberInvoice/delete/${id}`, token: me })).body).toMatchObject(OK_NULL);
  });
});
