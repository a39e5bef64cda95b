// Site settings (phone, service hours, registration numbers, QR images, promises, trial VIP days),
// stored in site_setting under the key 'site' and read by the member and common services.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { MSG } from '../../../domain/messages.ts';

export interface SiteSettings {
  phone: string;
  serviceHours: string;
  companyName: string;
  copyright: string;
  icp: string;
  policeRecord: string;
  policeRecordCode: string;
  qq: string;
  qrMiniProgram: string;
  qrOfficialAccount: string;
  qrWechatService: string;
  qrMobileSite: string;
  promises: string[];
  trialVipDays: number;
  [key: string]: unknown;
}

export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db.selectFrom('siteSetting').select('value').where('key', '=', 'site').executeTakeFirst();
  if (!row) throw new AppError(503, MSG.settingsMissing);
  return row.value as SiteSettings;
}
