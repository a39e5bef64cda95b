// npm run enquiry -- <command>: manual quotes for enquiry lines from a terminal, on the same
// database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the same
// service functions as the staff API (server/modules/enquiry/public.ts).
//   list [--quoted] [--page N] [--size N] | quote <行编号> --price 元 --lead 天 --valid YYYY-MM-DD [--goods 商品编号] [--note 文字]
//   quote-batch --line 行编号:元:天 ... --valid YYYY-MM-DD [--note 文字]
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { parseYuan } from '../domain/shared/money.ts';
import type { Database } from '../server/db/schema.ts';
import { CLI_QUOTER, answerQuote, listQuoteLines } from '../server/modules/enquiry/public.ts';
import { answerQuoteBatch } from '../server/modules/enquiry/public.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客询价人工报价命令行（与后台接口 /gateway/goods/api/staff/goods/enquiry/* 使用同一套业务逻辑）

用法：npm run enquiry -- <命令> [参数]

  list [--quoted] [--page N] [--size N]     列出申请人工报价的询价行（默认待报价；--quoted 列出已报价）
  quote <行编号> --price 单价(元) --lead 货期(天) --valid 有效期至(YYYY-MM-DD) [--goods 商品编号] [--note 说明]
                                            为一行报价（商品或特价），会员收到站内消息
  quote-batch --line 行编号:单价(元):货期(天) ... --valid 有效期至(YYYY-MM-DD) [--note 说明]
                                            一次为多行报价（同一事务；重复执行相同内容不重复报价）

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runEnquiryCommand(db: Kysely<Database>, argv: string[]): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        quoted: { type: 'boolean' },
        page: { type: 'string' },
        size: { type: 'string' },
        price: { type: 'string' },
        lead: { type: 'string' },
        valid: { type: 'string' },
        goods: { type: 'string' },
        note: { type: 'string' },
        line: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'list': {
        const size = int(values.size, '--size ', 20);
        if (size > 100) throw new UsageError('--size 不能超过 100');
        const state = values.quoted ? 'quoted' : 'requested';
        const page = await listQuoteLines(db, { state, current: int(values.page, '--page ', 1), size });
        const title = state === 'quoted' ? '已报价的询价行' : '待报价的询价行';
        if (page.total === 0) return { code: 0, out: [`没有${title}`] };
        return {
          code: 0,
          out: [
            `${title}共 ${page.total} 行（第 ${page.current}/${page.pages} 页）：`,
            ...page.records.map((r) => `行 #${r.lineId}  询价单 ${r.enquiryNo} 第 ${r.rowNo} 行  ${r.inputModel}${r.inputBrand ? `（${r.inputBrand}）` : ''} × ${r.qty ?? '—'}  ${r.memberName}  申请 ${china(r.requestedAt)}`),
          ],
        };
      }
      case 'quote': {
        if (!arg) throw new UsageError('请提供行编号');
        const lineId = int(arg, '行编号', 0);
        let priceFen: number;
        try {
          priceFen = parseYuan(need(values.price, '--price 单价（元）'));
        } catch (err) {
          if (err instanceof UsageError) throw err;
          throw new UsageError(`--price 不是有效的金额：${values.price}`);
        }
        if (priceFen <= 0) throw new UsageError('--price 必须大于 0');
        const leadText = need(values.lead, '--lead 货期（天）');
        const leadTimeDays = Number(leadText);
        if (!Number.isInteger(leadTimeDays) || leadTimeDays < 0 || leadTimeDays > 365) throw new UsageError(`--lead 须为 0 到 365 的整数：${leadText}`);
        const validUntil = need(values.valid, '--valid 有效期至（YYYY-MM-DD）');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) throw new UsageError(`--valid 须为 YYYY-MM-DD：${validUntil}`);
        const goodsId = values.goods === undefined ? undefined : int(values.goods, '--goods ', 0);
        const note = values.note?.slice(0, 200);
        const enquiryId = await answerQuote(db, CLI_QUOTER, { lineId, priceFen, leadTimeDays, validUntil, ...(goodsId ? { goodsId } : {}), ...(note ? { note } : {}) });
        return { code: 0, out: [`已为行 #${lineId}（询价编号 ${enquiryId}）报价，会员已收到站内消息`] };
      }
      case 'quote-batch': {
        if (!values.line?.length) throw new UsageError('请为每行提供 --line 行编号:单价(元):货期(天)');
        const validUntil = need(values.valid, '--valid 有效期至（YYYY-MM-DD）');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) throw new UsageError(`--valid 须为 YYYY-MM-DD：${validUntil}`);
        const note = values.note?.trim().slice(0, 200);
        const lines = values.line.map((text) => {
          const m = /^(\d{1,15}):(\d{1,12}(?:\.\d{1,2})?):(\d{1,3})$/.exec(text.trim());
          if (!m) throw new UsageError(`--line 的格式是 行编号:单价(元):货期(天)：${text}`);
          const priceFen = parseYuan(m[2]!);
          if (priceFen <= 0) throw new UsageError(`单价必须大于 0：${text}`);
          const leadTimeDays = Number(m[3]);
          if (leadTimeDays > 365) throw new UsageError(`货期须为 0 到 365 的整数：${text}`);
          return { lineId: Number(m[1]), priceFen, leadTimeDays, validUntil, ...(note ? { note } : {}) };
        });
        const r = await answerQuoteBatch(db, CLI_QUOTER, { lines });
        return { code: 0, out: [`已为 ${r.quoted} 行报价${r.unchanged ? `（${r.unchanged} 行此前已按相同内容报价）` : ''}，涉及询价编号 ${r.enquiryIds.join('、')}，会员已收到站内消息`] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '人工报价失败', runEnquiryCommand);
