// Site settings (phone, service hours, registration numbers, QR images, promises, trial VIP days),
// stored in site_setting under the key 'site' and read by the member and common services.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { MSG } from '../../../domain/messages.ts';
import type { SiteSettings } from '../../../domain/site-settings.ts';

export type { SiteSettings };


export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db.selectFrom('siteSetting').select('value').where('key', '=', 'site').executeTakeFirst();
  if (!row) throw new AppError(503, MSG.settingsMissing);
  return row.value as unknown as SiteSettings;
}
