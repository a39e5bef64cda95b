// npm run services (scripts/services.ts): the staff steps from a terminal, on the same service
// functions as the staff API; refusals exit 1 and write nothing, misuse exits 2.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServicesCommand } from '../../../scripts/services.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { pdf } from '../../support/payment-helpers.ts';
import { png } from '../../support/png.ts';
import { API, booking, dateAfter, getOrder, itemNamed, memberPost, multipart, payInSandbox, save } from './service-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
}, 120_000);
afterAll(async () => ctx?.close());

describe('npm run services', () => {
  it('quotes, schedules, starts, delivers a certificate file and lists; refuses a step out of order and misuse', async () => {
    const m = await makeMember(ctx, '13600009001');
    const item = await itemNamed(ctx, m.token, '起重设备定期检验（桥门式起重机、电动葫芦）');
    const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { instruments: [{ maker: '科尼', model: 'CXT 5t 桥式起重机', assetTag: 'QZ-01', qty: 2 }] }))).body.data.id;
    const db = ctx.handle.db;
    const date = dateAfter(item.leadDays, 2);
    const usage = await runServicesCommand(db, ['quote', String(id), '--date', date]);
    expect(usage.code).toBe(2);
    expect(usage.out[0]).toBe('请提供价格（--price 元）');
    const early = await runServicesCommand(db, ['start', String(id)]);
    expect(early).toEqual({ code: 1, out: ['操作未完成：订单待确认，不能开始服务'] });
    const quoted = await runServicesCommand(db, ['quote', String(id), '--price', '4800.50', '--date', date, '--note', '两台含载荷试验']);
    expect(quoted.code).toBe(0);
    expect(quoted.out[1]).toContain('¥4,800.50');
    expect((await getOrder(ctx, m.token, id)).body.data.amountFen).toBe(480050);
    expect((await runServicesCommand(db, ['schedule', String(id), '--engineer', '周工', '--mobile', '13800002222', '--date', date])).out[0]).toBe('操作未完成：会员尚未接受报价，不能排期');
    await memberPost(ctx, m.token, 'acceptQuote', { id });
    const list = await runServicesCommand(db, ['list', '--status', '1']);
    expect(list.out.join('\n')).toContain('（会员已接受，待支付）');
    expect((await runServicesCommand(db, ['schedule', String(id), '--engineer', '周工', '--mobile', '13800002222', '--date', date])).out[0]).toBe('操作未完成：会员尚未支付服务费，不能排期');
    expect((await payInSandbox(ctx, m.token, id)).status).toBe(303);
    expect((await runServicesCommand(db, ['schedule', String(id), '--engineer', '周工', '--mobile', '13800002222', '--date', date])).code).toBe(0);
    expect((await runServicesCommand(db, ['start', String(id)])).code).toBe(0);
    const dir = await mkdtemp(join(tmpdir(), 'svc-cli-'));
    const file = join(dir, '检验报告.pdf');
    await writeFile(file, pdf());
    expect((await runServicesCommand(db, ['deliver', String(id)])).code).toBe(2);
    expect((await runServicesCommand(db, ['deliver', String(id), '--file', join(dir, 'missing.pdf')])).code).toBe(2);
    const delivered = await runServicesCommand(db, ['deliver', String(id), '--file', file]);
    expect(delivered.code).toBe(0);
    const view = (await getOrder(ctx, m.token, id)).body.data;
    expect(view.status).toBe(4);
    expect(view.certificates.map((c) => c.fileName)).toEqual(['检验报告.pdf']);
    expect((await runServicesCommand(db, ['cancel', String(id), '--reason', '太晚了'])).code).toBe(1);
    expect((await runServicesCommand(db, ['bogus', '1'])).code).toBe(2);
    expect((await runServicesCommand(db, ['list', '--status', '9'])).code).toBe(2);
  });

  it('confirms and rejects transfer receipts by service number (a rejection needs --note) and sweeps unused attachments', async () => {
    const db = ctx.handle.db;
    const m = await makeMember(ctx, '13600009002');
    const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
    const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays))).body.data.id;
    const serviceNo = (await getOrder(ctx, m.token, id)).body.data.serviceNo;
    expect((await runServicesCommand(db, ['confirm-transfer', serviceNo])).out[0]).toBe('操作未完成：该订单没有等待确认的转账回单');
    expect((await runServicesCommand(db, ['confirm-transfer', 'FW000000000000'])).code).toBe(2);
    expect((await runServicesCommand(db, ['confirm', String(id), '--date', dateAfter(item.leadDays, 2)])).code).toBe(0);
    await memberPost(ctx, m.token, 'acceptQuote', { id });
    const upload = () =>
      call(ctx, { method: 'POST', url: `${API}/serviceOrder/uploadPayReceipt`, token: m.token, ...multipart({ id: String(id) }, [['file', { filename: '回单.png', type: 'image/png', bytes: png(30, 20) }]]) });
    expect((await upload()).status).toBe(200);
    const noNote = await runServicesCommand(db, ['reject-transfer', serviceNo]);
    expect([noNote.code, noNote.out[0]]).toEqual([2, '请提供驳回原因（--note）']);
    const rejected = await runServicesCommand(db, ['reject-transfer', serviceNo, '--note', '未见到账']);
    expect(rejected.code).toBe(0);
    expect(rejected.out[0]).toBe('已驳回回单，会员已收到通知');
    expect(rejected.out.join('\n')).toContain('转账回单 未通过 ¥135.00  未见到账');
    expect((await upload()).status).toBe(200);
    const list = await runServicesCommand(db, ['list', '--status', '1']);
    expect(list.out.join('\n')).toContain(`${serviceNo}  已报价（转账回单待确认）`);
    const confirmed = await runServicesCommand(db, ['confirm-transfer', serviceNo]);
    expect(confirmed.code).toBe(0);
    expect(confirmed.out.join('\n')).toContain('已支付 ¥135.00');
    expect((await getOrder(ctx, m.token, id)).body.data.paidFen).toBe(13500);
    expect((await runServicesCommand(db, ['confirm-transfer', serviceNo])).code).toBe(1);

    const swept = await runServicesCommand(db, ['sweep-attachments']);
    expect(swept).toEqual({ code: 0, out: ['已删除 0 个超过 24 小时未随预约提交的附件'] });
  });
});
