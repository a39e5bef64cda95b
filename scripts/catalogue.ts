// npm run catalogue -- <command>: the staff console's catalogue edits (商品管理) from a terminal, on
// the same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the
// same services as the staff API /gateway/goods/api/staff/goods/catalogue/* and .../stock/adjust.
// Every edit publishes the catalogue change, so running servers drop the old price or shelf state.
//   show | price | shelf | zone | stock | alias   (see HELP)
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { STOCK_MODE_TEXT, type CatalogueDetail, type StockMode, type Tier } from '../domain/staff/catalogue-payloads.ts';
import { formatPrice, parseYuan } from '../domain/shared/money.ts';
import type { Database } from '../server/db/schema.ts';
import type { BrandAliases } from '../domain/catalogue/brand-alias-payloads.ts';
import { addBrandAlias, brandAliasesOf, brandIdByText, catalogueDetail, removeBrandAlias, setPriceTiers, setShelf, setZones } from '../server/modules/catalogue/public.ts';
import { CLI_ACTOR } from '../domain/staff/staff-actor.ts';
import { adjustStock, goodsIdByCode } from '../server/modules/stock/public.ts';
import { cliFailure, need, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客商品管理命令行（与后台接口 /gateway/goods/api/staff/goods/catalogue/* 使用同一套业务逻辑）

用法：npm run catalogue -- <命令> [参数]

  show <商品编号|商品编码>
        查看商品的阶梯价、上下架状态、专区与各仓库存。
  price <商品编号|商品编码> <起购数量:市场价:会员价:VIP价> [更多档…]
        修改阶梯价（金额单位：元）。第一档的起购数量须等于起订量，其后递增；
        例：price 12 1:25.00:23.50:22.00 10:24.00:22.80:21.50
  shelf <商品编号|商品编码> on|off
        上架（on）或下架（off）。
  zone <商品编号|商品编码> [专区编号…]
        设置商品所在的专区（列出全部专区；不列任何专区即移出所有专区）。
  stock <商品编号|商品编码> <仓库编号> set|adjust <数量> --reason 原因 [--key 请求编号]
        库存调整：set 把该仓库库存设为某数，adjust 增减（可为负数，如 -3）。
        库存不能为负，也不能少于订单占用。同一请求编号重复执行只调整一次。
  alias <品牌编号|品牌名称> [add|remove <别名>]
        查看品牌的别名，或添加、删除一个别名（中文简称、旧称、英文名或拼音，如 东华 = DONGHUA）。
        别名在全部品牌中唯一；搜索与批量询价即时生效。

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令，
或在服务器运行时改用后台页面。`;

async function goodsIdOf(db: Kysely<Database>, text: string): Promise<number> {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : await goodsIdByCode(db, text);
  if (id === undefined) throw new UsageError(`找不到商品：${text}`);
  return id;
}

function tierOf(text: string, n: number): Tier {
  const parts = text.split(':');
  if (parts.length !== 4) throw new UsageError(`第 ${n} 档格式应为 起购数量:市场价:会员价:VIP价，收到：${text}`);
  const minQty = Number(parts[0]);
  if (!Number.isSafeInteger(minQty) || minQty < 1) throw new UsageError(`第 ${n} 档的起购数量须为正整数：${parts[0]}`);
  const fen = (value: string) => {
    try {
      return parseYuan(value);
    } catch {
      throw new UsageError(`第 ${n} 档的金额格式不正确：${value}`);
    }
  };
  return { minQty, listPriceFen: fen(parts[1]!), memberPriceFen: fen(parts[2]!), vipPriceFen: fen(parts[3]!) };
}

function describeBrand(b: BrandAliases): string[] {
  return [`${b.name}${b.nameCn && b.nameCn !== b.name ? `（${b.nameCn}）` : ''}，品牌编号 ${b.id}`, `别名：${b.aliases.map((a) => a.alias).join('、') || '无'}`];
}

async function aliasCommand(db: Kysely<Database>, brandText: string | undefined, rest: string[]): Promise<CliResult> {
  const text = need(brandText, '品牌编号或品牌名称');
  const brandId = await brandIdByText(db, text);
  if (brandId === undefined) throw new UsageError(`找不到品牌：${text}`);
  const [action, ...words] = rest;
  if (action === undefined) return { code: 0, out: describeBrand(await brandAliasesOf(db, brandId)) };
  if (action !== 'add' && action !== 'remove') throw new UsageError(`别名操作只能是 add（添加）或 remove（删除）：${action}`);
  const alias = need(words.join(' '), '别名');
  if (action === 'add') return { code: 0, out: ['别名已添加', ...describeBrand(await addBrandAlias(db, { brandId, alias }))] };
  return { code: 0, out: ['别名已删除', ...describeBrand(await removeBrandAlias(db, { brandId, alias }))] };
}

function describe(d: CatalogueDetail): string[] {
  return [
    `${d.model}（${d.goodsCode}）${d.name}，${d.brandName}，${d.onShelf ? '上架' : '已下架'}，起订 ${d.minOrderQty}${d.unit}`,
    `阶梯价：${d.tiers.map((t) => `${t.minQty}${d.unit}起 市场价 ${formatPrice(t.listPriceFen)} / 会员价 ${formatPrice(t.memberPriceFen)} / VIP ${formatPrice(t.vipPriceFen)}`).join('；')}${d.customTiers ? '' : '（默认阶梯）'}`,
    `库存：${d.stock.map((s) => `${s.warehouseName}（#${s.warehouseId}）${s.qty}，占用 ${s.reserved}`).join('；')}；可售 ${d.stockQty}`,
    `专区：${d.zones.filter((z) => z.member).map((z) => `${z.name}（#${z.id}）`).join('、') || '无'}`,
  ];
}

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runCatalogueCommand(db: Kysely<Database>, argv: string[]): Promise<CliResult> {
  try {
    // A negative number (stock adjust -3) is a value, not an option: hidden from parseArgs, restored below.
    const NEG = '\u0000';
    const { values, positionals: raw } = parseArgs({
      args: argv.map((a) => (/^-\d+$/.test(a) ? NEG + a : a)),
      allowPositionals: true,
      allowNegative: false,
      strict: true,
      options: { reason: { type: 'string' }, key: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const positionals = raw.map((p) => (p.startsWith(NEG) ? p.slice(1) : p));
    const [command, goods, ...rest] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    if (!['show', 'price', 'shelf', 'zone', 'stock', 'alias'].includes(command)) throw new UsageError(`未知命令：${command}`);
    if (command === 'alias') return await aliasCommand(db, goods, rest);
    const goodsId = await goodsIdOf(db, need(goods, '商品编号或商品编码'));
    switch (command) {
      case 'show':
        return { code: 0, out: describe(await catalogueDetail(db, goodsId)) };
      case 'price': {
        if (rest.length === 0) throw new UsageError('请提供至少一档价格');
        const d = await setPriceTiers(db, { goodsId, tiers: rest.map((t, i) => tierOf(t, i + 1)) });
        return { code: 0, out: ['阶梯价已保存', ...describe(d)] };
      }
      case 'shelf': {
        const state = need(rest[0], '上架（on）或下架（off）');
        if (state !== 'on' && state !== 'off') throw new UsageError(`上下架只能是 on 或 off：${state}`);
        const d = await setShelf(db, { goodsId, onShelf: state === 'on' });
        return { code: 0, out: [d.onShelf ? '商品已上架' : '商品已下架', ...describe(d)] };
      }
      case 'zone': {
        const zoneIds = rest.map((z) => {
          const n = Number(z);
          if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`专区编号必须是正整数：${z}`);
          return n;
        });
        const d = await setZones(db, { goodsId, zoneIds });
        return { code: 0, out: ['专区已保存', ...describe(d)] };
      }
      default: {
        const [warehouse, mode, qtyText] = rest;
        const warehouseId = Number(need(warehouse, '仓库编号'));
        if (!Number.isSafeInteger(warehouseId) || warehouseId < 1) throw new UsageError(`仓库编号必须是正整数：${warehouse}`);
        if (mode !== 'set' && mode !== 'adjust') throw new UsageError('方式只能是 set（设为）或 adjust（增减）');
        const qty = Number(need(qtyText, '数量'));
        if (!Number.isSafeInteger(qty)) throw new UsageError(`数量必须是整数：${qtyText}`);
        const requestKey = values.key?.trim() || `cli-${randomUUID()}`;
        if (!/^[A-Za-z0-9_-]{8,64}$/.test(requestKey)) throw new UsageError('请求编号只能包含字母、数字、- 和 _，8 到 64 个字符');
        const r = await adjustStock(db, CLI_ACTOR, { goodsId, warehouseId, mode: mode as StockMode, qty, reason: values.reason ?? '', requestKey });
        const head = r.repeated ? `请求 ${requestKey} 已调整过，本次未重复调整` : `库存已${STOCK_MODE_TEXT[mode as StockMode]}：仓库 #${warehouseId} ${r.qtyBefore} → ${r.qtyAfter}`;
        return { code: 0, out: [head, ...describe(await catalogueDetail(db, goodsId))] };
      }
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '商品管理命令执行失败', runCatalogueCommand);
