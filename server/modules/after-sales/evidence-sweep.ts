// Evidence images are stored when the member picks them (refund/uploadEvidence), so a refund
// request never sent leaves files against the member's upload quota. This sweep deletes those on
// no refund request (refund_order.images) EVIDENCE_KEEP_HOURS after their upload, with the generic
// sweep of unused uploads (server/providers/storage/unclaimed-uploads.ts: safe across processes,
// idempotent). It runs beside the server hourly and from `npm run after-sales -- sweep-evidence`.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EVIDENCE_KEEP_HOURS, EVIDENCE_PURPOSE } from '../../../domain/after-sales/refund-rules.ts';
import type { Database } from '../../db/schema.ts';
import { scheduleUploadSweep, sweepUnclaimedUploads, type UploadClaim } from '../../providers/storage/unclaimed-uploads.ts';
import { uploadUrl, type UploadStore } from '../../providers/storage/upload-store.ts';
import { evidenceUrlsInUse, withoutListedEvidence } from './evidence-repository.ts';

const FILES_UPLOADS = uploadUrl('');

/** Evidence in use: the URLs some refund request lists in its images. */
export const EVIDENCE_CLAIM: UploadClaim = {
  purpose: EVIDENCE_PURPOSE,
  async inUse(db, urls) {
    if (urls.length === 0) return new Set();
    const rows = await evidenceUrlsInUse(db, urls);
    const wanted = new Set(urls);
    return new Set(rows.filter((u) => wanted.has(u)));
  },
  narrow: (scan) => withoutListedEvidence(scan, FILES_UPLOADS),
};

/** Deletes evidence on no refund request after EVIDENCE_KEEP_HOURS; answers how many. */
export function sweepEvidence(db: Kysely<Database>, uploads: UploadStore, now: Date = new Date()): Promise<number> {
  return sweepUnclaimedUploads(db, uploads, EVIDENCE_CLAIM, { now, olderThanMs: EVIDENCE_KEEP_HOURS * 3_600_000 });
}

/** Starts the hourly sweep beside the server (see scheduleUploadSweep). */
export function startEvidenceSweeper(app: FastifyInstance): void {
  scheduleUploadSweep(app, 'after-sales evidence sweep', () => sweepEvidence(app.db, app.providers.uploads));
}
