// npm run pricing -- <command>: the back office's side of price agreements (协议价, issue 39) from
// a terminal, on the same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data)
// and through the same service functions as the staff API (server/modules/pricing/public.ts). The
// staff member named by --staff must hold the step's permission, and a confirmer may not be the
// agreement's drafter (the two-person rule holds here as in the console).
//   list [--status 状态] [--keyword 文字] [--page N] [--size N] | show <协议编号>
//   confirm <协议编号> --staff <员工账号> | reject <协议编号> --staff <员工账号> --reason 原因
//   revoke <协议编号> --staff <员工账号>
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { AGREEMENT_SHOWN_STATUSES, AGREEMENT_STATUS_TEXT, rateText, type AgreementShownStatus } from '../domain/pricing/agreement-rules.ts';
import type { AgreementDetail } from '../domain/pricing/agreement-views.ts';
import { formatPrice } from '../domain/shared/money.ts';
import type { Database } from '../server/db/schema.ts';
import { agreementDetail, agreementIdOfNo, agreementVersion, confirmAgreement, listAgreements, rejectAgreement, revokeAgreement } from '../server/modules/pricing/public.ts';
import { staffIdByUsername } from '../server/modules/staff/public.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客协议价命令行（与后台接口 /gateway/goods/api/staff/goods/priceAgreement/* 使用同一套业务逻辑）

用法：npm run pricing -- <命令> [参数]

  list [--status 状态] [--keyword 协议编号、名称或企业] [--page N] [--size N]   列出协议价
        状态：${AGREEMENT_SHOWN_STATUSES.map((s) => `${s} ${AGREEMENT_STATUS_TEXT[s]}`).join('，')}
  show <协议编号>                                   协议详情：条目、提醒和操作记录
  confirm <协议编号> --staff <员工账号>              确认生效（须为管理员，且不是起草人）；企业成员收到站内消息
  reject <协议编号> --staff <员工账号> --reason 原因  驳回（须为管理员），起草人可修改后重新提交
  revoke <协议编号> --staff <员工账号>               撤销生效中的协议（运营或管理员）；企业成员收到站内消息

起草、修改、导入价格表和提交在后台「协议价」页面完成。
数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

function detailLines(d: AgreementDetail): string[] {
  return [
    `${d.agreementNo}  《${d.name}》  ${d.companyName}  ${d.statusText}  有效期 ${d.validFrom} 至 ${d.validTo}`,
    `起草 ${d.createdByName}  确认 ${d.confirmedByName ?? '—'}（${china(d.confirmedAt)}）${d.rejectedReason ? `  驳回原因：${d.rejectedReason}` : ''}`,
    ...(d.note ? [`备注：${d.note}`] : []),
    `商品协议价 ${d.goods.length} 条：`,
    ...d.goods.slice(0, 50).map((g) => `  ${g.goodsCode}  ${g.model}  ${g.brandName}  ${formatPrice(g.priceFen)}（会员价 ${formatPrice(g.memberPriceFen)}）`),
    ...(d.goods.length > 50 ? [`  …另有 ${d.goods.length - 50} 条`] : []),
    `品牌折扣：${d.brands.map((b) => `${b.brandName} ${rateText(b.rateBp)}`).join('、') || '—'}`,
    `分类折扣：${d.categories.map((c) => `${c.categoryName} ${rateText(c.rateBp)}`).join('、') || '—'}`,
    ...d.warnings.map((w) => `提醒：${w}`),
    '操作记录：',
    ...d.trail.map((t) => `  ${china(t.at)}  ${t.who}  ${t.action}${t.detail ? `  ${t.detail}` : ''}`),
  ];
}

function statusOf(value: string | undefined): AgreementShownStatus | null {
  if (value === undefined) return null;
  const found = AGREEMENT_SHOWN_STATUSES.find((s) => s === value || AGREEMENT_STATUS_TEXT[s] === value);
  if (!found) throw new UsageError(`未知状态：${value}`);
  return found;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runPricingCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        keyword: { type: 'string' },
        page: { type: 'string' },
        size: { type: 'string' },
        staff: { type: 'string' },
        reason: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        const size = int(values.size, '--size ', 20);
        if (size > 100) throw new UsageError('--size 不能超过 100');
        const page = await listAgreements(db, { current: int(values.page, '--page ', 1), size, status: statusOf(values.status), ...(values.keyword ? { keyword: values.keyword } : {}) }, now);
        if (page.total === 0) return { code: 0, out: ['没有符合条件的协议价'] };
        return {
          code: 0,
          out: [
            `协议价共 ${page.total} 份（第 ${page.current}/${page.pages} 页）：`,
            ...page.records.map((a) => `${a.agreementNo}  《${a.name}》  ${a.companyName}  ${a.statusText}  ${a.validFrom} 至 ${a.validTo}  商品 ${a.goodsCount} 条，品牌 ${a.brandCount} 条，分类 ${a.categoryCount} 条`),
          ],
        };
      }
      case 'show': {
        const id = await agreementIdOfNo(db, need(arg, '协议编号'));
        return { code: 0, out: detailLines(await agreementDetail(db, id, null, now)) };
      }
      case 'confirm':
      case 'reject':
      case 'revoke': {
        const no = need(arg, '协议编号');
        const username = need(values.staff, '经办员工账号（--staff）');
        if (command === 'reject' && !values.reason?.trim()) throw new UsageError('请提供驳回原因（--reason 文字）');
        const staffId = await staffIdByUsername(db, username);
        const id = await agreementIdOfNo(db, no);
        const version = await agreementVersion(db, id);
        if (command === 'confirm') await confirmAgreement(db, { staffId }, id, version, now);
        else if (command === 'reject') await rejectAgreement(db, { staffId }, id, { version, reason: values.reason! }, now);
        else await revokeAgreement(db, { staffId }, id, version, now);
        const done = { confirm: '已确认生效，企业成员已收到站内消息', reject: '已驳回，起草人可修改后重新提交', revoke: '已撤销，企业成员已收到站内消息' }[command];
        return { code: 0, out: [`协议 ${no} ${done}`, ...detailLines(await agreementDetail(db, id, null, now))] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '协议价命令执行失败', runPricingCommand);
