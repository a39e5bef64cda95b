// The credit ledger (账期): one place that knows what an enterprise member's credit terms are and
// what is still owed on them, shared by goods orders (checkout) and service orders (services), so
// both draw on the same limit. Owed = what goods credit orders still owe (total minus paid minus
// credit relieved by after-sales, not cancelled) plus what service orders put on credit still owe (the quote, until paid, not
// cancelled). A writer that puts something on credit locks the member's member_credit row first
// (lockCreditTerms), so two such writers of one member take turns and cannot both fit the same
// headroom; the sum is read after the lock, so it sees what the other one committed. The goods
// orders' sum comes from the orders module (orders/public.ts), the rest from credit-repository.ts.
import type { Kysely } from 'kysely';
import type { Fen } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { creditOrdersOwed } from '../orders/public.ts';
import { activeTermsOf, serviceCreditOwed } from './credit-repository.ts';

export interface CreditTermsRow {
  limitFen: number;
  termDays: number;
}

async function termsOf(db: Kysely<Database>, memberId: number, lock: boolean): Promise<CreditTermsRow | null> {
  const row = await activeTermsOf(db, memberId, lock);
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

/** Everything the member still owes on credit terms: goods and service orders together. */
export async function creditOwed(db: Kysely<Database>, memberId: number): Promise<Fen> {
  return (await creditOrdersOwed(db, memberId)) + (await serviceCreditOwed(db, memberId));
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
