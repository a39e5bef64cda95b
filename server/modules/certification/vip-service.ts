// The VIP a member holds (docs/api/certification.md): the one trial that enterprise certification
// earns (granted inside the approval's transaction), and the reminder message VIP_REMINDER_DAYS
// before the VIP ends (idempotent per member and end date). VIP prices follow memberPriceEndTime
// through domain/shared/pricing.ts in the catalogue, cart and checkout.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DAY_MS, VIP_REMINDER_DAYS } from '../../../domain/certification/vip-rules.ts';
import type { Database } from '../../db/schema.ts';
import { notifyMember } from '../messages/public.ts';
import { CERT_MSG } from './messages.ts';
import { insertTrial, membersVipEndingBetween } from './vip-repository.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';

export interface TrialInput {
  memberId: number;
  certId: number;
  days: number;
  currentEnd: Date | null;
  now: Date;
}

/**
 * The trial of a member whose certification is approved (the caller's transaction holds the
 * member's row): now + days, never shortening a later end; null when the trial is switched off
 * (0 days) or the member had it already (a re-certification grants none).
 */
export async function extendTrial(db: Kysely<Database>, t: TrialInput): Promise<{ end: Date } | null> {
  if (t.days <= 0) return null;
  const current = t.currentEnd === null ? 0 : new Date(t.currentEnd).getTime();
  const end = new Date(Math.max(current, t.now.getTime() + t.days * DAY_MS));
  const granted = await insertTrial(db, { memberId: t.memberId, days: t.days, endBefore: t.currentEnd, endAfter: end, certId: t.certId, at: t.now });
  return granted ? { end } : null;
}

/**
 * Sends the reminder to every member whose VIP ends within VIP_REMINDER_DAYS days from `now`
 * (and has not ended); a member is reminded once per end date (the message's event key makes a
 * repeated run write nothing). Answers how many members are due.
 */
export async function remindVipEnding(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const until = new Date(now.getTime() + VIP_REMINDER_DAYS * DAY_MS);
  const rows = await membersVipEndingBetween(db, now, until);
  for (const r of rows) {
    const end = new Date(r.memberPriceEndTime!);
    await notifyMember(db, { memberId: Number(r.id), kind: 'system', title: CERT_MSG.vipReminderTitle, body: CERT_MSG.vipReminderBody(end), link: '/personalCenter', eventKey: `vip-reminder:${end.toISOString()}` });
  }
  return rows.length;
}

const REMINDER_EVERY_MS = 60 * 60 * 1000;

/** Runs the reminder hourly beside the server (when the order sweeper runs: config.orders.sweepSeconds > 0), stopped when the app closes. */
export function startVipReminder(app: FastifyInstance): void {
  if (!(app.config.orders.sweepSeconds > 0)) return;
  schedulePeriodic(app, {
    name: 'vip reminder',
    everyMs: REMINDER_EVERY_MS,
    run: async () => {
      const n = await remindVipEnding(app.db);
      if (n > 0) app.log.info(`vip reminder: ${n} member(s) due`);
    },
  });
}
