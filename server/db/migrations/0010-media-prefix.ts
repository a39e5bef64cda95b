// Served files moved from /media/<kind>/ to /files/<kind>/ (issue 12 item 1), so the SPA's
// /media/mediaList and /media/mediaDetail load as pages. Stored URLs are rewritten here; any old
// URL left elsewhere (free text, a bookmark) still works through the 301 of server/media/plugin.ts.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

const OLD = String.raw`^/media/(goods|brand|banner|qr|uploads)/`;
const NEW = String.raw`/files/\1/`;
/** The same, inside the text of a JSON document, where each URL is a quoted string. */
const OLD_IN_JSON = String.raw`"/media/(goods|brand|banner|qr|uploads)/`;
const NEW_IN_JSON = String.raw`"/files/\1/`;

/** Text columns that hold one URL: table, column. */
const URL_COLUMNS: readonly (readonly [string, string])[] = [
  ['member', 'avatar_url'],
  ['enterprise_cert', 'license_url'],
  ['brand', 'logo_url'],
  ['goods', 'image_url'],
  ['zone', 'banner_url'],
  ['category_recommend', 'image_url'],
  ['sale_order_line', 'image_url'],
  ['order_payment', 'receipt_url'],
  ['points_goods', 'image_url'],
  ['service_item', 'image_url'],
  ['cms_article', 'cover_url'],
  ['cms_ad', 'image_url'],
];

/** jsonb columns holding URLs: arrays of image URLs, and the site settings (QR images). */
const JSON_COLUMNS: readonly (readonly [string, string])[] = [
  ['goods', 'images'],
  ['refund_order', 'images'],
  ['site_setting', 'value'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    ...URL_COLUMNS.map(([table, column]) => `update ${table} set ${column} = regexp_replace(${column}, '${OLD}', '${NEW}') where ${column} ~ '${OLD}'`),
    ...JSON_COLUMNS.map(
      ([table, column]) =>
        `update ${table} set ${column} = regexp_replace(${column}::text, '${OLD_IN_JSON}', '${NEW_IN_JSON}', 'g')::jsonb where ${column}::text ~ '${OLD_IN_JSON}'`,
    ),
  ];
  await runStatements(db, statements.map((s) => `${s};\n`).join(''));
}
