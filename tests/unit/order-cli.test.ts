// The orders CLI (scripts/orders.ts): its commands run against a test database through the same
// service functions as the staff API; refusals give exit code 1 with the message, usage errors 2.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP, runOrdersCommand } from '../../scripts/orders.ts';
import { createTestApp, DEMO, type TestContext } from '../support/api-harness.ts';
import { stockOf } from '../support/order-helpers.ts';
import { demoBuyer, multipart, orderDetail, placeOrder, pngFile, RECEIPT, type Buyer, transferFields } from '../support/payment-helpers.ts';
import { call } from '../support/api-harness.ts';

let ctx: TestContext;
let personal: Buyer;
let enterprise: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  personal = await demoBuyer(ctx, DEMO.personal);
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
}, 120_000);
afterAll(async () => ctx?.close());

const run = (...argv: string[]) => runOrdersCommand(ctx.handle.db, argv);

async function transferWithReceipt(amountFen?: number) {
  const order = await placeOrder(ctx, personal, 2);
  const fields = { ...transferFields(order), ...(amountFen === undefined ? {} : { amountFen: String(amountFen) }) };
  const res = await call(ctx, { method: 'POST', url: RECEIPT, token: personal.token, ...multipart(fields, pngFile()) });
  expect(res.status).toBe(200);
  return order;
}

describe('orders CLI commands', () => {
  it('list shows every order or one status, with the receipts that wait', async () => {
    const waiting = await transferWithReceipt();
    const credit = await placeOrder(ctx, enterprise, 3);
    const all = await run('list');
    expect(all.code).toBe(0);
    // The seed's distribution orders are older: the new ones lead the first page.
    expect(all.out[0]).toMatch(/^订单共 \d+ 个（第 1\/\d+ 页）：$/);
    expect(all.out.join('\n')).toContain(credit.orderNo);
    const one = await run('list', '--status', '1');
    expect(one.out.filter((l) => l.startsWith('SO'))).toHaveLength(1);
    expect(one.out[1]).toContain(waiting.orderNo);
    expect(one.out[1]).toContain('待审回单 1 笔');
    expect((await run('list', '--status', '0')).out).toEqual(['没有「待付款」订单']);
    const bad = await run('list', '--status', '9');
    expect(bad.code).toBe(2);
    expect(bad.out[0]).toBe('--status 必须是 0 到 5 的整数：9');
  });

  it('confirm accepts the waiting receipt: 待发货, paid, logged as cli', async () => {
    const order = await transferWithReceipt();
    const res = await run('confirm', order.orderNo);
    expect(res.code).toBe(0);
    expect(res.out[0]).toMatch(/^回单 #\d+：会员填写转账金额 ¥[\d,.]+，付款账户 苏州精工机电有限公司，本次应付 ¥[\d,.]+（金额一致）$/);
    expect(res.out[1]).toMatch(new RegExp(`^已确认收款：订单 ${order.orderNo}（付款 #\\d+），订单现为「待发货」`));
    const detail = await orderDetail(ctx, personal, order.orderId);
    expect(detail).toMatchObject({ status: 2, paidFen: order.totalFen });
    expect(detail.timeline.at(-1)).toMatchObject({ toStatus: 2, actor: 'cli' });
    const again = await run('confirm', order.orderNo);
    expect(again.code).toBe(1);
    expect(again.out).toEqual(['操作未完成：该订单没有待确认的付款']);
  });

  it('confirm of a receipt stating another amount prints it with the difference and needs --checked', async () => {
    const order = await transferWithReceipt(100_000);
    const blind = await run('confirm', order.orderNo);
    expect(blind.code).toBe(1);
    expect(blind.out[0]).toMatch(/^回单 #\d+：会员填写转账金额 ¥1,000\.00，付款账户 苏州精工机电有限公司，本次应付 ¥[\d,.]+（多付 ¥[\d,.]+）$/);
    expect(blind.out[1]).toContain('--checked');
    expect((await orderDetail(ctx, personal, order.orderId)).status).toBe(1);
    const checked = await run('confirm', order.orderNo, '--checked');
    expect(checked.code).toBe(0);
    expect(checked.out[1]).toContain('订单现为「待发货」');
    expect((await orderDetail(ctx, personal, order.orderId)).timeline.at(-1)!.note).toContain('会员填写 ¥1,000.00，多付');
  });

  it('reject needs a note and sends the order back to 待付款', async () => {
    const order = await transferWithReceipt();
    const noNote = await run('reject', order.orderNo);
    expect(noNote.code).toBe(2);
    expect(noNote.out[0]).toBe('请提供驳回原因（--note 文字）');
    const res = await run('reject', order.orderNo, '--note', '未收到款项');
    expect(res.code).toBe(0);
    expect(res.out[1]).toContain('订单现为「待付款」');
    const detail = await orderDetail(ctx, personal, order.orderId);
    expect(detail.status).toBe(0);
    expect(detail.payments[0]).toMatchObject({ status: 2, note: '未收到款项' });
  });

  it('ship, then complete; a second ship is refused with exit code 1 and the reason', async () => {
    const order = await placeOrder(ctx, enterprise, 3);
    const shipped = await run('ship', order.orderNo, '--carrier', '顺丰速运', '--tracking', 'SF1234567890');
    expect(shipped).toEqual({ code: 0, out: [`已发货：订单 ${order.orderNo}，顺丰速运 SF1234567890`] });
    const twice = await run('ship', order.orderNo, '--carrier', '顺丰速运', '--tracking', 'SF1234567890');
    expect(twice).toEqual({ code: 1, out: ['操作未完成：订单当前状态为「已发货」，不能发货'] });
    const badNo = await run('ship', order.orderNo, '--carrier', '顺丰速运', '--tracking', '??');
    expect(badNo.code).toBe(1);
    const noCarrier = await run('ship', order.orderNo, '--tracking', 'SF1234567890');
    expect(noCarrier.code).toBe(2);
    expect((await run('complete', order.orderNo))).toEqual({ code: 0, out: [`订单 ${order.orderNo} 已完成`] });
    expect((await orderDetail(ctx, enterprise, order.orderId)).status).toBe(4);
  });

  it('show prints the order, its lines, payments and timeline', async () => {
    const order = await transferWithReceipt();
    const res = await run('show', order.orderNo);
    expect(res.code).toBe(0);
    const text = res.out.join('\n');
    expect(res.out[0]).toMatch(new RegExp(`^订单 ${order.orderNo}（编号 ${order.orderId}）  待确认  对公转账`));
    expect(text).toContain('会员：张工（13800000001）');
    expect(text).toMatch(/商品：\n {2}\S+ .+ × 2/);
    expect(text).toMatch(/付款记录：\n {2}#\d+ 转账回单 ¥[\d,.]+ 待确认/);
    expect(text).toContain('已上传付款凭证，等待确认');
    const missing = await run('show', 'SO000000000000');
    expect(missing).toEqual({ code: 1, out: ['操作未完成：订单 SO000000000000 不存在'] });
  });

  it('expire cancels unpaid orders past their deadline and gives their stock back', async () => {
    const order = await placeOrder(ctx, personal, 1, 4);
    const line = (await orderDetail(ctx, personal, order.orderId)).lines[0]!;
    const before = await stockOf(ctx, line.goodsId);
    await ctx.handle.db.updateTable('saleOrder').set({ payDeadline: new Date(Date.now() - 60_000) }).where('id', '=', order.orderId).execute();
    const res = await run('expire');
    expect(res.code).toBe(0);
    expect(res.out[0]).toContain(order.orderNo);
    expect((await orderDetail(ctx, personal, order.orderId)).status).toBe(5);
    expect((await stockOf(ctx, line.goodsId)).reserved).toBe(before.reserved - 4);
    expect((await run('expire')).out).toEqual(['没有超过付款期限的待付款订单']);
  });

  it('expire-approvals cancels a 待审批 order whose stock hold ran out (issue 38)', async () => {
    const order = await placeOrder(ctx, personal, 2);
    // A personal order never waits for approval; this one is put in 待审批 with its hold already over.
    await ctx.handle.db.updateTable('saleOrder').set({ status: 6, approvalStatus: 'pending', approvalLevel: 1, approvalHoldUntil: new Date(Date.now() - 60_000) }).where('id', '=', order.orderId).execute();
    const res = await run('expire-approvals');
    expect(res).toEqual({ code: 0, out: [`已取消 1 个审批超时的订单：${order.orderNo}`] });
    expect((await orderDetail(ctx, personal, order.orderId)).status).toBe(5);
    expect((await run('expire-approvals')).out).toEqual(['没有审批超时的待审批订单']);
  });

  it('answers help and refuses an unknown command or option (exit code 2)', async () => {
    expect(await run('help')).toEqual({ code: 0, out: [HELP] });
    expect(HELP).toContain('请先停止服务器');
    const unknown = await run('refund', 'SO1');
    expect(unknown.code).toBe(2);
    expect(unknown.out[0]).toBe('未知命令：refund');
    expect((await run('list', '--colour', 'red')).code).toBe(2);
  });
});

describe('npm run orders (the process)', () => {
  it('opens the configured PGlite folder and exits 1 with the reason on stderr', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aibeike-orders-cli-'));
    const exec = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dir };
    const tsx = path.resolve('node_modules/.bin/tsx');
    try {
      const show = await exec(tsx, ['scripts/orders.ts', 'show', 'SO000000000000'], { env }).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(show?.code).toBe(1);
      expect(show?.stderr.trim()).toBe('操作未完成：订单 SO000000000000 不存在');
      expect(show?.stderr).not.toContain('at ');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
