// npm run points -- <command>: the back office's points-mall steps from a terminal, on the same
// database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the same
// service functions as the staff API (server/modules/points/public.ts).
//   list [--status N] [--page N] [--size N] | counts | ship <id|兑换单号> --carrier 物流公司 --tracking 运单号
//   complete <id|兑换单号> | cancel <id|兑换单号> --reason 文字 | release | expire
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { StaffRedemptionRow } from '../domain/points/points-views.ts';
import { REDEMPTION_STATUS_TEXT, REDEMPTION_STATUSES, type RedemptionStatus } from '../domain/points/redemption-status.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/schema.ts';
import { notFound } from '../server/http/errors.ts';
import {
  cancelRedemption, CLI_POINTS_ACTOR, completeRedemption, expireAllDue, listRedemptions, POINTS_MSG, redemptionIdByNo, releaseDueOrderPoints, shipRedemption, staffRedemption,
} from '../server/modules/points/public.ts';
import { staffRedemptionCounts } from '../server/modules/points/public.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客积分商城命令行（与后台接口 /gateway/member/api/staff/points/order/* 使用同一套业务逻辑）

用法：npm run points -- <命令> [参数]

  list [--status N] [--page N] [--size N]              列出兑换单（状态 0 待发货 1 已发货 2 已完成 3 已取消）
  counts                                               各状态的兑换单张数
  ship <兑换单编号或单号> --carrier 物流公司 --tracking 运单号   发货，会员收到站内消息
  complete <兑换单编号或单号>                              标记已完成（会员已签收）
  cancel <兑换单编号或单号> --reason 原因                   取消待发货的兑换单，积分与库存退回，会员收到站内消息
  release                                              发放售后期已结束订单的积分（服务器也会定时执行）
  expire                                               核销已过期的积分（服务器也会定时执行）

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

function rowLines(r: StaffRedemptionRow): string[] {
  return [
    `#${r.id}  ${r.orderNo}  ${r.statusText}  ${r.memberName}  ${r.goodsName} × ${r.qty}  ${r.points} 积分  兑换 ${china(r.createdAt)}`,
    ...(r.address ? [`    收货 ${r.address.consignee} ${r.address.mobile} ${r.address.regionText}${r.address.detail}`] : []),
    ...(r.trackingNo ? [`    物流 ${r.carrier ?? ''} ${r.trackingNo}  发货 ${china(r.shippedAt)}`] : []),
    ...(r.cancelReason ? [`    取消原因 ${r.cancelReason}`] : []),
  ];
}

async function idOf(db: Kysely<Database>, arg: string): Promise<number> {
  if (/^\d{1,15}$/.test(arg)) return int(arg, '兑换单编号', 0);
  const id = await redemptionIdByNo(db, arg.trim());
  if (id === null) throw notFound(POINTS_MSG.redemptionNotFound);
  return id;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runPointsCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
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
        carrier: { type: 'string' },
        tracking: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    const config = loadConfig();
    const ctx = { rules: config.points, windowDays: config.afterSalesWindowDays, now };
    if (command === 'list') {
      let status: RedemptionStatus | undefined;
      if (values.status !== undefined) {
        const n = Number(values.status);
        if (!(REDEMPTION_STATUSES as readonly number[]).includes(n)) throw new UsageError(`--status 必须是 0 到 3：${values.status}`);
        status = n as RedemptionStatus;
      }
      const size = int(values.size, '--size ', 20);
      if (size > 100) throw new UsageError('--size 不能超过 100');
      const page = await listRedemptions(db, { status, current: int(values.page, '--page ', 1), size });
      const title = status === undefined ? '兑换单' : `「${REDEMPTION_STATUS_TEXT[status]}」的兑换单`;
      if (page.total === 0) return { code: 0, out: [`没有${title}`] };
      return { code: 0, out: [`${title}共 ${page.total} 张（第 ${page.current}/${page.pages} 页）：`, ...page.records.flatMap(rowLines)] };
    }
    if (command === 'counts') {
      const c = await staffRedemptionCounts(db);
      return { code: 0, out: [`兑换单共 ${c.total} 张：${c.byStatus.map((s) => `${s.statusText} ${s.count}`).join('，')}`] };
    }
    if (command === 'release') {
      const r = await releaseDueOrderPoints(db, ctx);
      return { code: 0, out: [r.orders === 0 ? '没有需要发放积分的订单' : `已为 ${r.orders} 个订单发放 ${r.points} 积分`] };
    }
    if (command === 'expire') {
      const n = await expireAllDue(db, ctx);
      return { code: 0, out: [`已检查 ${n} 位会员的过期积分`] };
    }
    const id = await idOf(db, need(arg, '兑换单编号或单号'));
    switch (command) {
      case 'ship':
        await shipRedemption(db, CLI_POINTS_ACTOR, { id, carrier: need(values.carrier, '物流公司（--carrier）'), trackingNo: need(values.tracking, '运单号（--tracking）') }, now);
        break;
      case 'complete':
        await completeRedemption(db, CLI_POINTS_ACTOR, { id }, now);
        break;
      case 'cancel':
        await cancelRedemption(db, CLI_POINTS_ACTOR, { id, reason: need(values.reason, '取消原因（--reason 文字）') }, config.points, now);
        break;
      default:
        throw new UsageError(`未知命令：${command}`);
    }
    const row = await staffRedemption(db, id);
    return { code: 0, out: [`兑换单 #${row.id}（${row.orderNo}）现为「${row.statusText}」`, ...rowLines(row)] };
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '积分命令执行失败', (db, argv) => runPointsCommand(db, argv));
