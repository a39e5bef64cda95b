// TEMPORARY: stands in for the lead's server/modules/checkout/public.ts (createQuoteDraft,
// draftOrderIdOf) until it is on main; deleted after merging main.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function createQuoteDraft(trx: Transaction<Database>, memberId: number, lines: { goodsId: number; num: number; quoteId: number; lineNo: number }[]): Promise<number> {
  void trx;
  throw new Error(`createQuoteDraft is not on main yet (${memberId}, ${lines.length})`);
}

export async function draftOrderIdOf(db: Kysely<Database>, draftId: number): Promise<number | null> {
  void db;
  void draftId;
  return null;
}
