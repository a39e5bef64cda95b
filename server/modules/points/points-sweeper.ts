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
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    const ctx: RulesNow = { rules: app.config.points, windowDays: app.config.afterSalesWindowDays, now: new Date() };
    running = releaseDueOrderPoints(app.db, ctx)
      .then(async (r) => {
        if (r.orders > 0) app.log.info(`points: ${r.points} point(s) of ${r.orders} order(s) released`);
        await expireAllDue(app.db, ctx);
      })
      .catch((err: unknown) => app.log.error({ err }, 'points sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (running) await running;
  });
}
