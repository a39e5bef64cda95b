// Quotes expire by themselves (issue 39): a quoted quote past its last valid day (China date) moves
// to expired, through the named transition, with the member's message, exactly once: by the
// sweeper (each quote its own transaction, locked and checked again, so two sweeps or a sweep and
// an accept never both act), or by the accept that finds it past validity. The read path shows
// such a quote as expired before either runs. The sweep runs beside the server with the order
// sweeper (config.orders.sweepSeconds > 0) every ten minutes, and from `npm run quotes -- expire`.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import { moveQuote } from '../../../domain/quotes/quote-rules.ts';
import type { Database } from '../../db/schema.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';
import { notifyMember } from '../messages/public.ts';
import { QUOTE_MSG } from './messages.ts';
import { dueQuoteIds, findQuote, markExpired, type QuoteRecord } from './quote-repository.ts';
import { pastValidity } from './quote-view.ts';

const BATCH = 200;
const EVERY_MS = 10 * 60 * 1000;

/** Moves a locked quoted quote to expired and tells its member (the caller checked it is past validity). */
export async function expireQuoteIn(trx: Transaction<Database>, q: QuoteRecord, now: Date): Promise<void> {
  if (moveQuote(q.status, 'expire') === null) return;
  await markExpired(trx, q.id, now);
  await notifyMember(trx, {
    memberId: q.memberId,
    kind: 'enquiry',
    title: QUOTE_MSG.messageExpiredTitle,
    body: QUOTE_MSG.messageExpiredBody(q.quoteNo, q.validUntil ?? ''),
    link: `/quote/${q.id}`,
    eventKey: `quote-expired:${q.id}`,
  });
}

/** Expires every quoted quote whose last valid day is before `now`'s China date; returns their numbers. */
export async function expireDueQuotes(db: Kysely<Database>, now: Date = new Date()): Promise<string[]> {
  const today = chinaDateKey(now);
  const done: string[] = [];
  let afterId = 0;
  for (;;) {
    const ids = await dueQuoteIds(db, today, afterId, BATCH);
    for (const id of ids) {
      const no = await db.transaction().execute(async (trx) => {
        const q = await findQuote(trx, id, true);
        // Accepted, withdrawn or expired by another process since the scan.
        if (!q || !pastValidity(q, now)) return null;
        await expireQuoteIn(trx, q, now);
        return q.quoteNo;
      });
      if (no) done.push(no);
    }
    if (ids.length < BATCH) return done;
    afterId = ids[ids.length - 1]!;
  }
}

/** Starts the periodic expiry beside the server (when the order sweeper runs), stopped when the app closes. */
export function startQuoteSweeper(app: FastifyInstance): void {
  if (!(app.config.orders.sweepSeconds > 0)) return;
  schedulePeriodic(app, {
    name: 'quote expiry sweep',
    everyMs: EVERY_MS,
    run: async () => {
      const nos = await expireDueQuotes(app.db);
      if (nos.length > 0) app.log.info({ quotes: nos }, `quote expiry: expired ${nos.length} quote(s)`);
    },
  });
}
