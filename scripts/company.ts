// npm run company -- <command>: the back office's side of company accounts (issue 37) from a
// terminal, on the same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data)
// and through the same service functions as the staff API (server/modules/company/public.ts).
//   list [--keyword 文字] [--page N] [--size N] | show <企业编号>
//   transfer-admin <企业编号> <新管理员手机号> --staff <员工账号> --note 依据 [--demote <卸任管理员手机号>]
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { COMPANY_MEMBER_STATUS_TEXT, COMPANY_ROLE_TEXT } from '../domain/company/company-roles.ts';
import type { StaffCompanyDetail } from '../domain/company/staff-company.ts';
import type { Database } from '../server/db/schema.ts';
import { listCompanies, staffCompanyDetail, transferCompanyAdmin } from '../server/modules/company/public.ts';
import { staffIdByUsername } from '../server/modules/staff/public.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客企业账号命令行（与后台接口 /gateway/member/api/staff/member/company/* 使用同一套业务逻辑）

用法：npm run company -- <命令> [参数]

  list [--keyword 名称或信用代码] [--page N] [--size N]     列出企业
  show <企业编号>                                            企业详情：成员、部门、最近的企业审计日志
  transfer-admin <企业编号> <新管理员手机号> --staff <员工账号> --note 依据 [--demote <卸任管理员手机号>]
                                                             应企业要求转移管理员角色（写入企业审计日志和操作日志，成员收到站内消息）

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

function detailLines(d: StaffCompanyDetail): string[] {
  const c = d.company;
  return [
    `#${c.id}  ${c.name}（${c.creditCode}）  认证账号 ${c.holderMobile ?? '—'}  成员 ${c.memberCount} 人  开通 ${china(c.createdAt)}`,
    '成员：',
    ...d.members.map((m) => `  ${m.name}  ${m.mobile}  ${COMPANY_ROLE_TEXT[m.role]}  ${m.departmentName ?? '无部门'}  ${COMPANY_MEMBER_STATUS_TEXT[m.status]}${m.isHolder ? '  （企业认证账号）' : ''}`),
    `部门：${d.departments.map((x) => `${x.name}${x.code ? `（${x.code}）` : ''}`).join('、') || '—'}`,
    '最近的企业审计日志：',
    ...d.audit.slice(0, 10).map((a) => `  ${china(a.createdAt)}  ${a.actorName}  ${a.action}  ${a.summary}`),
  ];
}

function memberIdByMobile(d: StaffCompanyDetail, mobile: string, what: string): number {
  const m = d.members.find((x) => x.mobile === mobile);
  if (!m) throw new UsageError(`${what} ${mobile} 不是该企业的成员`);
  return m.memberId;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runCompanyCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        keyword: { type: 'string' },
        page: { type: 'string' },
        size: { type: 'string' },
        staff: { type: 'string' },
        note: { type: 'string' },
        demote: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg, arg2] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        const size = int(values.size, '--size ', 20);
        if (size > 100) throw new UsageError('--size 不能超过 100');
        const page = await listCompanies(db, { current: int(values.page, '--page ', 1), size, ...(values.keyword ? { keyword: values.keyword } : {}) });
        if (page.total === 0) return { code: 0, out: ['没有符合条件的企业'] };
        return {
          code: 0,
          out: [`企业共 ${page.total} 家（第 ${page.current}/${page.pages} 页）：`, ...page.records.map((c) => `#${c.id}  ${c.name}（${c.creditCode}）  认证账号 ${c.holderMobile ?? '—'}  成员 ${c.memberCount} 人`)],
        };
      }
      case 'show': {
        const id = int(need(arg, '企业编号'), '企业编号', 0);
        return { code: 0, out: detailLines(await staffCompanyDetail(db, id)) };
      }
      case 'transfer-admin': {
        const id = int(need(arg, '企业编号'), '企业编号', 0);
        const mobile = need(arg2, '新管理员手机号');
        const username = need(values.staff, '经办员工账号（--staff）');
        if (!values.note?.trim()) throw new UsageError('请提供转移依据（--note 文字）');
        const staffId = await staffIdByUsername(db, username);
        const before = await staffCompanyDetail(db, id);
        const toMemberId = memberIdByMobile(before, mobile, '新管理员');
        const demoteMemberId = values.demote ? memberIdByMobile(before, values.demote, '卸任管理员') : null;
        await transferCompanyAdmin(db, { staffId }, { companyId: id, toMemberId, demoteMemberId, note: values.note }, now);
        return { code: 0, out: [`已将「${before.company.name}」的管理员角色转给 ${mobile}${values.demote ? `，${values.demote} 改为采购员` : ''}；已写入企业审计日志，成员已收到站内消息`, ...detailLines(await staffCompanyDetail(db, id))] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '企业账号命令执行失败', runCompanyCommand);
