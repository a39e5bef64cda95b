// Where uploaded files (avatars, payment receipts) live. The database store keeps the bytes in
// the upload table, so every process behind a proxy sees every upload with no shared disk; a
// deployment with object storage implements UploadStore against it. On the way in every image
// is re-encoded (server/security/image-reencode.ts) and every PDF checked for active content
// (server/security/pdf-check.ts); each member's files together stay under a quota; a replaced
// file is deleted. Each row records its owner and whether anyone may read it (visibility). Files
// staff store for a member (STAFF_UPLOAD_PURPOSES, e.g. service certificates) are the member's to
// read but never count against the member's quota.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { UploadPurpose } from '../../../domain/shared/upload-purposes.ts';
import type { UploadSettings } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { filePath } from '../../media/paths.ts';
import { isImageMime, reencodeImage } from '../../security/image-reencode.ts';
import { SECURITY_MSG } from '../../security/messages.ts';
import { pdfProblem } from '../../security/pdf-check.ts';

/** public: anyone with the URL reads it (avatars). private: its owner and the staff whose queue uses it. */
export type UploadVisibility = 'public' | 'private';

export interface NewUpload {
  bytes: Uint8Array;
  /** The type found by content (server/security/file-check.ts). */
  mime: string;
  /** What the file is for: decides which staff roles read a private file (domain/staff/staff-routes.ts). */
  purpose: UploadPurpose;
  ownerMemberId: number | null;
  /** Unset: public for the purposes in PUBLIC_PURPOSES, private for every other (unknown means private). */
  visibility?: UploadVisibility;
  /**
   * 'staff': a file staff store for the member (a service certificate): the member reads it like
   * their own (ownerMemberId), but it is not charged to the member's quota, so a member near the
   * quota cannot make a staff step fail. Its purpose must be one of STAFF_UPLOAD_PURPOSES (the
   * purpose is what keeps it out of usage() later; a file of such a purpose is a staff upload even
   * when this is unset). Unset: 'member'.
   */
  uploadedBy?: 'member' | 'staff';
}

export interface StoredUpload {
  id: string;
  url: string;
}

export interface UploadFile {
  bytes: Uint8Array;
  mime: string;
  ownerMemberId: number | null;
  visibility: UploadVisibility;
  /** The purpose recorded when it was stored. */
  purpose: string;
}

export interface UploadStore {
  /** Cleans the file (re-encode, PDF check), checks the owner's quota and stores it; AppError 400/413 when refused. */
  put(file: NewUpload): Promise<StoredUpload>;
  get(id: string): Promise<UploadFile | null>;
  /**
   * Deletes the upload a URL (`/files/uploads/<id>`) or id names, when it belongs to
   * `ownerMemberId`; anything else (null, another member's, a foreign URL) is left alone.
   */
  remove(ref: string | null | undefined, ownerMemberId: number): Promise<boolean>;
  /** put() and remove() of the file it replaces in one step; the replaced file does not count against the quota. */
  replace(previous: string | null | undefined, file: NewUpload): Promise<StoredUpload>;
  /** Bytes a member keeps stored. */
  usage(ownerMemberId: number): Promise<number>;
}

export const PUBLIC_PURPOSES: ReadonlySet<string> = new Set(['avatar']);

/**
 * Purposes of files staff upload for a member (uploadedBy 'staff'): owned by the member for reading,
 * never counted in the member's quota. No member route stores these purposes.
 */
export const STAFF_UPLOAD_PURPOSES: ReadonlySet<string> = new Set(['service-certificate']);

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = { maxInputPixels: 40_000_000, memberQuotaBytes: 50 * 1024 * 1024 };

export const uploadUrl = (id: string) => filePath('uploads', id);

const ID = /^[0-9a-f]{32}$/;

/** The upload id a URL (`/files/uploads/<id>`, or the old `/media/uploads/<id>`) or id names, or null. */
export function uploadIdOf(ref: string | null | undefined): string | null {
  if (!ref) return null;
  const id = ref.replace(/^\/(?:files|media)\/uploads\//, '');
  return ID.test(id) ? id : null;
}

/** Namespace of the per-member advisory lock that serialises quota checks. */
const QUOTA_LOCK = 7_510_311;

/** The bytes to store: images re-encoded, PDFs checked; AppError 400 when refused. */
export async function cleanUpload(bytes: Uint8Array, mime: string, settings: UploadSettings): Promise<Uint8Array> {
  if (isImageMime(mime)) {
    const result = await reencodeImage(bytes, mime, settings.maxInputPixels);
    if (result.ok) return result.bytes;
    throw badRequest(result.reason === 'tooManyPixels' ? SECURITY_MSG.imageTooManyPixels(Math.floor(settings.maxInputPixels / 1_000_000)) : SECURITY_MSG.imageUnreadable);
  }
  if (mime === 'application/pdf') {
    const problem = await pdfProblem(bytes);
    if (problem === 'active') throw badRequest(SECURITY_MSG.pdfActiveContent);
    if (problem === 'encrypted') throw badRequest(SECURITY_MSG.pdfEncrypted);
    if (problem === 'unreadable') throw badRequest(SECURITY_MSG.pdfUnreadable);
    if (problem === 'tooComplex') throw badRequest(SECURITY_MSG.pdfTooComplex);
    if (problem === 'busy') throw new AppError(503, SECURITY_MSG.pdfCheckBusy);
    return bytes;
  }
  throw new AppError(415, SECURITY_MSG.uploadTypeUnsupported);
}

export class DbUploadStore implements UploadStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: UploadSettings = DEFAULT_UPLOAD_SETTINGS,
  ) {}

  /** The same store writing through `db` (a transaction joins it), with the same settings. */
  withDb(db: Kysely<Database>): DbUploadStore {
    return new DbUploadStore(db, this.settings);
  }

  put(file: NewUpload): Promise<StoredUpload> {
    return this.replace(null, file);
  }

  async replace(previous: string | null | undefined, file: NewUpload): Promise<StoredUpload> {
    // The purpose decides what usage() counts, so a staff purpose is a staff upload either way.
    const byStaff = STAFF_UPLOAD_PURPOSES.has(file.purpose);
    if (file.uploadedBy === 'staff' && !byStaff) {
      // A programming error, not the client's: usage() would count this file.
      throw new Error(`upload purpose ${file.purpose} is not a staff purpose (STAFF_UPLOAD_PURPOSES)`);
    }
    const bytes = await cleanUpload(file.bytes, file.mime, this.settings);
    return this.#inTransaction(async (trx) => {
      const owner = file.ownerMemberId;
      if (owner !== null) {
        await sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${Number(BigInt(owner) % 2_147_483_647n)}::int)`.execute(trx);
        await removeIn(trx, previous, owner);
        const quota = this.settings.memberQuotaBytes;
        if (!byStaff && quota > 0 && (await usageIn(trx, owner)) + bytes.byteLength > quota) {
          throw new AppError(413, SECURITY_MSG.quotaExceeded(Math.floor(quota / 1024 / 1024)));
        }
      }
      const id = randomBytes(16).toString('hex');
      await trx
        .insertInto('upload')
        .values({
          id,
          ownerMemberId: owner,
          purpose: file.purpose,
          visibility: file.visibility ?? (PUBLIC_PURPOSES.has(file.purpose) ? 'public' : 'private'),
          mime: file.mime,
          sizeBytes: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes,
        })
        .execute();
      return { id, url: uploadUrl(id) };
    });
  }

  async get(id: string): Promise<UploadFile | null> {
    if (!ID.test(id)) return null;
    const row = await this.db.selectFrom('upload').select(['bytes', 'mime', 'ownerMemberId', 'visibility', 'purpose']).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return { bytes: row.bytes, mime: row.mime, ownerMemberId: row.ownerMemberId === null ? null : Number(row.ownerMemberId), visibility: row.visibility === 'public' ? 'public' : 'private', purpose: row.purpose };
  }

  remove(ref: string | null | undefined, ownerMemberId: number): Promise<boolean> {
    return removeIn(this.db, ref, ownerMemberId);
  }

  usage(ownerMemberId: number): Promise<number> {
    return usageIn(this.db, ownerMemberId);
  }

  #inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this.db);
    return this.db.transaction().execute((trx: Transaction<Database>) => work(trx));
  }
}

async function removeIn(db: Kysely<Database>, ref: string | null | undefined, ownerMemberId: number): Promise<boolean> {
  const id = uploadIdOf(ref);
  if (!id) return false;
  const result = await db.deleteFrom('upload').where('id', '=', id).where('ownerMemberId', '=', ownerMemberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

async function usageIn(db: Kysely<Database>, ownerMemberId: number): Promise<number> {
  const row = await db
    .selectFrom('upload')
    .select(sql<string>`coalesce(sum(size_bytes), 0)::bigint`.as('used'))
    .where('ownerMemberId', '=', ownerMemberId)
    .where('purpose', 'not in', [...STAFF_UPLOAD_PURPOSES])
    .executeTakeFirstOrThrow();
  return Number(row.used);
}
