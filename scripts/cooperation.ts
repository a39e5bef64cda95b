// npm run cooperation -- <command>: the back office's review of supplier cooperation applications
// from a terminal, on the same database as the server (DATABASE_URL, else PGlite in DATA_DIR or
// ./data) and through the same service functions as the staff API
// (server/modules/cooperation/public.ts).
//   list [--status 0|1|2] [--page N] [--size N] | approve <id> [--note 文字] | reject <id> --note 文字
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { COOPERATION_STATUS_TEXT, COOPERATION_STATUSES, type CooperationStatus } from '../domain/cooperation/cooperation-rules.ts';
import type { StaffCooperationRow } from '../domain/cooperation/cooperation-views.ts';
import type { Database } from '../server/db/schema.ts';
import { CLI_REVIEWER, listCooperation, reviewCooperation, staffCooperationRow } from '../server/modules/cooperation/public.ts';
import { china, cliFailure, int, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客合作申请审核命令行（与后台接口 /gateway/common/api/staff/common/cooperation/* 使用同一套业务逻辑）

用法：npm run cooperation -- <命令> [参数]

  list [--status N] [--page N] [--size N]   列出合作申请（状态 0 待审核 1 已通过 2 未通过；不填为全部）
  approve <申请编号> [--note 审核意见]       通过申请，会员收到站内消息
  reject <申请编号> --note 原因              驳回申请（须填写原因），会员收到站内消息，可修改后重新申请

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

function rowLines(r: StaffCooperationRow): string[] {
  const lines = [
    `#${r.id}  ${r.statusText}  ${r.programmeText}  ${r.companyName}（${r.creditCode}）  申请 ${china(r.createdAt)}`,
    `    联系人 ${r.contact} ${r.mobile}${r.email ? ` ${r.email}` : ''}  会员 ${r.memberMobile ?? '—'}  年销售额 ${r.salesRangeText}`,
    `    类目 ${r.categories.map((c) => c.name).join('、') || '—'}  品牌 ${r.brands.join('、') || '—'}`,
    `    营业执照 ${r.licence.url}${r.authorisation ? `  品牌授权书 ${r.authorisation.url}` : ''}`,
  ];
  if (r.reviewedAt) lines.push(`    审核 ${china(r.reviewedAt)}（${r.reviewedBy ?? '—'}）${r.reviewNote ? `  意见：${r.reviewNote}` : ''}`);
  return lines;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runCooperationCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
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
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        let status: CooperationStatus | null = null;
        if (values.status !== undefined) {
          const n = Number(values.status);
          if (!(COOPERATION_STATUSES as readonly number[]).includes(n)) throw new UsageError(`--status 必须是 0、1 或 2：${values.status}`);
          status = n as CooperationStatus;
        }
        const size = int(values.size, '--size ', 20);
        if (size > 100) throw new UsageError('--size 不能超过 100');
        const page = await listCooperation(db, { status, current: int(values.page, '--page ', 1), size });
        const title = status === null ? '合作申请' : `「${COOPERATION_STATUS_TEXT[status]}」的合作申请`;
        if (page.total === 0) return { code: 0, out: [`没有${title}`] };
        return { code: 0, out: [`${title}共 ${page.total} 份（第 ${page.current}/${page.pages} 页）：`, ...page.records.flatMap(rowLines)] };
      }
      case 'approve':
      case 'reject': {
        if (!arg) throw new UsageError('请提供申请编号');
        const id = int(arg, '申请编号', 0);
        const approve = command === 'approve';
        if (!approve && !values.note?.trim()) throw new UsageError('请提供驳回原因（--note 文字）');
        await reviewCooperation(db, CLI_REVIEWER, { id, approve, note: values.note ?? null, now });
        const row = await staffCooperationRow(db, id);
        return { code: 0, out: [`${approve ? '已通过' : '已驳回'}合作申请 #${row.id}（${row.companyName}），现为「${row.statusText}」，会员已收到站内消息`] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '合作申请命令执行失败', runCooperationCommand);
