// The open member calls' rules: the site notice shown once per member, the login-page notes and
// the company registry the certification form searches and fills.
import type { Kysely } from 'kysely';
import { LoginNotes, SiteNotice, type NoticeToShow } from '../../../domain/account/account-answers.ts';
import { isValidCreditCode } from '../../../domain/shared/credit-code.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { readSetting } from '../content/public.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { companyCertified, findCompanies, noticeDismissed, saveCompany } from './open-member-repository.ts';
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

export async function searchCompanies(db: Kysely<Database>, keyword: string) {
  const text = keyword.trim();
  if ([...text].length < 2) throw badRequest(MSG.keywordTooShort);
  return findCompanies(db, text);
}

export async function addCompany(db: Kysely<Database>, body: SaveCompanyBody): Promise<void> {
  const creditCode = body.creditCode.toUpperCase();
  if (!isValidCreditCode(creditCode)) throw badRequest(ACCOUNT_MSG.creditCodeInvalid);
  await saveCompany(db, { companyName: body.companyName.trim(), creditCode, legalPerson: body.legalPerson ?? null, regAddress: body.regAddress ?? null });
}

export async function certifiedName(db: Kysely<Database>, companyName: string) {
  const name = companyName.trim();
  return { companyName: name, certified: await companyCertified(db, name) };
}
