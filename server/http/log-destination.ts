// The default log destination: stdout through pino's sonic-boom, written asynchronously in chunks
// instead of one write(2) per line (a synchronous write per request line cost about a fifth of the
// gateway's throughput, bench/README.md).
//
// Lines are first gathered here and handed to sonic-boom joined, LINES_CHARS at a time:
// sonic-boom 4 and 5 measure the byte length of its whole pending chunk on every write
// (`Buffer.byteLength(bufs[bufs.length - 1])`), so a line costs time in proportion to what is
// already waiting: about 1.5 µs per request line at 4 KiB, against 0.1 µs for a push here
// (bench/README.md, "the log line"). sonic-boom still does the writing: partial writes, EAGAIN on
// a non-blocking pipe, the synchronous flush at exit.
//
// What is gathered is written every second, when the app closes (SIGTERM/SIGINT) and when the
// process exits; a SIGKILL can lose the last second of lines.
import pino from 'pino';

/** Characters gathered before they go to sonic-boom in one write. */
const LINES_CHARS = 8_192;

export type LogDestination = pino.DestinationStream & { flushSync(): void };

class GatheredLines implements LogDestination {
  #parts: string[] = [];
  #chars = 0;

  constructor(private readonly dest: ReturnType<typeof pino.destination>) {}

  write(line: string): void {
    this.#parts.push(line);
    this.#chars += line.length;
    if (this.#chars >= LINES_CHARS) this.#pass();
  }

  /** Hands what is gathered to sonic-boom and lets it write. */
  flush(): void {
    this.#pass();
    this.dest.flush();
  }

  flushSync(): void {
    this.#pass();
    this.dest.flushSync();
  }

  #pass(): void {
    if (this.#parts.length === 0) return;
    const chunk = this.#parts.length === 1 ? this.#parts[0]! : this.#parts.join('');
    this.#parts = [];
    this.#chars = 0;
    this.dest.write(chunk);
  }
}

/**
 * Lines gathered before sonic-boom writes them to `dest` (a file descriptor or a path), flushed
 * every second and at exit. The bench's logging layers write to /dev/null through this.
 */
export function gatheredLines(dest: number | string): LogDestination {
  const lines = new GatheredLines(pino.destination({ dest, minLength: 4096, sync: false }));
  // A quiet server's lines still appear within a second.
  setInterval(() => lines.flush(), 1000).unref();
  process.once('exit', () => {
    try {
      lines.flushSync();
    } catch {
      // the destination is already gone
    }
  });
  return lines;
}

let shared: LogDestination | null = null;

/** The process's stdout log destination (one per process, however many apps it builds). */
export function bufferedStdout(): LogDestination {
  shared ??= gatheredLines(1);
  return shared;
}
