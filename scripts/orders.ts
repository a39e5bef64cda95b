// npm run orders -- <command>: the back office's order actions from a terminal, on the same
// database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the same
// service functions as the staff API (server/modules/orders/staff-order-service.ts, and
// server/modules/payments/payment-review-service.ts for confirm/reject).
//   list [--status N] [--page N] [--size N] | show <orderNo> | confirm <orderNo> [--payment ID] [--checked]
//   reject <orderNo> --note 文字 [--payment ID] | ship <orderNo> --carrier 顺丰速运 --tracking SF1234567890
//   complete <orderNo> | expire | expire-approvals | auto-confirm [--days N] | ship-batch <file.xlsx> [--preview]
//   export --out file.xlsx [--status N] [--keyword 文字] [--from yyyy-mm-dd] [--to yyyy-mm-dd] [--member ID]
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { formatPrice } from '../domain/shared/money.ts';
import { isOrderStatus, ORDER_STATUS_TEXT, type OrderStatus } from '../domain/orders/order-status.ts';
import type { Database } from '../server/db/schema.ts';
import { AppError } from '../server/http/errors.ts';
import { loadConfig } from '../server/config.ts';
import { autoConfirmShippedOrders, completeOrder, confirmShipBatch, expireApprovalHolds, expireOverdueOrders, exportOrders, listStaffOrders, loadOrderDetail, orderIdByNo, previewShipBatch, readShipSheet, shipOrder, staffRow } from '../server/modules/orders/public.ts';
import { CLI_ACTOR } from '../domain/staff/staff-actor.ts';
import { orderReceiptDetail, pendingReceiptOf, reviewPayment } from '../server/modules/payments/public.ts';
import { needsBankCheck, receiptDifferenceText } from '../domain/staff/receipts-payloads.ts';
import type { StaffOrderRow } from '../domain/orders/staff-orders.ts';
import { ORDER_EXPORT_MAX_ORDERS } from '../domain/orders/order-payloads.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客订单管理命令行（与后台接口 /gateway/order/api/staff/order/* 使用同一套业务逻辑）

用法：npm run orders -- <命令> [参数]

  list [--status N] [--page N] [--size N]   列出订单（状态 0 待付款 1 待确认 2 待发货 3 已发货 4 已完成 5 已取消）
  show <订单号>                             查看订单详情、付款记录和状态流转
  confirm <订单号> [--payment ID] [--checked]
                                            确认收款（通过最早一笔待审核的转账回单，或指定的付款）；先列出会员填写的
                                            转账金额、付款账户与本次应付的差额。金额不符或未填写时须核对银行流水后加
                                            --checked（已核对银行流水，按实收金额确认），否则不确认
  reject <订单号> --note 原因 [--payment ID]  驳回转账回单：订单退回待付款，付款期限重新计为 72 小时
  ship <订单号> --carrier 物流公司 --tracking 物流单号   发货（待发货 -> 已发货）
  complete <订单号>                         完成订单（已发货 -> 已完成）
  ship-batch <表格.xlsx> [--preview]         按表格（列：订单号、物流公司、运单号）批量发货；--preview 只检查不发货；
                                            已按相同运单号发货的订单跳过，重复导入不会重复发货
  expire                                    立即取消所有超过付款期限的待付款订单并释放库存
  expire-approvals                          立即取消所有审批超时（库存保留期已过）的待审批订单并释放库存
  auto-confirm [--days N]                   立即为发货满 N 天（默认 ORDER_AUTO_CONFIRM_DAYS，10）仍未确认收货的订单自动确认收货
  export --out 文件.xlsx [--status N] [--keyword 订单号或型号] [--from 开始日期] [--to 结束日期] [--member 会员ID]
                                            导出订单明细（每个订单行一行，含会员、物料编码与备注；日期为 yyyy-mm-dd，
                                            北京时间；最多最近 ${ORDER_EXPORT_MAX_ORDERS} 个订单）

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器（npm start / npm run serve）
再运行本命令，或在服务器运行时改用后台接口 /gateway/order/api/staff/order/*。`;

function rowLine(r: StaffOrderRow): string {
  const waiting = r.pendingPayments.filter((p) => p.provider === 'bankTransfer');
  const parts = [
    r.orderNo,
    r.statusText.padEnd(3, '　'),
    (r.payMethodText ?? '—').padEnd(4, '　'),
    `应付 ${formatPrice(r.totalFen)}`,
    `已付 ${formatPrice(r.paidFen)}`,
    `${r.memberName}（${r.memberMobile ?? '无手机号'}）`,
    `下单 ${china(r.createdAt)}`,
  ];
  if (waiting.length > 0) parts.push(`待审回单 ${waiting.length} 笔（${waiting.map((p) => `#${p.id} ${formatPrice(p.amountFen)}`).join('，')}）`);
  if (r.trackingNo) parts.push(`${r.carrier} ${r.trackingNo}`);
  return parts.join('  ');
}

async function show(db: Kysely<Database>, orderNo: string): Promise<string[]> {
  const id = await orderIdByNo(db, orderNo);
  const [row, detail] = await Promise.all([staffRow(db, id), loadOrderDetail(db, id, null)]);
  if (!detail) throw new AppError(404, `订单 ${orderNo} 不存在`);
  const out = [
    `订单 ${detail.orderNo}（编号 ${detail.id}）  ${detail.statusText}  ${detail.payMethodText ?? ''}`,
    `会员：${row.memberName}（${row.memberMobile ?? '无手机号'}）  下单时间：${china(detail.createdAt)}`,
    `金额：商品 ${formatPrice(detail.goodsAmountFen)}  运费 ${formatPrice(detail.freightFen)}  应付 ${formatPrice(detail.totalFen)}  已付 ${formatPrice(detail.paidFen)}`,
  ];
  // Issue 38: a company order's PO number, cost centre and approval.
  const purchase = [detail.poNumber ? `采购单号：${detail.poNumber}` : '', detail.costCentre ? `成本中心：${detail.costCentre}` : '', detail.approvalStatusText ? `审批：${detail.approvalStatusText}` : ''].filter(Boolean);
  if (purchase.length > 0) out.push(purchase.join('  '));
  if (detail.payDeadline && detail.status === 0) out.push(`付款期限：${china(detail.payDeadline)}`);
  if (detail.payDueAt) out.push(`账期还款日：${china(detail.payDueAt)}`);
  out.push(`收货：${detail.address.consignee} ${detail.address.mobile} ${detail.address.regionText} ${detail.address.detail}`);
  if (detail.invoice) out.push(`发票：${detail.invoice.invoiceTypeText ?? ''} ${detail.invoice.title}${detail.invoice.taxNo ? `（${detail.invoice.taxNo}）` : ''}`);
  if (detail.trackingNo) out.push(`物流：${detail.carrier} ${detail.trackingNo}`);
  out.push('商品：');
  for (const l of detail.lines) out.push(`  ${l.model} ${l.name} × ${l.num}${l.unit}  单价 ${formatPrice(l.unitPriceFen)}  小计 ${formatPrice(l.lineFen)}`);
  out.push(detail.payments.length ? '付款记录：' : '付款记录：无');
  for (const p of detail.payments) {
    const kind = p.provider === 'bankTransfer' ? (p.purpose === 2 ? '账期还款回单' : '转账回单') : `在线支付（${p.provider}）`;
    out.push(`  #${p.id} ${kind} ${formatPrice(p.amountFen)} ${p.statusText}  ${china(p.createdAt)}${p.receiptUrl ? `  ${p.receiptUrl}` : ''}${p.note ? `  备注：${p.note}` : ''}`);
  }
  out.push('状态流转：');
  for (const t of detail.timeline) out.push(`  ${china(t.createdAt)}  ${t.text}  （${t.actor}）${t.note ? `  ${t.note}` : ''}`);
  return out;
}

/** A yyyy-mm-dd option of the export that is a real calendar day. */
function dateOption(value: string | undefined, what: string): string | undefined {
  if (value === undefined) return undefined;
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!ok) throw new UsageError(`${what}必须是 yyyy-mm-dd 格式的日期：${value}`);
  return value;
}

function statusOption(value: string | undefined): OrderStatus | null {
  if (value === undefined) return null;
  const n = Number(value);
  if (!isOrderStatus(n)) throw new UsageError(`--status 必须是 0 到 5 的整数：${value}`);
  return n;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runOrdersCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        page: { type: 'string' },
        size: { type: 'string' },
        note: { type: 'string' },
        carrier: { type: 'string' },
        tracking: { type: 'string' },
        payment: { type: 'string' },
        preview: { type: 'boolean' },
        out: { type: 'string' },
        keyword: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        member: { type: 'string' },
        days: { type: 'string' },
        checked: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        const status = statusOption(values.status);
        const page = await listStaffOrders(db, { status, current: int(values.page, '--page ', 1), size: int(values.size, '--size ', 20) });
        const title = status === null ? '订单' : `「${ORDER_STATUS_TEXT[status]}」订单`;
        if (page.total === 0) return { code: 0, out: [`没有${title}`] };
        return { code: 0, out: [`${title}共 ${page.total} 个（第 ${page.current}/${page.pages} 页）：`, ...page.records.map(rowLine)] };
      }
      case 'show':
        return { code: 0, out: await show(db, need(arg, '订单号')) };
      case 'confirm':
      case 'reject': {
        const orderId = await orderIdByNo(db, need(arg, '订单号'));
        const paymentId = values.payment !== undefined ? int(values.payment, '--payment ', 0) : await pendingReceiptOf(db, orderId);
        const approve = command === 'confirm';
        if (!approve) need(values.note, '驳回原因（--note 文字）');
        // What the member stated beside what is due, before anything is done (issue 34).
        const receipt = await orderReceiptDetail(db, paymentId);
        const stated = [
          `回单 #${paymentId}：会员填写转账金额 ${receipt.amountFen === null ? '未填写' : formatPrice(receipt.amountFen)}，付款账户 ${receipt.payerName ?? '未填写'}，本次应付 ${formatPrice(receipt.amountDueFen)}`
            + (receipt.differenceFen === null ? '' : `（${receiptDifferenceText(receipt.differenceFen)}）`),
        ];
        if (approve && needsBankCheck(receipt) && !values.checked) {
          return { code: 1, out: [...stated, '操作未完成：会员填写的转账金额与本次应付不符或未填写。请核对银行流水的实收金额：相符时加 --checked（已核对银行流水，按实收金额确认）再确认，否则用 reject 驳回'] };
        }
        await reviewPayment(db, CLI_ACTOR, { paymentId, approve, note: values.note ?? null, acknowledgeMismatch: approve && values.checked === true, now });
        const row = await staffRow(db, orderId);
        return { code: 0, out: [...stated, `${approve ? '已确认收款' : '已驳回回单'}：订单 ${row.orderNo}（付款 #${paymentId}），订单现为「${row.statusText}」，已付 ${formatPrice(row.paidFen)}`] };
      }
      case 'ship': {
        const orderId = await orderIdByNo(db, need(arg, '订单号'));
        await shipOrder(db, CLI_ACTOR, { orderId, carrier: need(values.carrier, '物流公司（--carrier）'), trackingNo: need(values.tracking, '物流单号（--tracking）') });
        const row = await staffRow(db, orderId);
        return { code: 0, out: [`已发货：订单 ${row.orderNo}，${row.carrier} ${row.trackingNo}`] };
      }
      case 'complete': {
        const orderId = await orderIdByNo(db, need(arg, '订单号'));
        await completeOrder(db, CLI_ACTOR, orderId);
        return { code: 0, out: [`订单 ${(await staffRow(db, orderId)).orderNo} 已完成`] };
      }
      case 'ship-batch': {
        const path = need(arg, '表格文件（.xlsx）');
        const bytes = await readFile(path).catch(() => {
          throw new UsageError(`无法读取文件：${path}`);
        });
        const rows = await readShipSheet(bytes, basename(path));
        const preview = await previewShipBatch(db, rows);
        const problems = preview.rows.filter((r) => r.outcome !== 'ok').map((r) => `第 ${r.rowNo} 行 ${r.orderNo || '—'}：${r.message}`);
        const summary = `可发货 ${preview.ok} 行，已发货将跳过 ${preview.already} 行，有错误 ${preview.errors} 行`;
        if (values.preview || preview.ok === 0) return { code: preview.errors > 0 && preview.ok === 0 && preview.already === 0 ? 1 : 0, out: [summary, ...problems] };
        const result = await confirmShipBatch(db, CLI_ACTOR, rows);
        const lines = result.rows.map((r) => `第 ${r.rowNo} 行 ${r.orderNo || '—'}：${r.outcome === 'shipped' ? '已发货' : r.outcome === 'already' ? '此前已发货，跳过' : r.message}`);
        return { code: result.failed > 0 ? 1 : 0, out: [`已发货 ${result.shipped} 单，跳过已发货 ${result.already} 单，失败 ${result.failed} 行`, ...lines] };
      }
      case 'expire': {
        const cancelled = await expireOverdueOrders(db, now);
        return { code: 0, out: [cancelled.length ? `已取消 ${cancelled.length} 个超时未付款订单：${cancelled.join('、')}` : '没有超过付款期限的待付款订单'] };
      }
      case 'expire-approvals': {
        const cancelled = await expireApprovalHolds(db, now);
        return { code: 0, out: [cancelled.length ? `已取消 ${cancelled.length} 个审批超时的订单：${cancelled.join('、')}` : '没有审批超时的待审批订单'] };
      }
      case 'auto-confirm': {
        const days = int(values.days, '--days ', loadConfig(process.env).orders.autoConfirmDays);
        const done = await autoConfirmShippedOrders(db, days, now);
        return { code: 0, out: [done.length ? `已自动确认收货 ${done.length} 个订单：${done.join('、')}` : `没有发货满 ${days} 天仍未确认收货的订单`] };
      }
      case 'export': {
        const out = need(values.out, '导出文件（--out 文件.xlsx）');
        const startDate = dateOption(values.from, '--from ');
        const endDate = dateOption(values.to, '--to ');
        if (startDate && endDate && startDate > endDate) throw new UsageError('--from 不能晚于 --to');
        const keyword = values.keyword?.trim();
        if (keyword && keyword.length > 60) throw new UsageError('--keyword 不能超过 60 个字');
        const file = await exportOrders(db, {
          mine: false, status: statusOption(values.status), keyword, startDate, endDate,
          memberId: values.member !== undefined ? int(values.member, '--member ', 0) : undefined,
        }, now);
        await writeFile(out, file.bytes).catch(() => {
          throw new UsageError(`无法写入文件：${out}`);
        });
        const lines = [`已导出 ${file.orders} 个订单的明细到 ${out}`];
        if (file.truncated) lines.push(`符合条件的订单超过 ${ORDER_EXPORT_MAX_ORDERS} 个，只导出了最近的 ${ORDER_EXPORT_MAX_ORDERS} 个`);
        return { code: 0, out: lines };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '订单命令执行失败', runOrdersCommand);
