// The pool of sheet-reading workers (sheet-worker.mjs): a few long-lived threads, so one large or
// hostile file never holds up another buyer's import. Jobs wait in one queue per owner (the member)
// and are taken in turn, and one owner never has more than size - 1 workers (one when there are
// two), so another member's file always finds a worker free while one member sends eight; each job has a time limit from the moment a worker takes it, after which that worker is
// terminated and replaced. A worker that crashes is replaced too.
import { cpus } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface GridJob {
  kind: 'xlsx' | 'ods' | 'xls' | 'csv';
  bytes: Buffer;
  rowCap: number;
  /** The most bytes all entries of a zip may inflate to (counted while inflating). */
  maxUncompressed: number;
  /** This file's time limit, when not the pool's. */
  timeoutMs?: number;
}

export interface GridAnswer {
  rows?: string[][];
  truncated?: boolean;
  encoding?: string | null;
  /** Merged ranges spanning more than one column: 0-based row, first and last column. */
  merges?: { r: number; c: number; to: number }[];
  error?: 'macro' | 'encrypted' | 'unreadable' | 'zipBomb';
}

/** Why a job ended without an answer from the worker. */
export class GridFailure extends Error {
  constructor(readonly why: 'timeout' | 'crash') {
    super(why);
  }
}

interface Job {
  id: number;
  owner: string;
  job: GridJob;
  resolve: (a: GridAnswer) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  worker: Worker;
  busy: Job | null;
  timer: NodeJS.Timeout | null;
  /** Ends the slot: its job (if any) is refused and the worker dropped from the pool. */
  lost: (why: 'timeout' | 'crash') => void;
}

const WORKER_URL = new URL('./sheet-worker.mjs', import.meta.url);

export class SheetPool {
  private readonly slots: Slot[] = [];
  private readonly queues = new Map<string, Job[]>();
  private next = 1;

  constructor(
    private readonly size: number,
    private readonly timeoutMs: number,
  ) {}

  /** Parses one file on the next free worker, taking owners in turn. */
  run(job: GridJob, owner: string): Promise<GridAnswer> {
    return new Promise<GridAnswer>((resolve, reject) => {
      const entry: Job = { id: this.next++, owner, job, resolve, reject };
      const queue = this.queues.get(owner);
      if (queue) queue.push(entry);
      else this.queues.set(owner, [entry]);
      this.pump();
    });
  }

  /** Jobs waiting, all owners. */
  get waiting(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.length;
    return n;
  }

  /** Workers one owner may hold at once: all but one, so another owner always finds one free. */
  private get perOwner(): number {
    return Math.max(1, this.size - 1);
  }

  private running(owner: string): number {
    return this.slots.filter((s) => s.busy?.owner === owner).length;
  }

  private take(): Job | null {
    // The first owner in insertion order that may start a job is served, then moved to the back (round robin).
    for (const [owner, queue] of this.queues) {
      if (this.running(owner) >= this.perOwner) continue;
      const job = queue.shift()!;
      this.queues.delete(owner);
      if (queue.length > 0) this.queues.set(owner, queue);
      return job;
    }
    return null;
  }

  private pump(): void {
    // All workers start with the first job: loading SheetJS in a new thread takes a second on a busy
    // machine, which the file that first needs the second worker should not wait for.
    while (this.slots.length < this.size) this.spawn();
    for (;;) {
      const free = this.slots.find((s) => s.busy === null);
      if (!free) return;
      const job = this.take();
      if (!job) return;
      this.start(free, job);
    }
  }

  private spawn(): Slot {
    const xlsxPath = createRequire(import.meta.url).resolve('@e965/xlsx');
    const worker = new Worker(WORKER_URL, { workerData: { xlsxPath }, resourceLimits: { maxOldGenerationSizeMb: 768 } });
    worker.unref();
    const slot: Slot = { worker, busy: null, timer: null, lost: () => undefined };
    worker.on('message', (answer: GridAnswer & { id: number }) => {
      const job = slot.busy;
      if (!job || job.id !== answer.id) return;
      this.finish(slot);
      job.resolve(answer);
      this.pump();
    });
    slot.lost = (why) => {
      if (!this.slots.includes(slot)) return;
      const job = slot.busy;
      this.finish(slot);
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots.splice(at, 1);
      job?.reject(new GridFailure(why));
      this.pump();
    };
    worker.on('error', () => slot.lost('crash'));
    worker.on('exit', () => slot.lost('crash'));
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
  }

  private start(slot: Slot, job: Job): void {
    slot.busy = job;
    slot.timer = setTimeout(() => {
      slot.lost('timeout');
      void slot.worker.terminate();
    }, job.job.timeoutMs ?? this.timeoutMs);
    const copy = new Uint8Array(job.job.bytes);
    slot.worker.postMessage({ id: job.id, kind: job.job.kind, bytes: copy, rowCap: job.job.rowCap, maxUncompressed: job.job.maxUncompressed }, [copy.buffer]);
  }
}

/** Two workers at most (the machine this runs on has two cores); one on a single core. */
export const SHEET_POOL_SIZE = Math.max(1, Math.min(2, cpus().length));
