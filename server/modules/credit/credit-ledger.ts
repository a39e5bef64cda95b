// The credit ledger (账期): one place that knows what an enterprise member's credit terms are and
// what is still owed on them, shared by goods orders (checkout) and service orders (services), so
// both draw on the same limit. Owed = what goods credit orders still owe (total minus paid minus
// credit relieved by after-sales, not cancelled) plus what service orders put on credit still owe (the quote, until paid, not
// cancelled). A writer that puts something on credit locks the member's member_credit row first
// (lockCreditTerms), so two such writers of one member take turns and cannot both fit the same
// headroom; the sum is read after the lock, so it sees what the other one committed.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAY_METHOD } from '../../../domain/orders/order-status.ts';
import { SERVICE_STATUS } from '../../../domain/services/service-status.ts';
import type { Fen } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';

export interface CreditTermsRow {
  limitFen: number;
  termDays: number;
}

async function termsOf(db: Kysely<Database>, memberId: number, lock: boolean): Promise<CreditTermsRow | null> {
  const row = await db
    .selectFrom('memberCredit')
    .select(['limitFen', 'termDays'])
    .where('memberId', '=', memberId)
    .where('status', '=', 1)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ? { limitFen: Number(row.limitFen), termDays: row.termDays } : null;
}

/** The member's active credit terms, or null (no lock: for showing them). */
export function creditTerms(db: Kysely<Database>, memberId: number): Promise<CreditTermsRow | null> {
  return termsOf(db, memberId, false);
}

/** The member's active credit terms locked for this transaction (call before creditOwed when putting something on credit), or null. */
export function lockCreditTerms(trx: Kysely<Database>, memberId: number): Promise<CreditTermsRow | null> {
  return termsOf(trx, memberId, true);
}

/** What goods credit orders of the member still owe (not cancelled: total minus paid minus what after-sales relieved). */
async function goodsOwed(db: Kysely<Database>, memberId: number): Promise<Fen> {
  const row = await db
    .selectFrom('saleOrder')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb(eb('totalFen', '-', eb.ref('paidFen')), '-', eb.ref('creditReliefFen'))), eb.lit(0)).as('owed'))
    .where('memberId', '=', memberId)
    .where('payMethod', '=', PAY_METHOD.credit)
    .where('status', '!=', ORDER_STATUS.cancelled)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/** What service orders the member put on credit still owe (not paid, not cancelled). */
async function servicesOwed(db: Kysely<Database>, memberId: number): Promise<Fen> {
  const row = await db
    .selectFrom('serviceOrder')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quoteFen'), eb.lit(0)).as('owed'))
    .where('memberId', '=', memberId)
    .where('creditAt', 'is not', null)
    .where('paidAt', 'is', null)
    .where('status', '!=', SERVICE_STATUS.cancelled)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/** Everything the member still owes on credit terms: goods and service orders together. */
export async function creditOwed(db: Kysely<Database>, memberId: number): Promise<Fen> {
  return (await goodsOwed(db, memberId)) + (await servicesOwed(db, memberId));
}

export interface CreditAccount extends CreditTermsRow {
  owedFen: Fen;
  /** The limit minus what is owed, never below 0. */
  availableFen: Fen;
}

/** The member's terms with what is owed and still available, or null without active terms. */
export async function creditAccount(db: Kysely<Database>, memberId: number, opts: { lock?: boolean } = {}): Promise<CreditAccount | null> {
  const terms = await termsOf(db, memberId, opts.lock === true);
  if (!terms) return null;
  const owedFen = await creditOwed(db, memberId);
  return { ...terms, owedFen, availableFen: Math.max(0, terms.limitFen - owedFen) };
}
