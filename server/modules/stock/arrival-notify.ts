// Tells every member waiting for goods (到货通知) that it can be sold again: one message each, the
// waits closed in the same statement (never twice). Runs inside the stock write's transaction.
// Used by stock corrections (stock-adjustment-service.ts); stock receipts do the same inline.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notifyMember } from '../messages/public.ts';
import { STOCK_MSG } from './messages.ts';
import { sellable, takePendingNotices, type GoodsFacts } from './stock-repository.ts';

/** The number of members told (0 when the goods still cannot be sold). */
export async function tellWaitingMembers(trx: Transaction<Database>, goods: GoodsFacts): Promise<number> {
  const stockQty = await sellable(trx, goods.id);
  if (stockQty <= 0 || goods.status !== 1) return 0;
  const waiting = await takePendingNotices(trx, goods.id);
  for (const w of waiting) {
    await notifyMember(trx, {
      memberId: Number(w.memberId),
      kind: 'system',
      title: STOCK_MSG.noticeTitle(goods.brandName, goods.model),
      body: STOCK_MSG.noticeBody(goods.brandName, goods.model, goods.name, stockQty, goods.unit),
      link: `/product/${goods.id}`,
      eventKey: `arrival:${w.id}:${new Date(w.createdAt).getTime()}`,
    });
  }
  return waiting.length;
}
