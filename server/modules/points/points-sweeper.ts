// Beside the server (POINTS_SWEEP_SECONDS > 0): posts the points of orders whose after-sales window
// has closed and writes off expired batches, so balances are right even for members who never
// open their points page. `npm run points -- release | expire` runs the same steps once.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { chinaYearStartUtc } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';
import { releaseDueOrderPoints, type RulesNow } from './order-points.ts';
import { membersWithExpiredBatches } from './points-repository.ts';
import { settleMember } from './points-service.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';

/** Writes off expired batches of every member who may have one (earned before this China year began). */
export async function expireAllDue(db: Kysely<Database>, ctx: RulesNow): Promise<number> {
  const earnedBefore = new Date(chinaYearStartUtc(ctx.now).getTime());
  const members = await membersWithExpiredBatches(db, earnedBefore, 5000);
  for (const memberId of members) await settleMember(db, memberId, ctx);
  return members.length;
}

export function startPointsSweeper(app: FastifyInstance): void {
  const seconds = app.config.points.sweepSeconds;
  if (!(seconds > 0)) return;
  schedulePeriodic(app, {
    name: 'points sweep',
    everyMs: seconds * 1000,
    run: async () => {
      const ctx: RulesNow = { rules: app.config.points, windowDays: app.config.afterSalesWindowDays, now: new Date() };
      const r = await releaseDueOrderPoints(app.db, ctx);
      if (r.orders > 0) app.log.info(`points: ${r.points} point(s) of ${r.orders} order(s) released`);
      await expireAllDue(app.db, ctx);
    },
  });
}
