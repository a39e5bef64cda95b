// The staff console's certification queue (issue 22): a page of applications under the filters
// with the count of each status, and one application's review sheet — the application, the
// company registry's record (by credit code, else by name) with which submitted fields match it,
// and the GB 32100 check-character result. Read only; the review itself (approve, reject,
// requireRecertification) stays in certification-service.ts.
import type { Kysely } from 'kysely';
import { CERTIFICATION_STATUS } from '../../../domain/certification/certification-status.ts';
import { creditCodeCheckChar, isValidCreditCode } from '../../../domain/shared/credit-code.ts';
import {
  CERT_QUEUE_MSG, type CertificationCounts, type CertificationQueue, type CertificationQueueQuery, type CertificationReview, type FieldMatch, type RegistryField,
} from '../../../domain/certification/staff-certification-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { staffCertificationRow } from './certification-service.ts';
import { queueIds, registryRecordOf, statusCounts, type QueueFilters } from './certification-queue-repository.ts';

function filtersOf(q: CertificationQueueQuery): QueueFilters {
  const keyword = q.keyword?.trim() ? q.keyword.trim() : null;
  const f: QueueFilters = { status: q.status ?? null, keyword, from: q.from ?? null, to: q.to ?? null };
  if (f.from !== null && f.to !== null && f.from > f.to) throw badRequest(CERT_QUEUE_MSG.badDateRange);
  if (f.from !== null && Number.isNaN(new Date(`${f.from}T00:00:00+08:00`).getTime())) throw badRequest(CERT_QUEUE_MSG.badDate);
  if (f.to !== null && Number.isNaN(new Date(`${f.to}T00:00:00+08:00`).getTime())) throw badRequest(CERT_QUEUE_MSG.badDate);
  return f;
}

/** queue: the page (newest first) and the count of each status under the keyword and dates. */
export async function certificationQueue(db: Kysely<Database>, q: CertificationQueueQuery): Promise<CertificationQueue> {
  const f = filtersOf(q);
  const current = q.current ?? 1;
  const size = q.size ?? 20;
  const [{ ids, total }, byStatus] = await Promise.all([queueIds(db, f, current, size), statusCounts(db, f)]);
  const records = [];
  for (const id of ids) records.push(await staffCertificationRow(db, id));
  const n = (s: number) => byStatus.get(s) ?? 0;
  const counts: CertificationCounts = {
    pending: n(CERTIFICATION_STATUS.pending),
    certified: n(CERTIFICATION_STATUS.certified),
    rejected: n(CERTIFICATION_STATUS.rejected),
    recertify: n(CERTIFICATION_STATUS.recertify),
    all: [...byStatus.values()].reduce((a, b) => a + b, 0),
  };
  return { records, total, size, current, pages: Math.ceil(total / size), counts };
}

const squash = (s: string) => s.replace(/[\s（）()]/g, '').toUpperCase();

function matchOf(submitted: string, registry: string | null): FieldMatch {
  if (registry === null || registry.trim() === '') return 'unknown';
  return squash(submitted) === squash(registry) ? 'match' : 'differ';
}

/** get/:id: the review sheet of one application (404 when there is none). */
export async function certificationReview(db: Kysely<Database>, id: number): Promise<CertificationReview> {
  const application = await staffCertificationRow(db, id);
  const found = await registryRecordOf(db, application.creditCode, application.companyName);
  const registry = found
    ? {
        companyName: found.companyName,
        creditCode: found.creditCode,
        legalPerson: found.legalPerson,
        regAddress: found.regAddress,
        source: found.source,
        sourceText: found.source === 'seed' ? CERT_QUEUE_MSG.sourceSeed : CERT_QUEUE_MSG.sourceMember,
        foundBy: found.foundBy,
      }
    : null;
  const matches = registry
    ? (Object.fromEntries(
        (['companyName', 'creditCode', 'legalPerson', 'regAddress'] as const).map((k) => [k, matchOf(application[k], registry[k])]),
      ) as Record<RegistryField, FieldMatch>)
    : null;
  return {
    application,
    registry,
    matches,
    creditCodeValid: isValidCreditCode(application.creditCode),
    expectedCheckChar: creditCodeCheckChar(application.creditCode.slice(0, 17)),
  };
}
