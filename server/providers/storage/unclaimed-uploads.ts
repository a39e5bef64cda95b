// Uploads stored when a file was picked, before the form that uses them is sent (booking
// attachments; after-sales evidence works the same way), count against the member's quota until
// they are used. This sweep deletes those of one purpose that nothing uses after a grace period,
// through the upload store (so the quota frees). A feature says which of its uploads are in use
// (UploadClaim.inUse, reading its own tables).
// Safe across processes: each batch runs in one transaction that locks the candidate rows
// (FOR UPDATE SKIP LOCKED: a row another sweep holds is skipped) and asks the feature after the
// lock, so it sees every use committed before; a writer that attaches an upload locks it first
// (lockUploadsInUse, FOR SHARE), so it waits for a sweep holding the row and then finds it gone,
// or holds the row until its own transaction committed the use. Deleting twice deletes nothing.
import type { FastifyInstance } from 'fastify';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DbUploadStore, uploadIdOf, uploadUrl, type UploadStore } from './upload-store.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';

export interface UploadClaim {
  /** upload.purpose of the feature's picked files. */
  purpose: string;
  /** Which of these upload URLs (`/files/uploads/<id>`) the feature uses; called inside the sweep's transaction. */
  inUse(db: Kysely<Database>, urls: readonly string[]): Promise<Set<string>>;
  /**
   * Optional: leaves out of the scan the uploads the feature uses (a NOT EXISTS on its table), so a
   * run does not read every upload in use again; inUse still decides, after the lock.
   */
  narrow?: (scan: UploadScan) => UploadScan;
}

/** The sweep's scan of candidate uploads (the upload table, ids selected). */
export type UploadScan = SelectQueryBuilder<Database, 'upload', { id: string }>;

export interface SweepOptions {
  now?: Date;
  /** Uploads younger than this are left alone (the member may still be filling in the form). */
  olderThanMs: number;
  batch?: number;
}

/** Deletes the claim's uploads older than the grace period that nothing uses; answers how many were deleted. */
export async function sweepUnclaimedUploads(db: Kysely<Database>, uploads: UploadStore, claim: UploadClaim, opts: SweepOptions): Promise<number> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.olderThanMs);
  const batch = opts.batch ?? 200;
  let deleted = 0;
  let afterId = '';
  for (;;) {
    const candidates = await db
      .selectFrom('upload')
      .select('id')
      .where('purpose', '=', claim.purpose)
      .where('createdAt', '<', cutoff)
      .where('id', '>', afterId)
      .$call((scan) => claim.narrow?.(scan) ?? scan)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (candidates.length === 0) return deleted;
    afterId = candidates[candidates.length - 1]!.id;
    deleted += await db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('upload')
        .select(['id', 'ownerMemberId'])
        .where('id', 'in', candidates.map((c) => c.id))
        .where('purpose', '=', claim.purpose)
        .where('createdAt', '<', cutoff)
        .forUpdate()
        .skipLocked()
        .execute();
      if (locked.length === 0) return 0;
      const used = await claim.inUse(trx, locked.map((r) => uploadUrl(r.id)));
      const store = storeIn(trx, uploads);
      let n = 0;
      for (const row of locked) {
        const url = uploadUrl(row.id);
        if (used.has(url) || row.ownerMemberId === null) continue;
        if (await store.remove(url, Number(row.ownerMemberId))) n += 1;
      }
      return n;
    });
    if (candidates.length < batch) return deleted;
  }
}

function storeIn(trx: Transaction<Database>, uploads: UploadStore): UploadStore {
  return uploads instanceof DbUploadStore ? uploads.withDb(trx) : uploads;
}

/**
 * Locks the uploads a writer is about to use (FOR SHARE, inside its transaction) and answers the
 * URLs still stored: one the sweep deleted meanwhile is missing, and the sweep cannot take one
 * while the writer holds it.
 */
export async function lockUploadsInUse(trx: Kysely<Database>, urls: readonly string[]): Promise<Set<string>> {
  const ids = urls.map(uploadIdOf).filter((id): id is string => id !== null);
  if (ids.length === 0) return new Set();
  const rows = await trx.selectFrom('upload').select('id').where('id', 'in', ids).forShare().execute();
  return new Set(rows.map((r) => uploadUrl(r.id)));
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs a feature's sweep hourly beside the server (unref'd, never overlapping; stopped when the app
 * closes), when the periodic jobs are on (config.orders.sweepSeconds > 0); logs what it deleted.
 */
export function scheduleUploadSweep(app: FastifyInstance, label: string, sweep: () => Promise<number>): void {
  if (!(app.config.orders.sweepSeconds > 0)) return;
  schedulePeriodic(app, {
    name: label,
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const n = await sweep();
      if (n > 0) app.log.info({ deleted: n }, label);
    },
  });
}
