// The tables behind the open member calls: notice dismissals, the company registry and the
// certified company names.
import type { Kysely } from 'kysely';
import type { CompanyMatch } from '../../../domain/account/account-answers.ts';
import type { Database } from '../../db/schema.ts';

export async function noticeDismissed(db: Kysely<Database>, memberId: number, noticeId: string): Promise<boolean> {
  const row = await db.selectFrom('noticeDismissal').select('noticeId').where('memberId', '=', memberId).where('noticeId', '=', noticeId).executeTakeFirst();
  return row !== undefined;
}

export async function dismissNotice(db: Kysely<Database>, memberId: number, noticeId: string): Promise<void> {
  await db.insertInto('noticeDismissal').values({ memberId, noticeId }).onConflict((oc) => oc.doNothing()).execute();
}

/** Up to 10 registry companies whose name contains `keyword`, shortest names first. */
export async function findCompanies(db: Kysely<Database>, keyword: string): Promise<CompanyMatch[]> {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .selectFrom('companyRegistry')
    .select(['companyName', 'creditCode', 'legalPerson', 'regAddress'])
    .where('companyName', 'ilike', `%${escaped}%`)
    .orderBy((eb) => eb.fn('length', ['companyName']))
    .orderBy('companyName')
    .limit(10)
    .execute();
}

/** Adds a company a member typed in; a name already in the registry is left as it is. */
export async function saveCompany(db: Kysely<Database>, company: CompanyMatch): Promise<void> {
  await db
    .insertInto('companyRegistry')
    .values({ ...company, source: 'member' })
    .onConflict((oc) => oc.column('companyName').doNothing())
    .execute();
}

export async function companyCertified(db: Kysely<Database>, companyName: string): Promise<boolean> {
  const cert = await db.selectFrom('enterpriseCert').select(['status']).where('companyName', '=', companyName).where('status', '=', 1).executeTakeFirst();
  return cert !== undefined;
}
