// The one way the server runs a job on a timer beside the requests (payment timeouts, points,
// commissions, VIP reminders, upload sweeps): every `everyMs`, never two runs of a job at once
// (a tick while one runs is skipped), unref'd so it never keeps the process alive, errors logged
// and not thrown, and on close the timer stops and a run under way is awaited.
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** The log's name of the job ("payment timeout sweep"). */
  name: string;
  everyMs: number;
  /** One run: it logs what it changed itself; a failure is logged here. */
  run: () => Promise<void>;
}

type JobHost = Pick<FastifyInstance, 'addHook' | 'log'>;

/** Schedules `job` on `app`; returns the tick (a test runs it by hand). */
export function schedulePeriodic(app: JobHost, job: PeriodicJob): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    if (running) return running;
    running = job
      .run()
      .catch((err: unknown) => app.log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), job.everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (running) await running;
  });
  return tick;
}
