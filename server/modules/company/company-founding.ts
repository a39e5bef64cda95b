// A certified enterprise becomes a company (issue 37 item 1): called by the certification approval
// in its transaction (and by the seed). The certifying member becomes the company's certified
// account and its first admin; a second member certified for the same credit code (an approved
// link) joins the existing company as a buyer. A member already in another company stays there.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notifyMember } from '../messages/public.ts';
import { insertCompanyAudit } from './audit-repository.ts';
import { insertCompany, insertMembership, membershipRow } from './company-repository.ts';
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
  const { id, created } = await insertCompany(trx, { name: input.companyName, creditCode: input.creditCode, holderMemberId: input.memberId, certId: input.certId, now: input.now });
  if (existing) return existing.companyId;
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
