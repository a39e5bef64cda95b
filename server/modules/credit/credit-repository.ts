// The queries of the credit ledger: a holder's active credit terms (member_credit, locked FOR
// UPDATE when putting something on credit) and what service orders put on credit still owe (a
// company's by company_id, a personal member's own outside any company).
import type { Kysely } from 'kysely';
import { SERVICE_STATUS } from '../../../domain/services/service-status.ts';
import type { Database } from '../../db/schema.ts';

/** The member's active terms (limit and days), locked for the transaction when `lock`; undefined without active terms. */
export async function activeTermsOf(db: Kysely<Database>, memberId: number, lock: boolean): Promise<{ limitFen: number; termDays: number } | undefined> {
  return db
    .selectFrom('memberCredit')
    .select(['limitFen', 'termDays'])
    .where('memberId', '=', memberId)
    .where('status', '=', 1)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Whose debt is summed: a company's orders (company_id), else the member's own orders outside any company. */
export interface Debtor {
  memberId: number;
  companyId: number | null;
}

/** What service orders the debtor put on credit still owe (the quote, not paid, not cancelled). */
export async function serviceCreditOwed(db: Kysely<Database>, debtor: Debtor): Promise<number> {
  // reads service_order of services: services imports credit (service-transfer.ts), so its public.ts would be an import cycle
  const row = await db
    .selectFrom('serviceOrder')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quoteFen'), eb.lit(0)).as('owed'))
    .$if(debtor.companyId !== null, (q) => q.where('companyId', '=', debtor.companyId!))
    .$if(debtor.companyId === null, (q) => q.where('memberId', '=', debtor.memberId).where('companyId', 'is', null))
    .where('creditAt', 'is not', null)
    .where('paidAt', 'is', null)
    .where('status', '!=', SERVICE_STATUS.cancelled)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}
