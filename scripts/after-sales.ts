// npm run after-sales -- <command>: the back office's after-sales steps from a terminal, on the
// same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the
// same service functions as the staff API (server/modules/after-sales/public.ts).
//   list [--status N] [--page N] [--size N] | counts | show <id> | approve <id> | reject <id> --reason 文字
//   receive <id> --line 行编号:收到:损坏 ... | refuse-return <id> --reason 文字 | refund <id> [--transfer 流水号]
//   sweep-evidence
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { REFUND_STATUS_TEXT, REFUND_STATUSES, type RefundStatus } from '../domain/after-sales/refund-status.ts';
import type { StaffRefundRow } from '../domain/after-sales/refund-views.ts';
import { formatPrice } from '../domain/shared/money.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/schema.ts';
import { listStaffRefunds, payRefund, receiveRefund, reviewRefund, staffRefund, sweepEvidence } from '../server/modules/after-sales/public.ts';
import { staffRefundCounts } from '../server/modules/after-sales/public.ts';
import { DbUploadStore } from '../server/providers/storage/upload-store.ts';
import { CLI_ACTOR } from '../domain/staff/staff-actor.ts';
import type { PaymentProvider } from '../server/providers/payment/payment-provider.ts';
import { paymentProviderFor } from '../server/providers/payment/payment-provider-for.ts';
import { china, cliFailure, int, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客售后处理命令行（与后台接口 /gateway/order/api/staff/order/refund/* 使用同一套业务逻辑）

用法：npm run after-sales -- <命令> [参数]

  list [--status N] [--page N] [--size N]      列出售后单（状态 0 申请中 1 已同意 2 已拒绝 3 已寄回 4 已收货 5 拒收 6 退款中 7 已退款 8 已取消）
  counts                                       各状态的售后单张数
  show <售后单编号>                              查看一张售后单（商品行、凭证图片、处理记录）
  approve <售后单编号>                           同意申请，会员收到站内消息
  reject <售后单编号> --reason 原因               拒绝申请（须填写原因）
  receive <售后单编号> --line 订单行编号:收到:损坏  确认收到退货（每个商品行一个 --line），完好的商品回到库存
  refuse-return <售后单编号> --reason 原因        拒收退货（须填写原因）
  refund <售后单编号> [--transfer 流水号]          退款：在线支付原路退回；对公转账订单须填写退款转账流水号；账期订单冲减欠款
  sweep-evidence                               删除超过 24 小时未随售后申请提交的凭证图片（释放会员的上传空间）

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

function rowLines(r: StaffRefundRow): string[] {
  return [
    `#${r.id}  ${r.refundNo}  ${r.statusText}  ${r.refundTypeText}  订单 ${r.orderNo}  ${r.memberName}  退款 ${formatPrice(r.amountFen)}  申请 ${china(r.createdAt)}`,
    `    原因 ${r.reason}${r.description ? `：${r.description}` : ''}`,
    ...r.lines.map((l) => `    行 ${l.orderLineId}  ${l.name} ${l.model}  ${l.num}${l.unit}  ${formatPrice(l.amountFen)}${l.receivedNum !== null ? `  收到 ${l.receivedNum} 损坏 ${l.damagedNum ?? 0}` : ''}`),
    ...(r.trace.returnTrackingNo ? [`    退货物流 ${r.trace.returnCarrier ?? ''} ${r.trace.returnTrackingNo}`] : []),
    ...(r.refuseReason ? [`    拒绝原因 ${r.refuseReason}`] : []),
  ];
}

function parseLine(text: string): { orderLineId: number; receivedNum: number; damagedNum: number } {
  const m = /^(\d{1,15}):(\d{1,9}):(\d{1,9})$/.exec(text.trim());
  if (!m) throw new UsageError(`--line 的格式是 订单行编号:收到数量:损坏数量：${text}`);
  return { orderLineId: Number(m[1]), receivedNum: Number(m[2]), damagedNum: Number(m[3]) };
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runAfterSalesCommand(db: Kysely<Database>, argv: string[], provider?: PaymentProvider): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        page: { type: 'string' },
        size: { type: 'string' },
        reason: { type: 'string' },
        transfer: { type: 'string' },
        line: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    if (command === 'list') {
      let status: RefundStatus | null = null;
      if (values.status !== undefined) {
        const n = Number(values.status);
        if (!(REFUND_STATUSES as readonly number[]).includes(n)) throw new UsageError(`--status 必须是 0 到 8：${values.status}`);
        status = n as RefundStatus;
      }
      const size = int(values.size, '--size ', 20);
      if (size > 100) throw new UsageError('--size 不能超过 100');
      const page = await listStaffRefunds(db, { status, current: int(values.page, '--page ', 1), size });
      const title = status === null ? '售后单' : `「${REFUND_STATUS_TEXT[status]}」的售后单`;
      if (page.total === 0) return { code: 0, out: [`没有${title}`] };
      return { code: 0, out: [`${title}共 ${page.total} 张（第 ${page.current}/${page.pages} 页）：`, ...page.records.flatMap(rowLines)] };
    }
    if (command === 'counts') {
      const c = await staffRefundCounts(db);
      return { code: 0, out: [`售后单共 ${c.total} 张：${c.byStatus.map((s) => `${s.statusText} ${s.count}`).join('，')}`] };
    }
    if (command === 'sweep-evidence') {
      const n = await sweepEvidence(db, new DbUploadStore(db));
      return { code: 0, out: [n === 0 ? '没有需要删除的凭证图片' : `已删除 ${n} 张超过 24 小时未随售后申请提交的凭证图片`] };
    }
    if (!arg) throw new UsageError('请提供售后单编号');
    const id = int(arg, '售后单编号', 0);
    switch (command) {
      case 'show': {
        const row = await staffRefund(db, id);
        return { code: 0, out: [...rowLines(row), ...row.images.map((u) => `    凭证 ${u}`), ...row.trace.steps.map((s) => `    ${china(s.createdAt)}  ${s.statusText}  ${s.note ?? ''}`)] };
      }
      case 'approve':
        await reviewRefund(db, CLI_ACTOR, { id, approve: true });
        break;
      case 'reject':
        if (!values.reason?.trim()) throw new UsageError('请提供拒绝原因（--reason 文字）');
        await reviewRefund(db, CLI_ACTOR, { id, approve: false, reason: values.reason });
        break;
      case 'receive':
        if (!values.line?.length) throw new UsageError('请为每个商品行提供 --line 订单行编号:收到:损坏');
        await receiveRefund(db, CLI_ACTOR, { id, accept: true, lines: values.line.map(parseLine) });
        break;
      case 'refuse-return':
        if (!values.reason?.trim()) throw new UsageError('请提供拒收原因（--reason 文字）');
        await receiveRefund(db, CLI_ACTOR, { id, accept: false, reason: values.reason });
        break;
      case 'refund': {
        const gateway = provider ?? paymentProviderFor(loadConfig(), { warn: (m) => console.error(m) });
        await payRefund(db, gateway, CLI_ACTOR, values.transfer !== undefined ? { id, transferRef: values.transfer } : { id });
        break;
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
    const row = await staffRefund(db, id);
    return { code: 0, out: [`售后单 #${row.id}（${row.refundNo}）现为「${row.statusText}」，会员已收到站内消息`, ...rowLines(row)] };
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '售后命令执行失败', (db, argv) => runAfterSalesCommand(db, argv));
