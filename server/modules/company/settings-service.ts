// The company's ordering settings (issue 38): whether its orders need a PO number (采购单号), set
// by its admin (audited) and shown to every member in company/info and at checkout.
import type { Kysely } from 'kysely';
import type { CompanySettingsBody } from '../../../domain/approvals/approval-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { insertCompanyAudit } from './audit-repository.ts';
import { companySettings, lockCompanyRow, updateCompanySettings } from './company-repository.ts';
import { adminActing } from './invitation-service.ts';
import { COMPANY_AUDIT } from './messages.ts';

/** POST company/settings/save: changes the settings (an unchanged value writes no audit row). */
export async function saveCompanySettings(db: Kysely<Database>, adminId: number, body: CompanySettingsBody, now = new Date()): Promise<void> {
  const admin = await adminActing(db, adminId);
  const companyId = admin.company.companyId;
  await db.transaction().execute(async (trx) => {
    await lockCompanyRow(trx, companyId);
    const before = await companySettings(trx, companyId);
    if (before.poRequired === body.poRequired) return;
    await updateCompanySettings(trx, companyId, { poRequired: body.poRequired, now });
    await insertCompanyAudit(trx, { companyId, actor: { memberId: adminId }, action: COMPANY_AUDIT.settingsChanged.action, summary: COMPANY_AUDIT.settingsChanged.poRequired(body.poRequired), now });
  });
}
