// npm run staff -- <command>: the back office's staff accounts from a terminal, on the same
// database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the same
// service functions as the staff API /gateway/system/api/staff/account/* (server/modules/staff).
//   list [--role R] | add <登录名> --name 姓名 --role R --password 密码 | role <登录名> <R> | disable <登录名> | dashboard | alerts
//   | verify-audit (walks the audit log's hash chain: exit 0 intact, 1 at the first broken entry)
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error). Every
// change is written to the staff audit log as a command-line action (scripts/staff-cli.ts).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { PASSWORD_PATTERN } from '../domain/shared/input-patterns.ts';
import { STAFF_USERNAME_PATTERN, type StaffAccountRow } from '../domain/staff/staff-payloads.ts';
import { isStaffRole, ROLE_TEXT, STAFF_ROLES, type StaffRole } from '../domain/staff/staff-roles.ts';
import type { Database } from '../server/db/schema.ts';
import {
  addStaffAccount, changeStaffRole, CLI_ACCOUNT_ACTOR, disableStaffAccount, listStaffAccounts, listStaffAlerts, staffIdByUsername, verifyAuditChain, verifyLines,
} from '../server/modules/staff/public.ts';
import { dashboardLines } from './staff-dashboard.ts';
import { china, cliFailure, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

const ROLES_HELP = STAFF_ROLES.map((r) => `${r} ${ROLE_TEXT[r]}`).join('、');

export const HELP = `爱备客员工账号命令行（与后台接口 /gateway/system/api/staff/account/* 使用同一套业务逻辑）

用法：npm run staff -- <命令> [参数]

  list [--role 角色]                                     列出员工账号
  add <登录名> --name 姓名 --role 角色 --password 密码    新增员工账号（密码 8-20 位，含字母和数字）
  role <登录名> <角色>                                    修改员工角色（立即生效）
  disable <登录名>                                        停用员工账号（已登录的令牌立即失效）
  dashboard                                              工作台：各工作队列的等待数量与经营数据（与后台工作台相同）
  alerts                                                 安全提醒：员工账号登录失败次数异常等（最新 50 条，与 /api/staff/alert/list 相同）
  verify-audit                                           校验操作日志的哈希链：完整时显示条数与链尾哈希（请另行保存），
                                                         否则显示第一条断开或被改动的记录并以代码 1 退出

角色：${ROLES_HELP}（管理员可以执行所有操作）。
至少要保留一位启用中的管理员。新增、修改与停用都记入操作日志（操作人为命令行）。

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

function roleArg(value: string | undefined): StaffRole {
  const role = need(value, `角色（${ROLES_HELP}）`);
  if (!isStaffRole(role)) throw new UsageError(`未知角色：${role}（可选 ${ROLES_HELP}）`);
  return role;
}

function rowLine(r: StaffAccountRow): string {
  return `#${r.id}  ${r.username}  ${r.displayName}  ${r.roleText}  ${r.enabled ? '启用' : '已停用'}  创建 ${china(r.createdAt)}`;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runStaffCommand(db: Kysely<Database>, argv: string[]): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        role: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg, arg2] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        const rows = await listStaffAccounts(db, values.role !== undefined ? { role: roleArg(values.role) } : {});
        if (rows.length === 0) return { code: 0, out: ['没有员工账号'] };
        return { code: 0, out: [`员工账号共 ${rows.length} 个：`, ...rows.map(rowLine)] };
      }
      case 'add': {
        const username = need(arg, '登录名');
        if (!new RegExp(STAFF_USERNAME_PATTERN).test(username)) throw new UsageError(`登录名须以字母开头，3-32 位字母、数字、_ . -：${username}`);
        const password = need(values.password, '初始密码（--password）');
        if (!new RegExp(PASSWORD_PATTERN).test(password)) throw new UsageError('密码须为 8-20 位，含字母和数字');
        const displayName = need(values.name, '姓名（--name）');
        if (displayName.length > 20) throw new UsageError('姓名不能超过 20 个字');
        const row = await addStaffAccount(db, { username, displayName, role: roleArg(values.role), password });
        return { code: 0, out: [`已新增员工账号 #${row.id} ${row.username}（${row.displayName}，${row.roleText}）`] };
      }
      case 'role': {
        const id = await staffIdByUsername(db, need(arg, '登录名'));
        const row = await changeStaffRole(db, CLI_ACCOUNT_ACTOR, { id, role: roleArg(arg2) });
        return { code: 0, out: [`已将 ${row.username}（${row.displayName}）的角色改为${row.roleText}`] };
      }
      case 'dashboard':
        return { code: 0, out: await dashboardLines(db) };
      case 'alerts': {
        const alerts = await listStaffAlerts(db, 50);
        if (alerts.length === 0) return { code: 0, out: ['没有安全提醒'] };
        return { code: 0, out: [`安全提醒共 ${alerts.length} 条（最新的在前）：`, ...alerts.map((a) => `#${a.id}  ${china(a.createdAt)}  ${a.title}：${a.body}`)] };
      }
      case 'verify-audit': {
        const result = await verifyAuditChain(db);
        return { code: result.intact ? 0 : 1, out: verifyLines(result) };
      }
      case 'disable': {
        const id = await staffIdByUsername(db, need(arg, '登录名'));
        const row = await disableStaffAccount(db, CLI_ACCOUNT_ACTOR, id);
        return { code: 0, out: [`已停用 ${row.username}（${row.displayName}）的账号，其登录令牌已失效`] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '员工账号命令执行失败', runStaffCommand);
