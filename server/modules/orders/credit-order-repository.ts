// What goods orders on credit terms (账期) still owe, for the credit ledger (server/modules/credit):
// total minus paid minus what after-sales relieved, orders not cancelled; a company's orders
// (company_id, whoever placed them), or a personal member's own orders outside any company.
import type { Kysely, Transaction } from 'kysely';
import { ORDER_STATUS, PAY_METHOD } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';

export async function creditOrdersOwed(db: Kysely<Database> | Transaction<Database>, debtor: { memberId: number; companyId: number | null }): Promise<number> {
  const row = await db
    .selectFrom('saleOrder')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb(eb('totalFen', '-', eb.ref('paidFen')), '-', eb.ref('creditReliefFen'))), eb.lit(0)).as('owed'))
    .$if(debtor.companyId !== null, (q) => q.where('companyId', '=', debtor.companyId!))
    .$if(debtor.companyId === null, (q) => q.where('memberId', '=', debtor.memberId).where('companyId', 'is', null))
    .where('payMethod', '=', PAY_METHOD.credit)
    .where('status', '!=', ORDER_STATUS.cancelled)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}
