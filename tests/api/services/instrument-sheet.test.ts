// POST /api/common/serviceOrder/readInstruments: the booking form's instrument list from a
// spreadsheet, read with the enquiry module's safe reader; nothing is stored.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstrumentRow } from '../../../domain/services/service-payloads.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { staffToken } from '../../support/payment-helpers.ts';
import { API, multipart } from './service-helpers.ts';

let ctx: TestContext;
let m: TestMember;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  m = await makeMember(ctx, '13600008001');
}, 120_000);
afterAll(async () => ctx?.close());

function xlsx(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '仪器清单');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const read = (token: string, bytes: Buffer, filename = '仪器清单.xlsx') =>
  call<{ rows: InstrumentRow[] }>(ctx, { method: 'POST', url: `${API}/serviceOrder/readInstruments`, token, ...multipart({}, [['file', { filename, type: 'application/octet-stream', bytes }]]) });

describe('serviceOrder/readInstruments', () => {
  it('reads 3 pressure gauges from an .xlsx with a title row above the header and a blank quantity', async () => {
    const res = await read(m.token, xlsx([
      ['压力表送检清单'],
      ['序号', '生产厂家', '规格型号', '出厂编号', '资产编号', '量程', '数量'],
      [1, '上海自动化仪表四厂', 'Y-100 0-1.6MPa', 'YB2301', 'ZC-001', '0～1.6 MPa', 1],
      [2, '上海自动化仪表四厂', 'Y-100 0-1.6MPa', 'YB2302', 'ZC-002', '0～1.6 MPa', ''],
      [3, '红旗仪表', 'YN-60 0-25MPa', 'HQ8891', '', '0～25 MPa', 1],
    ]));
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      { maker: '上海自动化仪表四厂', model: 'Y-100 0-1.6MPa', serialNo: 'YB2301', assetTag: 'ZC-001', range: '0～1.6 MPa', qty: 1 },
      { maker: '上海自动化仪表四厂', model: 'Y-100 0-1.6MPa', serialNo: 'YB2302', assetTag: 'ZC-002', range: '0～1.6 MPa', qty: 1 },
      { maker: '红旗仪表', model: 'YN-60 0-25MPa', serialNo: 'HQ8891', range: '0～25 MPa', qty: 1 },
    ]);
  });

  it('refuses a sheet without the model column, a bad quantity, a file that is not a sheet, no file, and a staff token', async () => {
    const noModel = await read(m.token, xlsx([['制造商', '数量'], ['红旗仪表', 2]]));
    expect(noModel.status).toBe(400);
    expect(noModel.body.msg).toBe('仪器清单须包含“制造商”和“型号规格”两列');
    const badQty = await read(m.token, xlsx([['制造商', '型号', '数量'], ['红旗仪表', 'YN-60', 'abc']]));
    expect(badQty.status).toBe(400);
    expect(badQty.body.msg).toBe('第 2 行的数量应为 1 至 999 的整数（每种仪器最多 999 台）');
    const tooMany = await read(m.token, xlsx([['制造商', '型号', '数量'], ['红旗仪表', 'YN-60', 1000]]));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe('第 2 行的数量应为 1 至 999 的整数（每种仪器最多 999 台）');
    const junk = await read(m.token, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 'x.xlsx');
    expect(junk.status).toBe(400);
    expect(junk.body.success).toBe(false);
    const none = await call(ctx, { method: 'POST', url: `${API}/serviceOrder/readInstruments`, token: m.token, payload: {} });
    expect(none.status).toBe(400);
    expect((await read(await staffToken(ctx), xlsx([['制造商', '型号'], ['A', 'B']]))).status).toBe(403);
  });
});
