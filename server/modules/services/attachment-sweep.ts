// Booking attachments are stored when the member picks them (serviceOrder/uploadAttachment), so
// a booking never sent leaves files against the member's upload quota. This sweep deletes those
// not on any order ATTACHMENT_KEEP_HOURS after their upload, through the upload store (the quota
// frees), with the generic sweep of unused uploads (server/providers/storage/unclaimed-uploads.ts:
// safe across processes, idempotent). It runs beside the server hourly (when the order sweeper
// runs: config.orders.sweepSeconds > 0) and from `npm run services -- sweep-attachments`.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ATTACHMENT_KEEP_HOURS, ATTACHMENT_PURPOSE } from '../../../domain/services/service-rules.ts';
import type { Database } from '../../db/schema.ts';
import { scheduleUploadSweep, sweepUnclaimedUploads, type UploadClaim } from '../../providers/storage/unclaimed-uploads.ts';
import { uploadUrl, type UploadStore } from '../../providers/storage/upload-store.ts';
import { attachmentUrlsInUse, withoutListedAttachments } from './attachment-sweep-repository.ts';

/** The URL of an upload is this prefix and its id (service_attachment.url keeps the URL). */
const FILES_UPLOADS = uploadUrl('');

/** Booking attachments in use: those listed on an order (service_attachment.url). */
export const ATTACHMENT_CLAIM: UploadClaim = {
  purpose: ATTACHMENT_PURPOSE,
  async inUse(db, urls) {
    if (urls.length === 0) return new Set();
    return attachmentUrlsInUse(db, urls);
  },
  narrow: (scan) => withoutListedAttachments(scan, FILES_UPLOADS),
};

/** Deletes booking attachments on no order after ATTACHMENT_KEEP_HOURS; answers how many. */
export function sweepBookingAttachments(db: Kysely<Database>, uploads: UploadStore, now: Date = new Date()): Promise<number> {
  return sweepUnclaimedUploads(db, uploads, ATTACHMENT_CLAIM, { now, olderThanMs: ATTACHMENT_KEEP_HOURS * 3_600_000 });
}

/** Starts the hourly sweep beside the server (see scheduleUploadSweep). */
export function startAttachmentSweeper(app: FastifyInstance): void {
  scheduleUploadSweep(app, 'booking attachment sweep', () => sweepBookingAttachments(app.db, app.providers.uploads));
}
