// A certified enterprise becomes a company (issue 37 item 1): called by the certification approval
// in its transaction (and by the seed). The certifying member becomes the company's certified
// account and its first admin; a second member certified for the same credit code (an approved
// link) joins the existing company as a buyer. A member already in a company stays there; when it is
// that company's certified account certifying again, the company takes the new name (and code).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notifyMember } from '../messages/public.ts';
import { insertCompanyAudit } from './audit-repository.ts';
import { insertCompany, insertMembership, membershipRow, updateRegistration } from './company-repository.ts';
import { COMPANY_AUDIT, COMPANY_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface FoundingInput {
  memberId: number;
  companyName: string;
  creditCode: string;
  certId: number | null;
  /** The name the member is listed under in the company (the certification's contact, else the nickname). */
  memberName: string;
  now: Date;
}

/** Makes (or finds) the company of the credit code and puts the member in it; answers the company id. */
export async function foundCompany(trx: Db, input: FoundingInput): Promise<number> {
  const existing = await membershipRow(trx, input.memberId, { lock: true });
  if (existing) {
    // The certified account certified again (the company renamed or re-registered): its company follows.
    if (existing.holderMemberId === input.memberId) {
      await updateRegistration(trx, existing.companyId, { name: input.companyName, creditCode: input.creditCode, certId: input.certId, now: input.now });
    }
    return existing.companyId;
  }
  const { id, created } = await insertCompany(trx, { name: input.companyName, creditCode: input.creditCode, holderMemberId: input.memberId, certId: input.certId, now: input.now });
  const role = created ? 'admin' : 'buyer';
  await insertMembership(trx, { memberId: input.memberId, companyId: id, name: input.memberName.slice(0, 40) || COMPANY_AUDIT.defaultMemberName, role, departmentId: null, now: input.now });
  await insertCompanyAudit(trx, {
    companyId: id,
    actor: { memberId: input.memberId },
    action: created ? COMPANY_AUDIT.founded.action : COMPANY_AUDIT.linked.action,
    summary: created ? COMPANY_AUDIT.founded.summary(input.memberName) : COMPANY_AUDIT.linked.summary(input.memberName),
    now: input.now,
  });
  if (created) {
    await notifyMember(trx, { memberId: input.memberId, kind: 'system', title: COMPANY_MSG.foundedTitle, body: COMPANY_MSG.foundedBody(input.companyName), link: '/company', eventKey: `company-founded:${id}` });
  }
  return id;
}
