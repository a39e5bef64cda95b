// Site settings (phone, service hours, registration numbers, QR images, promises, trial VIP days),
// stored in site_setting under the key 'site' and read by the member and common services; and
// the other settings (notice, login notes), each read against the schema of its shape (the row is
// read by site-setting-repository.ts).
import type { Kysely } from 'kysely';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { SiteSettings } from '../../../domain/content/site-settings.ts';
import { settingValue } from './site-setting-repository.ts';

export type { SiteSettings };

/** The setting stored under `key` when it has the shape of `schema`; null when absent or malformed. */
export async function readSetting<T extends TSchema>(db: Kysely<Database>, key: string, schema: T): Promise<Static<T> | null> {
  const value = await settingValue(db, key);
  return value !== undefined && Value.Check(schema, value) ? value : null;
}

export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const settings = await readSetting(db, 'site', SiteSettings);
  if (!settings) throw new AppError(503, MSG.settingsMissing);
  return settings;
}
