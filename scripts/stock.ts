// npm run stock -- <command>: the warehouse's stock receipts (入库) from a terminal, on the same
// database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the same
// service as the staff API POST /gateway/goods/api/staff/goods/stockIn
// (server/modules/stock/public.ts). A receipt that makes goods sellable again sends every member
// waiting for it (到货通知) a message.
//   in <商品编号|商品编码> <数量> [--warehouse N] [--ref 入库单号] [--note 文字] | waiting <商品编号|商品编码>
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { STOCK_IN_MAX, STOCK_REF_MAX, STOCK_REF_PATTERN } from '../domain/stock/buy-rule.ts';
import type { Database } from '../server/db/schema.ts';
import { CLI_ACTOR } from '../domain/staff/staff-actor.ts';
import { goodsIdByCode, pendingFor, receiveStock } from '../server/modules/stock/public.ts';
import { china, cliFailure, int, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客入库命令行（与后台接口 /gateway/goods/api/staff/goods/stockIn 使用同一套业务逻辑）

用法：npm run stock -- <命令> [参数]

  in <商品编号|商品编码> <数量> [--warehouse 仓库编号] [--ref 入库单号] [--note 备注]
        入库：增加该商品在仓库中的库存（不填仓库为该商品库存最多的仓库）。
        商品重新可售时，订阅了到货通知的会员都会收到站内消息。
        同一入库单号重复执行只入库一次（不填单号时按当前时间生成）。
  waiting <商品编号|商品编码>   查看正在等待该商品到货的会员数

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台接口。`;

async function goodsIdOf(db: Kysely<Database>, text: string): Promise<number> {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : await goodsIdByCode(db, text);
  if (id === undefined) throw new UsageError(`找不到商品：${text}`);
  return id;
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runStockCommand(db: Kysely<Database>, argv: string[], now: Date = new Date()): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        warehouse: { type: 'string' },
        ref: { type: 'string' },
        note: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, goods, qty] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'in': {
        const goodsId = await goodsIdOf(db, need(goods, '商品编号或商品编码'));
        const num = int(need(qty, '入库数量'), '入库数量', 0);
        if (num > STOCK_IN_MAX) throw new UsageError(`入库数量一次不能超过 ${STOCK_IN_MAX}`);
        const refNo = values.ref?.trim() || `CLI-${now.getTime()}`;
        if (refNo.length > STOCK_REF_MAX || !new RegExp(STOCK_REF_PATTERN).test(refNo)) throw new UsageError(`入库单号只能包含字母、数字、- 和 _，最长 ${STOCK_REF_MAX} 个字符`);
        const warehouseId = values.warehouse === undefined ? undefined : int(values.warehouse, '仓库编号', 0);
        const r = await receiveStock(db, CLI_ACTOR, { goodsId, num, refNo, ...(warehouseId ? { warehouseId } : {}), ...(values.note ? { note: values.note } : {}) });
        if (r.repeated) return { code: 0, out: [`入库单 ${r.refNo} 已于 ${china(r.createdAt)} 入库（${r.model} ${r.num} 件，${r.warehouseName}），本次未重复入库`] };
        return {
          code: 0,
          out: [
            `已入库：${r.model}（${r.goodsCode}）${r.num} 件 → ${r.warehouseName}，入库单 ${r.refNo}`,
            `当前可售 ${r.stockQty} 件；${r.notified > 0 ? `已通知 ${r.notified} 位等待到货的会员` : '没有等待到货的会员'}`,
          ],
        };
      }
      case 'waiting': {
        const goodsId = await goodsIdOf(db, need(goods, '商品编号或商品编码'));
        const n = await pendingFor(db, goodsId);
        return { code: 0, out: [n > 0 ? `商品 #${goodsId} 有 ${n} 位会员在等待到货` : `商品 #${goodsId} 没有会员在等待到货`] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '入库命令执行失败', runStockCommand);
