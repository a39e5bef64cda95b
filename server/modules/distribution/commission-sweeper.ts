// Runs the commission settlement beside the server (when the order sweeper runs:
// config.orders.sweepSeconds > 0) every ten minutes, stopped when the app closes.
import type { FastifyInstance } from 'fastify';
import { syncCommissions } from './commission-sync.ts';

const EVERY_MS = 10 * 60 * 1000;

export function startCommissionSweeper(app: FastifyInstance): void {
  if (!(app.config.orders.sweepSeconds > 0)) return;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = syncCommissions(app.db, { windowDays: app.config.afterSalesWindowDays, defaultRateBp: app.config.commissionRateBp })
      .then((r) => {
        if (r.created + r.settled + r.voided > 0) app.log.info(r, 'commission sweep');
      })
      .catch((err: unknown) => app.log.error({ err }, 'commission sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (running) await running;
  });
}
