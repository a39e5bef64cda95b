// The queries the sweep of booking attachments asks (attachment-sweep.ts): which upload URLs an
// order lists (service_attachment.url), and the sweep's scan without the uploads an order lists.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UploadScan } from '../../providers/storage/unclaimed-uploads.ts';

/** Which of these URLs some order lists among its attachments. */
export async function attachmentUrlsInUse(db: Kysely<Database>, urls: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('serviceAttachment').select('url').where('url', 'in', [...urls]).execute();
  return new Set(rows.map((r) => r.url));
}

/** The sweep's scan without the uploads an order lists (`filesUploads`: the URL prefix of an upload id). */
export function withoutListedAttachments(scan: UploadScan, filesUploads: string): UploadScan {
  return scan.where(({ exists, not, selectFrom }) => not(exists(selectFrom('serviceAttachment').select('serviceAttachment.id').where('serviceAttachment.url', '=', sql<string>`${filesUploads} || upload.id`))));
}
