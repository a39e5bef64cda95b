// npm run quotes -- <command>: the quote desk (报价单, issue 39) from a terminal, on the same
// database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the same
// service functions as the staff API (server/modules/quotes/public.ts).
//   list [--status requested] [--page N] [--size N] | show <报价单号>
//   send <报价单号> --staff <用户名> --price <行号>=<元>[,...] --lead <天> --valid-until <YYYY-MM-DD> [--terms 文字] [--note 文字]
//   expire
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { formatYuan, parseYuan } from '../domain/shared/money.ts';
import { QUOTE_LEAD_DAYS_MAX, QUOTE_STATUSES, QUOTE_STATUS_TEXT, type QuoteStatus } from '../domain/quotes/quote-rules.ts';
import type { Database } from '../server/db/schema.ts';
import { expireDueQuotes, quoteIdByNo, sendQuote, staffQuoteDetail, staffQuotePage } from '../server/modules/quotes/public.ts';
import { roleAllows } from '../domain/staff/staff-roles.ts';
import { listStaffAccounts } from '../server/modules/staff/public.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客报价单命令行（与后台接口 /gateway/goods/api/staff/goods/quote/* 使用同一套业务逻辑）

用法：npm run quotes -- <命令> [参数]

  list [--status 状态] [--page N] [--size N]   列出报价单（状态：${QUOTE_STATUSES.map((s) => `${s} ${QUOTE_STATUS_TEXT[s]}`).join('，')}）
  show <报价单号>                               查看报价单及各行
  send <报价单号> --staff 用户名 --price 行号=单价(元)[,行号=单价(元)...] --lead 交期(天) --valid-until YYYY-MM-DD [--terms 条款] [--note 说明]
                                                为每一行报价并发送（每行都要给价），会员收到站内消息
  expire                                        将超过有效期的已报价报价单置为已过期（服务器每 10 分钟自动执行）

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

async function idOf(db: Kysely<Database>, quoteNo: string | undefined): Promise<number> {
  if (!quoteNo) throw new UsageError('请提供报价单号');
  const id = await quoteIdByNo(db, quoteNo.trim());
  if (id === undefined) throw new UsageError(`没有报价单 ${quoteNo}`);
  return id;
}

/** The enabled staff account that sends (the quote names it): it must hold quote.desk (客服). */
async function deskStaff(db: Kysely<Database>, username: string): Promise<number> {
  const account = (await listStaffAccounts(db, { enabled: true })).find((a) => a.username === username);
  if (!account) throw new UsageError(`没有启用的员工账号 ${username}`);
  if (!roleAllows(account.role, 'quote.desk')) throw new UsageError(`员工 ${username}（${account.roleText}）没有报价单权限，请用客服账号`);
  return account.id;
}

/** --price 1=23.5,2=108 → line number → fen. */
function pricesOf(text: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(\d{1,3})=(\d{1,9}(?:\.\d{1,2})?)$/.exec(part);
    if (!m) throw new UsageError(`--price 的格式是 行号=单价(元)：${part}`);
    const fen = parseYuan(m[2]!);
    if (fen <= 0) throw new UsageError(`单价必须大于 0：${part}`);
    if (out.has(Number(m[1]))) throw new UsageError(`第 ${m[1]} 行的价格给了两次`);
    out.set(Number(m[1]), fen);
  }
  return out;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runQuotesCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        page: { type: 'string' },
        size: { type: 'string' },
        staff: { type: 'string' },
        price: { type: 'string' },
        lead: { type: 'string' },
        'valid-until': { type: 'string' },
        terms: { type: 'string' },
        note: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        const size = int(values.size, '--size ', 20);
        if (size > 100) throw new UsageError('--size 不能超过 100');
        const status = values.status ?? null;
        if (status !== null && !(QUOTE_STATUSES as readonly string[]).includes(status)) throw new UsageError(`未知状态：${status}`);
        const page = await staffQuotePage(db, { current: int(values.page, '--page ', 1), size, status: status as QuoteStatus | null }, now);
        if (page.total === 0) return { code: 0, out: ['没有报价单'] };
        return {
          code: 0,
          out: [
            `报价单共 ${page.total} 张（第 ${page.current} 页）：`,
            ...page.records.map((r) => `${r.quoteNo}  ${r.statusText}  ${r.companyName ?? r.requesterName}  ${r.lineCount} 种商品  ${r.totalFen === null ? '未报价' : `¥${formatYuan(r.totalFen)}`}  申请 ${china(r.createdAt)}${r.validUntil ? `  有效期至 ${r.validUntil}` : ''}`),
          ],
        };
      }
      case 'show': {
        const q = await staffQuoteDetail(db, await idOf(db, arg), now);
        return {
          code: 0,
          out: [
            `报价单 ${q.quoteNo}  ${q.statusText}  来源：${q.sourceText}  版本 ${q.version}`,
            `客户：${q.companyName ?? '个人'}  申请人：${q.requesterName}  申请 ${china(q.createdAt)}${q.wantedDate ? `  希望 ${q.wantedDate} 前报价` : ''}`,
            ...(q.message ? [`留言：${q.message}`] : []),
            ...q.lines.map((l) => `  ${l.lineNo}. ${l.model}  ${l.name}  ${l.brandName}  × ${l.num}${l.unit}  申请时 ¥${formatYuan(l.askedPriceFen)}${l.priceFen === null ? '' : `  报价 ¥${formatYuan(l.priceFen)}  交期 ${l.leadDays} 天`}`),
            ...(q.goodsFen === null ? [] : [`合计 ¥${formatYuan(q.goodsFen)}（其中增值税 ¥${formatYuan(q.taxFen ?? 0)}）  有效期至 ${q.validUntil}`]),
          ],
        };
      }
      case 'send': {
        const id = await idOf(db, arg);
        const staffId = await deskStaff(db, need(values.staff, '--staff 用户名'));
        const prices = pricesOf(need(values.price, '--price 行号=单价(元)'));
        const leadText = need(values.lead, '--lead 交期（天）');
        const leadDays = Number(leadText);
        if (!Number.isInteger(leadDays) || leadDays < 0 || leadDays > QUOTE_LEAD_DAYS_MAX) throw new UsageError(`--lead 须为 0 到 ${QUOTE_LEAD_DAYS_MAX} 的整数：${leadText}`);
        const validUntil = need(values['valid-until'], '--valid-until 有效期至（YYYY-MM-DD）');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) throw new UsageError(`--valid-until 须为 YYYY-MM-DD：${validUntil}`);
        const read = await staffQuoteDetail(db, id, now);
        const q = await sendQuote(db, { staffId }, {
          id, version: read.version, validUntil,
          lines: [...prices].map(([lineNo, priceFen]) => ({ lineNo, priceFen, leadDays })),
          ...(values.terms ? { terms: values.terms.slice(0, 500) } : {}),
          ...(values.note ? { staffNote: values.note.slice(0, 500) } : {}),
        }, now);
        return { code: 0, out: [`报价单 ${q.quoteNo} 已报价：合计 ¥${formatYuan(q.goodsFen ?? 0)}，有效期至 ${q.validUntil}，会员已收到站内消息`] };
      }
      case 'expire': {
        const nos = await expireDueQuotes(db, now);
        return { code: 0, out: [nos.length === 0 ? '没有需要过期的报价单' : `已将 ${nos.length} 张报价单置为已过期：${nos.join('、')}`] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '报价单操作失败', runQuotesCommand);
