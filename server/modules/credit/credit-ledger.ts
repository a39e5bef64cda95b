// The credit ledger (账期): one place that knows what a buyer's credit terms are and what is still
// owed on them, shared by goods orders (checkout) and service orders (services), so both draw on
// the same limit. The terms and the debt belong to a credit holder (creditHolderOf): a personal
// member's own, or for an active member of a company the company's (issue 37 item 4: one limit
// for all its members): the terms are the member_credit row of the company's certified account,
// and the debt is the company's orders (company_id), whoever of its members placed them.
// Owed = what goods credit orders still owe (total minus paid minus credit relieved by
// after-sales, not cancelled) plus what service orders put on credit still owe (the quote, until
// paid, not cancelled). A writer that puts something on credit locks the holder's member_credit
// row first (lockCreditTerms), so two such writers of one holder (two buyers of one company too)
// take turns and cannot both fit the same headroom; the sum is read after the lock, so it sees what
// the other one committed. A writer stamps the order it puts on credit with the holder's company
// (creditCompanyStamp), so the sum counts it. The goods orders' sum comes from the orders module
// (orders/public.ts), the rest from credit-repository.ts.
import type { Kysely } from 'kysely';
import type { Fen } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { actingOf } from '../company/public.ts';
import { creditOrdersOwed } from '../orders/public.ts';
import { activeTermsOf, serviceCreditOwed } from './credit-repository.ts';

export interface CreditTermsRow {
  limitFen: number;
  termDays: number;
}

/** Whose credit a member uses: the member id the terms are kept under, and the company whose orders are the debt (null: the member's own orders outside any company). */
export interface CreditHolder {
  ownerId: number;
  companyId: number | null;
}

/** The credit holder a member buys on: their company's while they are active in one, else their own. */
export async function creditHolderOf(db: Kysely<Database>, memberId: number): Promise<CreditHolder> {
  const acting = await actingOf(db, memberId);
  return { ownerId: acting.ownerId, companyId: acting.active && acting.company ? acting.company.companyId : null };
}

/** The company_id an order put on the holder's credit carries (so the holder's debt counts it): the holder's company, or nothing for a personal holder. */
export function creditCompanyStamp(holder: CreditHolder): { companyId?: number } {
  return holder.companyId === null ? {} : { companyId: holder.companyId };
}

async function termsOf(db: Kysely<Database>, holder: CreditHolder, lock: boolean): Promise<CreditTermsRow | null> {
  const row = await activeTermsOf(db, holder.ownerId, lock);
  return row ? { limitFen: Number(row.limitFen), termDays: row.termDays } : null;
}

/** The holder's active credit terms, or null (no lock: for showing them). */
export function creditTerms(db: Kysely<Database>, holder: CreditHolder): Promise<CreditTermsRow | null> {
  return termsOf(db, holder, false);
}

/** The holder's active credit terms locked for this transaction (call before creditOwed when putting something on credit), or null. */
export function lockCreditTerms(trx: Kysely<Database>, holder: CreditHolder): Promise<CreditTermsRow | null> {
  return termsOf(trx, holder, true);
}

/** Everything the holder still owes on credit terms: goods and service orders together. */
export async function creditOwed(db: Kysely<Database>, holder: CreditHolder): Promise<Fen> {
  const debtor = { memberId: holder.ownerId, companyId: holder.companyId };
  return (await creditOrdersOwed(db, debtor)) + (await serviceCreditOwed(db, debtor));
}

export interface CreditAccount extends CreditTermsRow {
  owedFen: Fen;
  /** The limit minus what is owed, never below 0. */
  availableFen: Fen;
}

/** The holder's terms with what is owed and still available, or null without active terms. */
export async function creditAccount(db: Kysely<Database>, holder: CreditHolder, opts: { lock?: boolean } = {}): Promise<CreditAccount | null> {
  const terms = await termsOf(db, holder, opts.lock === true);
  if (!terms) return null;
  const owedFen = await creditOwed(db, holder);
  return { ...terms, owedFen, availableFen: Math.max(0, terms.limitFen - owedFen) };
}
