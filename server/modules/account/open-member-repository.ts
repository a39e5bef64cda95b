// The tables behind the open member calls: notice dismissals, the company registry and the
// certified company names.
import { sql, type Kysely } from 'kysely';
import type { CompanyMatch } from '../../../domain/account/account-answers.ts';
import type { Database } from '../../db/schema.ts';

export async function noticeDismissed(db: Kysely<Database>, memberId: number, noticeId: string): Promise<boolean> {
  const row = await db.selectFrom('noticeDismissal').select('noticeId').where('memberId', '=', memberId).where('noticeId', '=', noticeId).executeTakeFirst();
  return row !== undefined;
}

export async function dismissNotice(db: Kysely<Database>, memberId: number, noticeId: string): Promise<void> {
  await db.insertInto('noticeDismissal').values({ memberId, noticeId }).onConflict((oc) => oc.doNothing()).execute();
}

/**
 * Up to 10 registry companies whose name contains `keyword`, shortest names first: the approved
 * entries (seeded, or used by an approved certification) and the viewer's own pending ones.
 */
export async function findCompanies(db: Kysely<Database>, keyword: string, viewerId: number | null): Promise<CompanyMatch[]> {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .selectFrom('companyRegistry')
    .select(['companyName', 'creditCode', 'legalPerson', 'regAddress'])
    .where('companyName', 'ilike', `%${escaped}%`)
    .where((eb) => (viewerId === null ? eb('approval', '=', 'approved') : eb.or([eb('approval', '=', 'approved'), eb('ownerMemberId', '=', viewerId)])))
    .orderBy((eb) => eb.fn('length', ['companyName']))
    .orderBy('companyName')
    .limit(10)
    .execute();
}

/** Serialises the writes of one registry name (a member's save, a certification's approval) in the caller's transaction. */
export async function lockCompanyName(db: Kysely<Database>, companyName: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(7510316, hashtext(${companyName}))`.execute(db);
}

/** Serialises one member's registry saves (the pending cap) in the caller's transaction. */
export async function lockMemberCompanies(db: Kysely<Database>, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(7510317, ${memberId % 2_147_483_647}::int)`.execute(db);
}

/**
 * Keeps a company a member typed in as that member's pending entry (a second save of the same name
 * corrects it); a name the registry already holds approved is left as it is.
 */
export async function saveCompany(db: Kysely<Database>, ownerMemberId: number, company: CompanyMatch): Promise<void> {
  const approved = await db.selectFrom('companyRegistry').select('id').where('companyName', '=', company.companyName).where('approval', '=', 'approved').executeTakeFirst();
  if (approved) return;
  await db
    .insertInto('companyRegistry')
    .values({ ...company, source: 'member', ownerMemberId, approval: 'pending' })
    .onConflict((oc) =>
      oc
        .columns(['ownerMemberId', 'companyName'])
        .where('approval', '=', 'pending')
        .doUpdateSet({ creditCode: company.creditCode, legalPerson: company.legalPerson, regAddress: company.regAddress }),
    )
    .execute();
}

/** Pending entries one member keeps (a cap on what one account can store). */
export async function pendingCompanyCount(db: Kysely<Database>, ownerMemberId: number): Promise<number> {
  const row = await db.selectFrom('companyRegistry').select((eb) => eb.fn.countAll<string>().as('n')).where('ownerMemberId', '=', ownerMemberId).where('approval', '=', 'pending').executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Staff approved `memberId`'s certification of `company`: the member's pending entry of that name
 * becomes approved, with the certified credit code, legal person and address (what staff checked),
 * and is suggested to everyone. When the registry already holds the name approved, the pending
 * copy is dropped. Runs in the caller's transaction.
 */
export async function approveCompanyOf(db: Kysely<Database>, memberId: number, company: CompanyMatch, at: Date): Promise<void> {
  await lockCompanyName(db, company.companyName);
  const approved = await db.selectFrom('companyRegistry').select('id').where('companyName', '=', company.companyName).where('approval', '=', 'approved').executeTakeFirst();
  const mine = db.selectFrom('companyRegistry').select('id').where('ownerMemberId', '=', memberId).where('companyName', '=', company.companyName).where('approval', '=', 'pending');
  if (approved) {
    await db.deleteFrom('companyRegistry').where('id', 'in', mine).execute();
    return;
  }
  await db
    .updateTable('companyRegistry')
    .set({ approval: 'approved', approvedAt: at, creditCode: company.creditCode, legalPerson: company.legalPerson, regAddress: company.regAddress })
    .where('id', 'in', mine)
    .execute();
}

export async function companyCertified(db: Kysely<Database>, companyName: string): Promise<boolean> {
  // reads enterprise_cert of certification: certification imports account's public.ts (certification-service.ts: approveCompanyOf, makeMemberEnterprise), so its public.ts would be an import cycle
  const cert = await db.selectFrom('enterpriseCert').select(['status']).where('companyName', '=', companyName).where('status', '=', 1).executeTakeFirst();
  return cert !== undefined;
}
