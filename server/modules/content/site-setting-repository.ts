// The query of the site settings (site-settings.ts holds their shapes): the stored value of one
// site_setting key.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The value stored under `key`, or undefined when there is no such row. */
export async function settingValue(db: Db, key: string) {
  // reads site_setting of platform: one row by key, no module owns the table (server/db/schema/platform.ts)
  const row = await db.selectFrom('siteSetting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
