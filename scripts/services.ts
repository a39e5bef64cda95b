// npm run services -- <command>: the back office's steps on service orders (服务与检测) from a
// terminal, on the same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data)
// and through the same service functions as the staff API (server/modules/services/public.ts).
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { SERVICE_STATUS_TEXT, SERVICE_STATUSES, type ServiceStatus } from '../domain/services/service-status.ts';
import { formatPrice } from '../domain/shared/money.ts';
import type { Database } from '../server/db/schema.ts';
import { DbUploadStore } from '../server/providers/storage/upload-store.ts';
import {
  cancelService, CLI_ACTOR, confirmService, deliverService, listStaffServiceOrders, orderIdByServiceNo, quoteService, reviewServiceTransfer, scheduleService, serviceOrderView,
  startService, SVC_MSG, sweepBookingAttachments,
} from '../server/modules/services/public.ts';
import { queueCommand } from './services-queue.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客服务订单命令行（与后台接口 /gateway/common/api/staff/common/serviceOrder/* 使用同一套业务逻辑）

用法：npm run services -- <命令> [参数]

  list [--status N] [--page N] [--size N]                 列出服务订单（状态 0 待确认 1 已报价 2 已排期 3 服务中 4 待验收 5 已完成 6 已取消）
  queue [--status N] [--type N] [--service-no FW…] [--from yyyy-mm-dd] [--to yyyy-mm-dd] [--page N] [--size N]
                                                           工作队列：按状态、服务类型（1 检定 2 校准 3 检测 4 维保）、服务单号、下单日期筛选，附各状态订单数
  show <订单编号>                                          查看订单详情
  quote <订单编号> --price 元 --date yyyy-mm-dd [--note 说明]   报价（报价后确定的服务）
  confirm <订单编号> --date yyyy-mm-dd [--note 说明]        按标价确认（有标价的服务）
  schedule <订单编号> --engineer 姓名 --mobile 手机号 --date yyyy-mm-dd   排期（会员须已接受报价并支付，或选择了账期）
  start <订单编号>                                         开始服务
  deliver <订单编号> --file 路径 [--file 路径 ...] [--note 说明]   上传证书或报告（PDF/PNG/JPG）
  cancel <订单编号> --reason 原因                          取消（排期前、未支付）
  confirm-transfer <服务单号> [--note 说明]                  确认对公转账回单已收款（订单记为已支付）
  reject-transfer <服务单号> --note 原因                     驳回对公转账回单（会员可重新上传）
  sweep-attachments                                        删除超过 24 小时未随预约提交的附件（释放会员的上传空间）

<订单编号> 是数字编号；<服务单号> 是 FW 开头的服务单号（也可用数字编号）。

每一步会员都会收到站内消息。
数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令。`;

/** Yuan text (e.g. 1680 or 1680.50) as integer fen, or a usage error. */
function fenOf(text: string | undefined): number {
  const v = need(text, '价格（--price 元）');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) throw new UsageError(`--price 应为金额（元，最多两位小数）：${v}`);
  const [yuan, cents = ''] = v.split('.');
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
}

async function summary(db: Kysely<Database>, id: number): Promise<string[]> {
  const v = await serviceOrderView(db, id, null);
  const lines = [
    `#${v.id} ${v.serviceNo}  ${v.statusText}  ${v.itemName}  数量 ${v.totalQty}  金额 ${v.amountFen === null ? '—' : formatPrice(v.amountFen)}`,
    `    联系人 ${v.contact} ${v.mobile}  地址 ${v.address ?? '—'}  期望日期 ${v.preferredDates.join('、')}  计划日期 ${v.plannedDate ?? '—'}`,
  ];
  for (const i of v.instruments) lines.push(`    ${i.lineNo}. ${i.maker} ${i.model}${i.serialNo ? ` 编号 ${i.serialNo}` : ''}${i.range ? ` 量程 ${i.range}` : ''} ×${i.qty}`);
  if (v.engineer) lines.push(`    工程师 ${v.engineer} ${v.engineerMobile ?? ''}`);
  for (const c of v.certificates) lines.push(`    证书 ${c.fileName} ${c.url}`);
  if (v.paidAt && v.paidFen !== null) lines.push(`    已支付 ${formatPrice(v.paidFen)}（${china(v.paidAt)}）`);
  if (v.payment.creditAt) lines.push(`    账期  到期日 ${v.payment.payDueAt ? china(v.payment.payDueAt) : '—'}`);
  if (v.payment.receipt) lines.push(`    转账回单 ${v.payment.receipt.statusText} ${formatPrice(v.payment.receipt.amountFen)}${v.payment.receipt.note ? `  ${v.payment.receipt.note}` : ''}`);
  if (v.cancelReason) lines.push(`    取消原因：${v.cancelReason}（${v.cancelledBy ?? '—'}）`);
  return lines;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runServicesCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        page: { type: 'string' },
        size: { type: 'string' },
        price: { type: 'string' },
        date: { type: 'string' },
        note: { type: 'string' },
        engineer: { type: 'string' },
        mobile: { type: 'string' },
        reason: { type: 'string' },
        file: { type: 'string', multiple: true },
        type: { type: 'string' },
        'service-no': { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    if (command === 'sweep-attachments') {
      const n = await sweepBookingAttachments(db, new DbUploadStore(db), now);
      return { code: 0, out: [SVC_MSG.attachmentsSwept(n)] };
    }
    if (command === 'confirm-transfer' || command === 'reject-transfer') {
      const ref = need(arg, '服务单号');
      const id = /^FW\d{12}$/.test(ref) ? await orderIdByServiceNo(db, ref) : /^\d{1,15}$/.test(ref) ? Number(ref) : undefined;
      if (id === undefined) throw new UsageError(`没有这个服务单号：${ref}`);
      const approve = command === 'confirm-transfer';
      await reviewServiceTransfer(db, CLI_ACTOR, { id, approve, note: approve ? (values.note ?? null) : need(values.note, '驳回原因（--note）'), reviewerId: null, now });
      return { code: 0, out: [approve ? SVC_MSG.transferConfirmed : SVC_MSG.transferRejected, ...(await summary(db, id))] };
    }
    if (command === 'queue') return await queueCommand(db, values);
    if (command === 'list') {
      let status: ServiceStatus | undefined;
      if (values.status !== undefined) {
        const n = Number(values.status);
        if (!(SERVICE_STATUSES as readonly number[]).includes(n)) throw new UsageError(`--status 必须是 0 至 6：${values.status}`);
        status = n as ServiceStatus;
      }
      const size = int(values.size, '--size ', 20);
      if (size > 100) throw new UsageError('--size 不能超过 100');
      const page = await listStaffServiceOrders(db, { status, current: int(values.page, '--page ', 1), size });
      const title = status === undefined ? '服务订单' : `「${SERVICE_STATUS_TEXT[status]}」的服务订单`;
      if (page.total === 0) return { code: 0, out: [`没有${title}`] };
      return {
        code: 0,
        out: [
          `${title}共 ${page.total} 个（第 ${page.current}/${page.pages} 页）：`,
          ...page.records.map((r) => `#${r.id} ${r.serviceNo}  ${r.statusText}${r.status === 1 ? (r.paidAt ? '（会员已支付）' : r.receiptWaiting ? '（转账回单待确认）' : r.creditAt ? '（账期）' : r.acceptedAt ? '（会员已接受，待支付）' : '（待会员接受）') : ''}  ${r.itemName}  数量 ${r.totalQty}  会员 ${r.memberMobile}  下单 ${china(r.createdAt)}`),
        ],
      };
    }
    const id = int(need(arg, '订单编号'), '订单编号', 0);
    const done = async (text: string) => ({ code: 0, out: [text, ...(await summary(db, id))] });
    switch (command) {
      case 'show':
        return { code: 0, out: await summary(db, id) };
      case 'quote':
        await quoteService(db, CLI_ACTOR, { id, priceFen: fenOf(values.price), plannedDate: need(values.date, '计划日期（--date）'), note: values.note, now });
        return done('已报价，会员已收到站内消息');
      case 'confirm':
        await confirmService(db, CLI_ACTOR, { id, plannedDate: need(values.date, '计划日期（--date）'), note: values.note, now });
        return done('已按标价确认，会员已收到站内消息');
      case 'schedule':
        await scheduleService(db, CLI_ACTOR, { id, engineer: need(values.engineer, '工程师（--engineer）'), engineerMobile: need(values.mobile, '工程师手机号（--mobile）'), plannedDate: need(values.date, '服务日期（--date）'), now });
        return done('已排期，会员已收到站内消息');
      case 'start':
        await startService(db, CLI_ACTOR, { id, now });
        return done('已开始服务，会员已收到站内消息');
      case 'deliver': {
        const paths = values.file ?? [];
        if (paths.length === 0) throw new UsageError('请提供证书文件（--file 路径）');
        const files = await Promise.all(paths.map(async (p) => ({ fileName: basename(p), bytes: new Uint8Array(await readFile(p).catch(() => { throw new UsageError(`无法读取文件：${p}`); })) })));
        await deliverService(db, new DbUploadStore(db), CLI_ACTOR, { id, files, note: values.note ?? null, now });
        return done('证书已上传，等待会员验收');
      }
      case 'cancel':
        await cancelService(db, CLI_ACTOR, { id, reason: need(values.reason, '取消原因（--reason）'), now });
        return done('已取消，会员已收到站内消息');
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '服务订单命令执行失败', runServicesCommand);
