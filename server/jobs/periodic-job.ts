// The one way the server runs a job on a timer beside the requests (payment timeouts, points,
// commissions, VIP reminders, upload sweeps): every `everyMs`, never two runs of a job at once
// (a tick while one runs is skipped), unref'd so it never keeps the process alive, errors logged
// and not thrown, and on close the timer stops and a run under way is awaited. Each run is
// counted for /metrics by the job's name: runs, failures, ticks skipped because the last run was
// still going (a job slower than its interval), and how long runs take.
import type { FastifyInstance } from 'fastify';
import { counter, histogram } from '../http/metrics.ts';

export interface PeriodicJob {
  /** The log's name of the job ("payment timeout sweep"); the `job` label of its metrics. */
  name: string;
  everyMs: number;
  /** One run: it logs what it changed itself; a failure is logged here. */
  run: () => Promise<void>;
}

type JobHost = Pick<FastifyInstance, 'addHook' | 'log'>;

const runs = counter('aibeike_job_runs_total', 'Runs of a periodic job, finished or failed, by job name.', ['job']);
const failures = counter('aibeike_job_failures_total', 'Runs of a periodic job that failed (logged as "<job> failed"), by job name.', ['job']);
const skipped = counter('aibeike_job_skipped_ticks_total', 'Ticks of a periodic job skipped because its previous run was still going, by job name.', ['job']);
const duration = histogram('aibeike_job_duration_seconds', 'How long runs of a periodic job take, by job name.', ['job'], [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300]);

/** Schedules `job` on `app`; returns the tick (a test runs it by hand). */
export function schedulePeriodic(app: JobHost, job: PeriodicJob): () => Promise<void> {
  let running: Promise<void> | null = null;
  const labels = { job: job.name };
  const tick = (): Promise<void> => {
    if (running) {
      skipped.inc(labels);
      return running;
    }
    const started = performance.now();
    running = job
      .run()
      .catch((err: unknown) => {
        failures.inc(labels);
        app.log.error({ err }, `${job.name} failed`);
      })
      .finally(() => {
        runs.inc(labels);
        duration.observe(labels, (performance.now() - started) / 1000);
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
