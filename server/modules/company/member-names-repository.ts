// Who placed a record, by name (issue 37 item 5): the rows of /myOrder, /enquiry and /afterSale in
// 全公司 show the buyer. The name is the one the company gave the member; a member who has left the
// company keeps their account nickname (their records stay with the company).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The display names of these members (company name first, else the account nickname), by member id; unknown ids are absent. */
export async function memberNames(db: Db, memberIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    // reads member of account: a former colleague's nickname when they left the company (account imports company, so its public.ts would be a cycle)
    .selectFrom('member as m')
    .leftJoin('companyMember as cm', 'cm.memberId', 'm.id')
    .select(['m.id', 'cm.name', 'm.nickname'])
    .where('m.id', 'in', ids)
    .execute();
  const out = new Map<number, string>();
  for (const r of rows) {
    const name = r.name ?? r.nickname;
    if (name) out.set(Number(r.id), name);
  }
  return out;
}
