// `npm run staff -- dashboard`: the 工作台's figures from a terminal, through the same functions as
// GET /api/staff/dashboard/queues and /report (server/modules/dashboard). The command line has no
// role, so it prints every queue, as an admin sees them, and the report.
import type { Kysely } from 'kysely';
import { PERMISSION_KEYS } from '../domain/staff/staff-roles.ts';
import { QUEUE_WAITING_TEXT } from '../domain/staff/dashboard-payloads.ts';
import { formatPrice } from '../domain/shared/money.ts';
import type { Database } from '../server/db/schema.ts';
import { queueCounts, salesReport } from '../server/modules/dashboard/public.ts';

export async function dashboardLines(db: Kysely<Database>, now: Date = new Date()): Promise<string[]> {
  const queues = await queueCounts(db, PERMISSION_KEYS);
  const report = await salesReport(db, now);
  const out = ['工作队列（等待处理）：', ...queues.map((q) => `  ${QUEUE_WAITING_TEXT[q.key]}：${q.count}`)];
  out.push('', `今日（${report.today.date}）：订单 ${report.today.orderCount} 笔，销售额 ${formatPrice(report.today.salesFen)}，退款 ${formatPrice(report.today.refundFen)}`);
  const total = report.days.reduce((a, d) => ({ orders: a.orders + d.orderCount, fen: a.fen + d.salesFen, refunds: a.refunds + d.refundFen }), { orders: 0, fen: 0, refunds: 0 });
  out.push(`近 ${report.days.length} 天（${report.days[0]?.date} 至 ${report.today.date}）：订单 ${total.orders} 笔，销售额 ${formatPrice(total.fen)}，退款 ${formatPrice(total.refunds)}`);
  for (const d of report.days) {
    if (d.orderCount > 0 || d.salesFen > 0 || d.refundFen > 0) out.push(`  ${d.date}  订单 ${d.orderCount} 笔  销售额 ${formatPrice(d.salesFen)}  退款 ${formatPrice(d.refundFen)}`);
  }
  out.push('', '近 30 天热销商品（按数量）：');
  if (report.topByQuantity.length === 0) out.push('  无');
  report.topByQuantity.forEach((g, i) => out.push(`  ${i + 1}. ${g.brandName} ${g.model}（${g.goodsCode}）${g.name}  ${g.quantity} 件  ${formatPrice(g.amountFen)}`));
  out.push('', '近 30 天热销商品（按销售额）：');
  if (report.topByAmount.length === 0) out.push('  无');
  report.topByAmount.forEach((g, i) => out.push(`  ${i + 1}. ${g.brandName} ${g.model}（${g.goodsCode}）${g.name}  ${formatPrice(g.amountFen)}  ${g.quantity} 件`));
  out.push('', '近 30 天无结果的搜索词：');
  if (report.noResultTerms.length === 0) out.push('  无');
  report.noResultTerms.forEach((t, i) => out.push(`  ${i + 1}. ${t.keyword}  ${t.searches} 次（${t.searchers} 人）`));
  return out;
}
