// Who reads and who acts on a quote (issue 39), as for orders and enquiries (company/record-scope.ts):
// the requester's own quotes, and a company's quotes as far as the reader's role reaches; acting
// (accept, withdraw, request again) is for the requester while their role may order. A quote
// names no department: an approver reaches the quotes of the members in their departments now.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { actingOf, assertRecordAccess, assertRecordActor, listScope, mayActOn, type Acting } from '../company/public.ts';
import { QUOTE_MSG } from './messages.ts';
import type { QuoteRecord, QuoteScope } from './quote-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const ACCESS = { missing: QUOTE_MSG.notFound, forbidden: QUOTE_MSG.colleagueQuote, placerOnly: QUOTE_MSG.placerOnly };

/** The record as record-scope reads it: the requester's department now, when they are still in the quote's company. */
async function recordRef(db: Db, q: QuoteRecord | undefined): Promise<{ memberId: number; companyId: number | null; departmentId: number | null } | undefined> {
  if (!q) return undefined;
  const requester = await actingOf(db, q.memberId);
  const departmentId = q.companyId !== null && requester.company?.companyId === q.companyId ? requester.company.departmentId : null;
  return { memberId: q.memberId, companyId: q.companyId, departmentId };
}

/** Throws 404 (another member's or company's quote) or 403 (a colleague's out of the role's reach). */
export async function assertQuoteReader(db: Db, acting: Acting, q: QuoteRecord | undefined): Promise<void> {
  await assertRecordAccess(db, acting, await recordRef(db, q), ACCESS);
}

/** Throws unless the caller requested the quote and may still order (404/403 as for reading first). */
export async function assertQuoteActor(db: Db, acting: Acting, q: QuoteRecord | undefined): Promise<void> {
  await assertRecordActor(db, acting, await recordRef(db, q), ACCESS);
}

export function mayActOnQuote(acting: Acting, q: QuoteRecord): boolean {
  return mayActOn(acting, q);
}

/** The list's scope: the company's quotes as far as the role reaches; the member's own otherwise. */
export async function quoteScopeOf(db: Db, acting: Acting): Promise<QuoteScope> {
  const own: QuoteScope = { kind: 'member', memberId: acting.memberId, companyId: acting.company?.companyId ?? null };
  if (!acting.company || !acting.active) return own;
  try {
    const scope = await listScope(db, acting, { scope: 'company' }, QUOTE_MSG.quoteWord);
    if (scope.kind === 'member') return own;
    return { kind: 'company', companyId: scope.companyId, departmentIds: scope.departmentIds, alsoMemberId: scope.alsoMemberId };
  } catch (err) {
    // A role that reaches only its own records (a buyer) reads its own quotes.
    if (err instanceof AppError && err.statusCode === 403) return own;
    throw err;
  }
}
