// The local reverse geocoder behind the address form's 定位 button: known points become the
// province, city and district of the GB/T 2260 area tree (codes that nest as the address book
// wants them); the sea, other countries and bad numbers are refused in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centroidCount, reverseGeocode } from '../../../server/modules/member-books/map-geocoder.ts';
import { regionText } from '../../../server/modules/member-books/area-tree.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import type { PlaceFound } from '../../../domain/member-books/place.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 0 });
});
afterAll(async () => ctx?.close());

const locate = (query: Record<string, string>) =>
  call<PlaceFound>(ctx, { method: 'GET', url: '/gateway/common/open/common/map/getAddressByLngLat', query });

describe('reverse geocoding', () => {
  it.each([
    ['31.2997', '120.5853', { province: '江苏省', provinceCode: '320000', city: '苏州市', cityCode: '320500' }],
    ['39.9087', '116.3975', { province: '北京市', provinceCode: '110000', city: '北京市', cityCode: '110100' }],
    ['22.5431', '114.0579', { province: '广东省', provinceCode: '440000', city: '深圳市', cityCode: '440300', district: '福田区', districtCode: '440304' }],
    ['31.2304', '121.4737', { province: '上海市', provinceCode: '310000', city: '上海市', cityCode: '310100' }],
    ['29.5630', '106.5516', { province: '重庆市', provinceCode: '500000' }],
    ['43.8256', '87.6168', { province: '新疆维吾尔自治区', city: '乌鲁木齐市' }],
    ['18.2528', '109.5120', { province: '海南省', city: '三亚市' }],
    ['23.0205', '113.7518', { province: '广东省', city: '东莞市', cityCode: '441900', district: '东莞市', districtCode: '441900' }],
  ])('places %s,%s', async (lat, lng, expected) => {
    const res = await locate({ lat, lng });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(expected);
    const a = res.body.data;
    // The codes nest as the address book checks them, and the text is the names in order.
    expect(regionText(a.provinceCode, a.cityCode, a.districtCode)).not.toBeNull();
    expect(a.formatted_address.startsWith(a.province)).toBe(true);
    expect(a.formatted_address.endsWith(a.district)).toBe(true);
  });

  it('writes a municipality without repeating its name', async () => {
    const res = await locate({ lat: '39.9087', lng: '116.3975' });
    expect(res.body.data.formatted_address).toBe(`北京市${res.body.data.district}`);
    expect(res.body.data.district).toMatch(/区$/);
  });

  it.each([
    ['the East China Sea', '30.0', '126.5'],
    ['the Yellow Sea', '35.5', '123.0'],
    ['Seoul', '37.5665', '126.9780'],
    ['Tokyo', '35.6762', '139.6503'],
    ['Hanoi', '21.0285', '105.8542'],
    ['Ulaanbaatar', '47.8864', '106.9057'],
    ['Paris', '48.8566', '2.3522'],
    ['the South Atlantic', '-30', '-20'],
  ])('refuses a point in %s', async (_where, lat, lng) => {
    const res = await locate({ lat, lng });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, msg: '该位置不在服务范围内', data: null });
  });

  it('refuses missing, non-numeric and out-of-range numbers in Chinese', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ lng: '120.5' }, '纬度'],
      [{ lat: '31.2' }, '经度'],
      [{ lat: 'abc', lng: '120.5' }, '纬度（lat）须为 -90 到 90 之间的数字'],
      [{ lat: '', lng: '120.5' }, '纬度（lat）须为 -90 到 90 之间的数字'],
      [{ lat: '31.2', lng: '1e2' }, '经度（lng）须为 -180 到 180 之间的数字'],
      [{ lat: '91', lng: '120.5' }, '纬度（lat）须为 -90 到 90 之间的数字'],
      [{ lat: '31.2', lng: '-180.5' }, '经度（lng）须为 -180 到 180 之间的数字'],
      [{ lat: 'NaN', lng: 'Infinity' }, '纬度（lat）须为 -90 到 90 之间的数字'],
    ];
    for (const [query, msg] of cases) {
      const res = await locate(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
  });

  it('answers quickly from an index built once', () => {
    expect(centroidCount()).toBeGreaterThan(2500);
    const started = performance.now();
    for (let i = 0; i < 2000; i++) reverseGeocode(20 + (i % 30), 80 + (i % 50));
    expect((performance.now() - started) / 2000).toBeLessThan(1);
  });
});
