// npm run integration -- <command>: the operator's side of a company's API clients (issue 40) from a
// terminal, on the same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and
// through the same service functions as the company admin's calls. An emergency revocation (a leaked
// secret reported by the company) is written to the company's audit log as the staff member named by
// --staff, with the reason, and to the staff audit log (runRecorded).
//   clients <企业编号> | revoke-client <客户端编号> --staff <员工账号> --reason 原因
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { ApiClientRow } from '../domain/integration/api-client-views.ts';
import type { Database } from '../server/db/schema.ts';
import { apiClientsForStaff, revokeApiClientByStaff } from '../server/modules/integration/routes.ts';
import { staffIdByUsername } from '../server/modules/staff/public.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客系统集成命令行（企业接口客户端；与企业管理员的 /gateway/member/api/company/apiClient/* 使用同一套业务逻辑）

用法：npm run integration -- <命令> [参数]

  clients <企业编号>                                          列出企业的接口客户端（不含密钥）
  revoke-client <客户端编号> --staff <员工账号> --reason 原因   紧急停用接口客户端（如企业报告密钥泄露），
                                                              已签发的令牌立即失效；记入企业审计日志

新建、修改、轮换密钥由企业管理员在「系统集成」页面完成。
数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令。`;

function clientLine(c: ApiClientRow): string {
  const scopes = c.scopes.map((s) => s.scope).join(' ');
  const ranges = c.ipRanges.join(', ') || '不限地址';
  const used = c.lastUsedAt ? `最近使用 ${china(c.lastUsedAt)}（${c.lastUsedIp ?? '—'}）` : '从未使用';
  return `${c.clientId}  「${c.name}」  ${c.statusText}  代表 ${c.memberName || '—'}  权限 ${scopes}  ${ranges}  创建 ${china(c.createdAt)}  ${used}${c.revokedAt ? `  停用 ${china(c.revokedAt)}` : ''}`;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runIntegrationCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { staff: { type: 'string' }, reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'clients': {
        const companyId = int(need(arg, '企业编号'), '企业编号', 1);
        const clients = await apiClientsForStaff(db, companyId);
        if (clients.length === 0) return { code: 0, out: [`企业 ${companyId} 没有接口客户端`] };
        return { code: 0, out: [`企业 ${companyId} 的接口客户端共 ${clients.length} 个：`, ...clients.map(clientLine)] };
      }
      case 'revoke-client': {
        const clientId = need(arg, '客户端编号（abk_ 开头）');
        const username = need(values.staff, '经办员工账号（--staff）');
        const reason = need(values.reason, '停用原因（--reason 文字，如 企业来电报告密钥泄露）');
        const staffId = await staffIdByUsername(db, username);
        const row = await revokeApiClientByStaff(db, staffId, clientId, reason.slice(0, 100), now);
        return { code: 0, out: [`接口客户端 ${clientId} 已停用，已签发的令牌立即失效`, clientLine(row)] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '系统集成命令执行失败', runIntegrationCommand);
