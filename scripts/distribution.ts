// npm run distribution -- <command>: the back office's distribution steps from a terminal, on the
// same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the
// same service functions as the staff API (server/modules/distribution/public.ts).
//   list [--status 0|1|2] [--page N] [--size N] | approve <id> | reject <id> --reason 文字
//   | flag <手机号> on|off | rate <分类编号> <万分比> | settle
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { APPLICATION_STATUS_TEXT, RATE_BP_MAX, type ApplicationStatus } from '../domain/distribution/distribution-rules.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/schema.ts';
import { approveApplication, flagDistributor, listApplications, rejectApplication, setCommissionRate, syncCommissions } from '../server/modules/distribution/public.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客分销命令行（与后台接口 /gateway/member/api/staff/distributor/* 使用同一套业务逻辑）

用法：npm run distribution -- <命令> [参数]

  list [--status N] [--page N] [--size N]   列出分销员申请（0 待审核 1 已通过 2 已驳回；不填为全部）
  approve <申请编号>                          通过申请：会员成为分销员并获得邀请码，收到站内消息
  reject <申请编号> --reason 原因              驳回申请，原因发给会员
  flag <手机号> on|off                        设置或取消会员的分销员资格
  rate <分类编号> <万分比>                     设置分类的佣金比例（300 即 3%，最高 ${RATE_BP_MAX}）；未设置的分类沿用上级分类，再沿用默认比例
  settle                                     运行佣金结算：为已付款的绑定会员订单生成佣金，结算售后期已过的订单

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runDistributionCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { status: { type: 'string' }, page: { type: 'string' }, size: { type: 'string' }, reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const [command, arg, arg2] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        let status: ApplicationStatus | undefined;
        if (values.status !== undefined) {
          const n = Number(values.status);
          if (![0, 1, 2].includes(n)) throw new UsageError(`--status 必须是 0、1 或 2：${values.status}`);
          status = n as ApplicationStatus;
        }
        const size = int(values.size, '--size ', 20);
        if (size > 100) throw new UsageError('--size 不能超过 100');
        const page = await listApplications(db, { status, current: int(values.page, '--page ', 1), size });
        const title = status === undefined ? '分销员申请' : `「${APPLICATION_STATUS_TEXT[status]}」的分销员申请`;
        if (page.total === 0) return { code: 0, out: [`没有${title}`] };
        return {
          code: 0,
          out: [
            `${title}共 ${page.total} 份（第 ${page.current}/${page.pages} 页）：`,
            ...page.records.flatMap((r) => [
              `#${r.id}  ${r.statusText}  ${r.realName}  会员 ${r.memberMobile ?? r.memberId}  提交 ${china(r.createdAt)}`,
              `    推广渠道：${r.channel}${r.rejectReason ? `  驳回原因：${r.rejectReason}` : ''}`,
            ]),
          ],
        };
      }
      case 'approve': {
        const id = int(need(arg, '申请编号'), '申请编号', 0);
        await approveApplication(db, null, id, now);
        return { code: 0, out: [`已通过分销员申请 #${id}，会员已成为分销员并收到站内消息`] };
      }
      case 'reject': {
        const id = int(need(arg, '申请编号'), '申请编号', 0);
        const reason = need(values.reason, '驳回原因（--reason）');
        await rejectApplication(db, null, id, reason, now);
        return { code: 0, out: [`已驳回分销员申请 #${id}，原因：${reason}，会员已收到站内消息`] };
      }
      case 'flag': {
        const mobile = need(arg, '手机号');
        if (!/^1[3-9]\d{9}$/.test(mobile)) throw new UsageError(`手机号格式不正确：${mobile}`);
        if (arg2 !== 'on' && arg2 !== 'off') throw new UsageError('请用 on 或 off 表示设置或取消');
        const r = await flagDistributor(db, mobile, arg2 === 'on', now);
        return { code: 0, out: [arg2 === 'on' ? `${mobile} 现为分销员，邀请码 ${r.inviteCode}` : `已取消 ${mobile} 的分销员资格`] };
      }
      case 'rate': {
        const categoryId = int(need(arg, '分类编号'), '分类编号', 0);
        const rate = need(arg2, '万分比') === '0' ? 0 : int(arg2, '万分比', 0);
        if (rate > RATE_BP_MAX) throw new UsageError(`佣金比例不能超过 ${RATE_BP_MAX}（${RATE_BP_MAX / 100}%）`);
        await setCommissionRate(db, categoryId, rate, now);
        return { code: 0, out: [`分类 ${categoryId} 的佣金比例已设为 ${(rate / 100).toFixed(2)}%`] };
      }
      case 'settle': {
        const config = loadConfig(process.env);
        const r = await syncCommissions(db, { windowDays: config.afterSalesWindowDays, defaultRateBp: config.commissionRateBp, now });
        return { code: 0, out: [`佣金结算完成：新增佣金记录 ${r.created} 条，结算 ${r.settled} 条，失效 ${r.voided} 条`] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '分销命令执行失败', runDistributionCommand);
