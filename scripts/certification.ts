// npm run certification -- <command>: the back office's review of enterprise certification from a
// terminal, on the same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data)
// and through the same service functions as the staff API (server/modules/certification/public.ts).
//   list [--status 0|1|2|3] [--page N] [--size N] | approve <id> [--link] [--note 文字]
//   | show <id> | reject <id> --code 原因代码 [--note 文字] | recertify <id> --code 原因代码 [--note 文字] | remind-vip
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { isRejectCode, REJECT_CODES, REJECT_REASONS } from '../domain/certification/certification-rules.ts';
import { CERTIFICATION_STATUS_TEXT, STORED_CERTIFICATION_STATUSES, type StoredCertificationStatus } from '../domain/certification/certification-status.ts';
import type { StaffCertificationRow } from '../domain/certification/certification-views.ts';
import type { Database } from '../server/db/schema.ts';
import {
  approveCertification, certificationReview, CLI_REVIEWER, listCertifications, rejectCertification, remindVipEnding, requireRecertification, staffCertificationRow,
} from '../server/modules/certification/public.ts';
import { china, cliFailure, int, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客企业认证审核命令行（与后台接口 /gateway/member/api/staff/member/certification/* 使用同一套业务逻辑）

用法：npm run certification -- <命令> [参数]

  list [--status N] [--page N] [--size N]        列出认证申请（0 待审核 1 已认证 2 已驳回 3 需重新认证；不填为全部）
  show <申请编号>                                  审核资料：申请内容、企业库记录及比对、信用代码校验位（GB 32100）
  approve <申请编号> [--link] [--note 审核意见]    通过申请：会员成为企业会员并获得试用 VIP；关联申请须加 --link
  reject <申请编号> --code 原因代码 [--note 说明]   驳回申请，会员收到原因，可修改后重新提交
  recertify <申请编号> --code 原因代码 [--note 说明] 要求已认证的会员重新认证
  remind-vip                                      给 7 天内 VIP 到期的会员发送提醒（每个到期日一次）

原因代码：
${REJECT_CODES.map((c) => `  ${c.padEnd(22)}${REJECT_REASONS[c]}`).join('\n')}
  （other 须填写 --note 说明）

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

function rowLines(r: StaffCertificationRow): string[] {
  const lines = [
    `#${r.id}  ${r.statusText}  ${r.companyName}（${r.creditCode}）  提交 ${china(r.createdAt)}  会员 ${r.memberMobile ?? r.memberId}`,
    `    法定代表人 ${r.legalPerson}  注册地址 ${r.regAddress}`,
    `    经办人 ${r.applicantName} ${r.applicantMobile}${r.applicantIsLegal ? '（即法定代表人）' : `  授权委托书 ${r.authorisationUrl ?? '—'}`}`,
    `    营业执照 ${r.licenceUrl}`,
  ];
  if (r.codeCheckFailed) lines.push('    ⚠ 信用代码校验位不符（会员已确认与营业执照一致），请逐位核对');
  if (r.linkRequested) lines.push(`    ⚠ 关联申请：该企业已由其他账号认证${r.certifiedForMobile ? `（${r.certifiedForMobile}）` : ''}，通过须加 --link`);
  else if (r.certifiedForMobile && r.status === 0) lines.push(`    ⚠ 该企业已由其他账号认证（${r.certifiedForMobile}），本申请未申请关联`);
  if (r.reviewedAt) lines.push(`    审核 ${china(r.reviewedAt)}（${r.reviewedBy ?? '—'}）${r.reason ? `  原因：${r.reason}` : ''}`);
  return lines;
}

function reasonCode(code: string | undefined) {
  if (!code) throw new UsageError('请提供原因代码（--code）');
  if (!isRejectCode(code)) throw new UsageError(`未知的原因代码：${code}`);
  return code;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runCertificationCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
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
        code: { type: 'string' },
        link: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        let status: StoredCertificationStatus | null = null;
        if (values.status !== undefined) {
          const n = Number(values.status);
          if (!(STORED_CERTIFICATION_STATUSES as readonly number[]).includes(n)) throw new UsageError(`--status 必须是 0、1、2 或 3：${values.status}`);
          status = n as StoredCertificationStatus;
        }
        const size = int(values.size, '--size ', 20);
        if (size > 100) throw new UsageError('--size 不能超过 100');
        const page = await listCertifications(db, { status, current: int(values.page, '--page ', 1), size });
        const title = status === null ? '企业认证申请' : `「${CERTIFICATION_STATUS_TEXT[status]}」的企业认证申请`;
        if (page.total === 0) return { code: 0, out: [`没有${title}`] };
        return { code: 0, out: [`${title}共 ${page.total} 份（第 ${page.current}/${page.pages} 页）：`, ...page.records.flatMap(rowLines)] };
      }
      case 'show': {
        if (!arg) throw new UsageError('请提供申请编号');
        const review = await certificationReview(db, int(arg, '申请编号', 0));
        const r = review.registry;
        const m = review.matches;
        const mark = (k: 'companyName' | 'creditCode' | 'legalPerson' | 'regAddress') => (m ? { match: '一致', differ: '不一致', unknown: '企业库无此项' }[m[k]] : '—');
        return {
          code: 0,
          out: [
            ...rowLines(review.application),
            `    信用代码校验位（GB 32100）：${review.creditCodeValid ? '正确' : `不符（按前 17 位应为 ${review.expectedCheckChar ?? '—'}）`}`,
            r
              ? `    企业库（${r.sourceText}，按${r.foundBy === 'creditCode' ? '信用代码' : '企业名称'}找到）：${r.companyName}（${r.creditCode}）  法定代表人 ${r.legalPerson ?? '—'}  注册地址 ${r.regAddress ?? '—'}`
              : '    企业库：未找到该企业，请人工核对营业执照',
            ...(m ? [`    比对：企业名称 ${mark('companyName')}，信用代码 ${mark('creditCode')}，法定代表人 ${mark('legalPerson')}，注册地址 ${mark('regAddress')}`] : []),
          ],
        };
      }
      case 'approve': {
        if (!arg) throw new UsageError('请提供申请编号');
        const id = int(arg, '申请编号', 0);
        await approveCertification(db, CLI_REVIEWER, { id, approveLink: values.link === true, note: values.note ?? null, now });
        const row = await staffCertificationRow(db, id);
        return { code: 0, out: [`已通过企业认证 #${row.id}（${row.companyName}），现为「${row.statusText}」，会员已收到站内消息`] };
      }
      case 'reject':
      case 'recertify': {
        if (!arg) throw new UsageError('请提供申请编号');
        const id = int(arg, '申请编号', 0);
        const code = reasonCode(values.code);
        const step = command === 'reject' ? rejectCertification : requireRecertification;
        await step(db, CLI_REVIEWER, { id, reasonCode: code, note: values.note ?? null, now });
        const row = await staffCertificationRow(db, id);
        return { code: 0, out: [`${command === 'reject' ? '已驳回' : '已要求重新认证'}企业认证 #${row.id}（${row.companyName}），现为「${row.statusText}」，原因：${row.reason ?? '—'}，会员已收到站内消息`] };
      }
      case 'remind-vip': {
        const n = await remindVipEnding(db, now);
        return { code: 0, out: [n === 0 ? '没有 7 天内 VIP 到期的会员' : `${n} 位会员的 VIP 将在 7 天内到期，已发送提醒（每个到期日只提醒一次）`] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '企业认证命令执行失败', runCertificationCommand);
