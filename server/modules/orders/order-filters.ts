// The filters of the buyer's order list, as one WHERE condition on `sale_order as o`: status,
// the China-day date range, and a keyword that is an order number or a line's model, name or code.
// The member list (sale-service.ts) and the order export (order-export-service.ts) share it.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';

export interface OrderFilter {
  status?: number | null | undefined;
  keyword?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

type OrderScope = ExpressionBuilder<Database & { o: Database['saleOrder'] }, 'o'>;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The condition of `q` on `o` (always true when nothing is filtered). */
export function orderFilter(q: OrderFilter): (eb: OrderScope) => Expression<SqlBool> {
  return (eb) => {
    const all: Expression<SqlBool>[] = [];
    if (q.status !== undefined && q.status !== null) all.push(eb('o.status', '=', q.status));
    if (q.startDate) all.push(eb('o.createdAt', '>=', chinaMidnightUtc(q.startDate)));
    if (q.endDate) all.push(eb('o.createdAt', '<', chinaMidnightUtc(q.endDate, 1)));
    const keyword = q.keyword?.trim();
    if (keyword) {
      const like = likePattern(keyword);
      all.push(
        eb.or([
          eb('o.orderNo', 'ilike', like),
          eb.exists(
            eb
              .selectFrom('saleOrderLine as l')
              .select(sql`1`.as('one'))
              .whereRef('l.orderId', '=', 'o.id')
              .where((w) => w.or([w('l.model', 'ilike', like), w('l.name', 'ilike', like), w('l.goodsCode', 'ilike', like)])),
          ),
        ]),
      );
    }
    return eb.and(all);
  };
}
