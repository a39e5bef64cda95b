// How other modules name members in staff views and exports: each member's mobile, nickname and
// company name, read by id in one query (the orders' staff rows, receipts queue and export).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface MemberContact {
  mobile: string | null;
  nickname: string | null;
  companyName: string | null;
}

/** The contact columns of the given members, by id (members not found are missing). */
export async function memberContacts(db: Kysely<Database> | Transaction<Database>, memberIds: readonly number[]): Promise<Map<number, MemberContact>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('member').select(['id', 'mobile', 'nickname', 'companyName']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { mobile: r.mobile, nickname: r.nickname, companyName: r.companyName }]));
}
