// The queries of after-sales evidence images: which stored uploads the member may attach (their
// own, of the evidence purpose), which of some upload URLs a request lists (refund_order.images),
// and the sweep's NOT EXISTS that leaves those out of its scan. Read-only.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UploadScan } from '../../providers/storage/unclaimed-uploads.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Of these upload ids, those the member stored for `purpose`. */
export async function ownUploadIds(db: Db, memberId: number, purpose: string, ids: readonly string[]) {
  // reads upload of platform: the member's own uploads of one purpose, no module owns the table (server/db/schema/platform.ts)
  return db
    .selectFrom('upload')
    .select('id')
    .where('id', 'in', [...ids])
    .where('ownerMemberId', '=', memberId)
    .where('purpose', '=', purpose)
    .execute();
}

/** Of these URLs, the ones some request lists in its images. */
export async function evidenceUrlsInUse(db: Db, urls: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('refundOrder')
    .select(sql<string>`jsonb_array_elements_text(images)`.as('url'))
    .where(sql<boolean>`images ?| ${sql.val([...urls])}::text[]`)
    .execute();
  return rows.map((r) => r.url);
}

/** The sweep's scan without the uploads a request lists (`filesUploads`: the URL prefix of an upload id). */
export function withoutListedEvidence(scan: UploadScan, filesUploads: string): UploadScan {
  return scan.where(({ exists, not, selectFrom }) => not(exists(selectFrom('refundOrder').select('refundOrder.id').where(sql<boolean>`refund_order.images ? (${filesUploads} || upload.id)`))));
}
