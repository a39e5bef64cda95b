// Runs the commission settlement beside the server (when the order sweeper runs:
// config.orders.sweepSeconds > 0) every ten minutes, stopped when the app closes.
import type { FastifyInstance } from 'fastify';
import { syncCommissions } from './commission-sync.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';

const EVERY_MS = 10 * 60 * 1000;

export function startCommissionSweeper(app: FastifyInstance): void {
  if (!(app.config.orders.sweepSeconds > 0)) return;
  schedulePeriodic(app, {
    name: 'commission sweep',
    everyMs: EVERY_MS,
    run: async () => {
      const r = await syncCommissions(app.db, { windowDays: app.config.afterSalesWindowDays, defaultRateBp: app.config.commissionRateBp });
      if (r.created + r.settled + r.voided > 0) app.log.info(r, 'commission sweep');
    },
  });
}
