// The reads an order's detail makes beyond the orders module's own tables, read-only: the money of
// its after-sales requests, the shop's receiving account (site setting 'bankAccount') and the roles
// of the staff in its timeline. Each module named imports the orders module, so orders reads these
// rows here rather than import it back (an import cycle).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The order's refund payments with their request's number, oldest first. */
export async function refundPaymentsOfOrder(db: Db, orderId: number) {
  // reads refund_payment, refund_order of after-sales: after-sales imports orders, so its public.ts would be an import cycle
  return db
    .selectFrom('refundPayment')
    .innerJoin('refundOrder', 'refundOrder.id', 'refundPayment.refundId')
    .select(['refundOrder.id as refundId', 'refundOrder.refundNo', 'refundPayment.amountFen', 'refundPayment.method', 'refundPayment.status', 'refundPayment.settledAt', 'refundPayment.id'])
    .where('refundPayment.orderId', '=', orderId)
    .orderBy('refundPayment.createdAt')
    .orderBy('refundPayment.id')
    .execute();
}

/** The stored value of the 'bankAccount' site setting (unchecked), or undefined. */
export async function bankAccountSetting(db: Db): Promise<unknown> {
  // reads site_setting of platform: one row by key, no module owns the table (server/db/schema/platform.ts)
  const row = await db.selectFrom('siteSetting').select('value').where('key', '=', 'bankAccount').executeTakeFirst();
  return row?.value;
}

/** The roles of the given staff accounts (accounts no longer there are missing). */
export async function staffRolesOf(db: Db, staffIds: number[]): Promise<{ id: number; role: string }[]> {
  // reads staff_user of staff: staff imports orders (audit snapshots), so its public.ts would be an import cycle
  return db.selectFrom('staffUser').select(['id', 'role']).where('id', 'in', staffIds).execute();
}
