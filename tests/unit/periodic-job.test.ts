// The one timer of the server's background jobs (server/jobs/periodic-job.ts): a tick while a run
// is under way joins it instead of starting a second; a failing run is logged, not thrown, and the
// next tick runs again; closing the app stops the timer and waits for the run under way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePeriodic } from '../../server/jobs/periodic-job.ts';

function host() {
  const closers: (() => Promise<void>)[] = [];
  const errors: string[] = [];
  const app = {
    addHook: (_name: 'onClose', hook: () => Promise<void>) => closers.push(hook),
    log: { error: (_obj: object, msg: string) => errors.push(msg) },
  };
  return { app: app as unknown as Parameters<typeof schedulePeriodic>[0], errors, close: () => Promise.all(closers.map((c) => c())) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('schedulePeriodic', () => {
  it('runs every interval, never two runs at once', async () => {
    const h = host();
    let runs = 0;
    let release: () => void = () => {};
    schedulePeriodic(h.app, { name: 'job', everyMs: 1000, run: () => new Promise<void>((r) => { runs += 1; release = r; }) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
  });

  it('logs a failing run under its name and runs again on the next tick', async () => {
    const h = host();
    let runs = 0;
    schedulePeriodic(h.app, { name: 'points sweep', everyMs: 1000, run: async () => { runs += 1; throw new Error('db down'); } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(2);
    expect(h.errors).toEqual(['points sweep failed', 'points sweep failed']);
  });

  it('on close stops the timer and waits for the run under way', async () => {
    const h = host();
    let runs = 0;
    let finished = false;
    const tick = schedulePeriodic(h.app, { name: 'job', everyMs: 1000, run: async () => { runs += 1; await new Promise((r) => setTimeout(r, 500)); finished = true; } });
    void tick();
    const closed = h.close();
    await vi.advanceTimersByTimeAsync(500);
    await closed;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(1);
  });
});
