// The open member calls' rules: the site notice shown once per member, the login-page notes and
// the company registry the certification form searches and fills.
import type { Kysely } from 'kysely';
import { LoginNotes, SiteNotice, type NoticeToShow } from '../../../domain/account/account-answers.ts';
import { isValidCreditCode } from '../../../domain/shared/credit-code.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, tooManyRequests } from '../../http/errors.ts';
import { readSetting } from '../content/public.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { companyCertified, findCompanies, lockCompanyName, lockMemberCompanies, noticeDismissed, pendingCompanyCount, saveCompany } from './open-member-repository.ts';
import type { SaveCompanyBody } from './schemas.ts';

const NO_NOTICE: NoticeToShow = { show: false, notice: null };

/** The `notice` setting, unless it is off or this member (when known) has dismissed it. */
export async function noticeFor(db: Kysely<Database>, memberId: () => Promise<number | null>): Promise<NoticeToShow> {
  const notice = await readSetting(db, 'notice', SiteNotice);
  if (!notice?.show) return NO_NOTICE;
  const member = await memberId();
  if (member !== null && (await noticeDismissed(db, member, notice.id))) return NO_NOTICE;
  return { show: true, notice: { id: notice.id, title: notice.title, content: notice.content } };
}

export async function loginNotes(db: Kysely<Database>): Promise<LoginNotes> {
  return (await readSetting(db, 'loginSm', LoginNotes)) ?? { title: '', items: [] };
}

/** Registry companies matching `keyword` that `viewerId` may see (null: an anonymous caller sees approved ones only). */
export async function searchCompanies(db: Kysely<Database>, keyword: string, viewerId: number | null) {
  const text = keyword.trim();
  if ([...text].length < 2) throw badRequest(MSG.keywordTooShort);
  return findCompanies(db, text, viewerId);
}

/** Most pending registry entries one member keeps; more is refused until staff approve one. */
export const MAX_PENDING_COMPANIES = 20;

/** Keeps a company the member typed in, suggested to that member only until a certification using it is approved. */
export async function addCompany(db: Kysely<Database>, memberId: number, body: SaveCompanyBody): Promise<void> {
  const creditCode = body.creditCode.toUpperCase();
  if (!isValidCreditCode(creditCode)) throw badRequest(ACCOUNT_MSG.creditCodeInvalid);
  const company = { companyName: body.companyName.trim(), creditCode, legalPerson: body.legalPerson ?? null, regAddress: body.regAddress ?? null };
  await db.transaction().execute(async (trx) => {
    await lockCompanyName(trx, company.companyName);
    await lockMemberCompanies(trx, memberId);
    if ((await pendingCompanyCount(trx, memberId)) >= MAX_PENDING_COMPANIES) throw tooManyRequests(ACCOUNT_MSG.companyPendingTooMany(MAX_PENDING_COMPANIES));
    await saveCompany(trx, memberId, company);
  });
}

export async function certifiedName(db: Kysely<Database>, companyName: string) {
  const name = companyName.trim();
  return { companyName: name, certified: await companyCertified(db, name) };
}
