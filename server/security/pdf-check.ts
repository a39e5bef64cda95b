// Refuses PDFs that can act on their own (scripts, automatic actions, attachments, forms) and PDFs
// that cannot be checked (encrypted, broken, too large or too complex). The inspection itself, a
// real parser walking every object, is server/security/pdf-inspect-worker.mjs; it runs here in a
// worker thread (kept for the next file), so a pathological PDF cannot block the event loop: the
// worker is killed after a time budget or when it outgrows its memory; two run at once and at most 16 wait.
import { Worker } from 'node:worker_threads';

/** busy: more files wait for a check than MAX_WAITING (try again shortly). */
export type PdfProblem = 'active' | 'encrypted' | 'unreadable' | 'tooComplex' | 'busy';

export interface PdfLimits {
  /** Largest file checked; larger is 'tooComplex' (uploads are capped at 5–10 MB before this). */
  maxBytes: number;
  /** Most indirect objects (counting those inside object streams). */
  maxObjects: number;
  /** Time budget of one check (worker start included), in milliseconds. */
  maxMillis: number;
  /** Heap of one worker, in MB. */
  maxHeapMb: number;
}

export const PDF_LIMITS: PdfLimits = { maxBytes: 16 * 1024 * 1024, maxObjects: 200_000, maxMillis: 8_000, maxHeapMb: 256 };

/** Checks that run at once; the others wait their turn (each uses one core for up to maxMillis). */
const MAX_RUNNING = 2;
/** Files that may wait for a check; more are answered 'busy' at once instead of piling up. */
export const MAX_WAITING = 16;
const WORKER_URL = new URL('./pdf-inspect-worker.mjs', import.meta.url);

/** Started workers waiting for a file (starting one loads the parser, ~0.5 s); a killed worker is not reused. */
const idle: Worker[] = [];
let running = 0;
const waiting: (() => void)[] = [];

function startWorker(limits: PdfLimits): Worker {
  const worker = new Worker(WORKER_URL, {
    workerData: { pdfInspect: true },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  worker.unref();
  return worker;
}

function inspectInWorker(worker: Worker, input: Uint8Array, limits: PdfLimits): Promise<{ problem: PdfProblem | null; reusable: boolean }> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (problem: PdfProblem | null, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (!reusable) void worker.terminate();
      resolve({ problem, reusable });
    };
    const onMessage = (answer: { problem: PdfProblem | null }) => finish(answer.problem, true);
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the inspection: not checkable.
    const onError = (error: Error & { code?: string }) => finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooComplex' : 'unreadable', false);
    const onExit = () => finish('unreadable', false);
    const timer = setTimeout(() => finish('tooComplex', false), limits.maxMillis);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const bytes = new Uint8Array(input); // a copy: its buffer moves to the worker
    worker.postMessage({ bytes, maxObjects: limits.maxObjects }, [bytes.buffer]);
  });
}

async function inspect(input: Uint8Array, limits: PdfLimits): Promise<PdfProblem | null> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) return 'busy';
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    const worker = idle.pop() ?? startWorker(limits);
    const { problem, reusable } = await inspectInWorker(worker, input, limits);
    if (reusable && limits === PDF_LIMITS) idle.push(worker);
    else if (reusable) void worker.terminate();
    return problem;
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Why the PDF is refused, or null when it is a plain document. */
export function pdfProblem(input: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<PdfProblem | null> {
  if (input.byteLength > limits.maxBytes) return Promise.resolve('tooComplex');
  return inspect(input, limits);
}
