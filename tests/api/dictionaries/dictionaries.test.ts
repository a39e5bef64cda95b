// GET /open/sys/dict/data/{type} (issue 13 item 4): every dictionary from domain/, an unknown type
// as an empty list, a malformed type name as 400; no login needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_TYPES, DICTIONARIES, type DictEntry } from '../../../domain/dictionaries/dictionaries.ts';
import { ORDER_STATUS_TEXT } from '../../../domain/orders/order-status.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 0 });
}, 120_000);
afterAll(async () => ctx?.close());

const dict = (type: string) => call<DictEntry[]>(ctx, { method: 'GET', url: `/gateway/system/open/sys/dict/data/${type}` });

describe('GET /open/sys/dict/data/{type}', () => {
  it('serves every type the UI shows, each a non-empty label/value list from domain/', async () => {
    for (const type of [
      'order_status', 'pay_method', 'payment_status', 'order_cancel_reason', 'invoice_type', 'invoice_title_type', 'unit', 'refund_status', 'refund_type',
      'refund_reason', 'message_kind', 'enquiry_status', 'enquiry_line_status', 'certification_status', 'service_status', 'redemption_status', 'cooperation_status',
      'cooperation_programme', 'sales_range',
    ]) {
      expect(DICT_TYPES).toContain(type);
    }
    for (const type of DICT_TYPES) {
      const res = await dict(type);
      expect(res.status, type).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data, type).toEqual(DICTIONARIES[type]);
      expect(res.body.data.length, type).toBeGreaterThan(0);
      for (const e of res.body.data) {
        expect(Object.keys(e).sort()).toEqual(['label', 'value']);
        expect(e.label.length).toBeGreaterThan(0);
      }
      expect(new Set(res.body.data.map((e) => e.value)).size, type).toBe(res.body.data.length);
    }
  });

  it('labels statuses as the features do', async () => {
    expect((await dict('order_status')).body.data).toEqual(Object.entries(ORDER_STATUS_TEXT).map(([value, label]) => ({ label, value })));
    expect((await dict('invoice_type')).body.data).toEqual([
      { label: '增值税普通发票', value: '1' },
      { label: '增值税专用发票', value: '2' },
    ]);
    expect((await dict('cooperation_status')).body.data.map((e) => e.label)).toEqual(['待审核', '已通过', '未通过']);
    expect((await dict('refund_status')).body.data[0]).toEqual({ label: '申请中', value: '0' });
    expect((await dict('certification_status')).body.data.map((e) => e.label)).toEqual(['未认证', '待审核', '已认证', '已驳回', '需重新认证']);
    expect((await dict('redemption_status')).body.data.map((e) => e.label)).toEqual(['待发货', '已发货', '已完成', '已取消']);
    expect((await dict('service_status')).body.data.map((e) => e.label)).toEqual(['待确认', '已报价', '已排期', '服务中', '待验收', '已完成', '已取消']);
    expect((await dict('enquiry_line_status')).body.data.map((e) => e.value)).toEqual(['matched', 'candidates', 'unmatched', 'invalid', 'duplicate']);
    expect((await dict('unit')).body.data[0]).toEqual({ label: '个', value: '个' });
    expect((await dict('message_kind')).body.data.map((e) => e.label)).toEqual(['订单', '售后', '认证', '询价', '积分', '服务', '系统']);
  });

  it('answers an unknown type with an empty list', async () => {
    for (const type of ['no_such_type', 'constructor', 'toString', 'hasOwnProperty', 'ORDER_STATUS']) {
      const res = await dict(type);
      expect(res.status, type).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: [] });
    }
  });

  it('refuses a type name longer than 64 characters or with other characters (400)', async () => {
    for (const type of ['a'.repeat(65), 'order-status', 'order%20status', '%E8%AE%A2%E5%8D%95', '1abc', "x'or'1"]) {
      const res = await dict(type);
      expect(res.status, type).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await dict('a'.repeat(64))).status).toBe(200);
  });
});
