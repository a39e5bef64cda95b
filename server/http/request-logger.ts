// The request logger (`request.log`), made only when something is logged. Fastify makes a pino
// child logger for every request, with the request id bound (`reqId`), and with an options object
// that sends pino down its slow child path (a new set of formatters per child). Most requests log
// nothing but the completed-request line, which http/logger.ts RequestLog writes itself from the
// parent's bindings and the request id; so the child is made the first time a handler, a hook or
// the error handler logs through `request.log`, with the same bindings and options as Fastify's.
//
// A route with its own log level or serializers (options Fastify passes) gets its child at once.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import pino from 'pino';

type Log = (...args: unknown[]) => void;

export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bindings: Bindings,
  ) {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  get level(): string {
    return this.#child ? this.#child.level : this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  get silent(): FastifyBaseLogger['silent'] {
    return this.parent.silent;
  }

  fatal(...args: unknown[]): void {
    (this.real().fatal as Log)(...args);
  }

  error(...args: unknown[]): void {
    (this.real().error as Log)(...args);
  }

  warn(...args: unknown[]): void {
    (this.real().warn as Log)(...args);
  }

  info(...args: unknown[]): void {
    (this.real().info as Log)(...args);
  }

  debug(...args: unknown[]): void {
    (this.real().debug as Log)(...args);
  }

  trace(...args: unknown[]): void {
    (this.real().trace as Log)(...args);
  }

  /**
   * What the completed-request line needs from pino without making the child: the destination and
   * the child's bindings as pino writes them (the parent's, then the request id).
   */
  lineParts(): LineParts | null {
    if (this.#child) return pinoParts(this.#child);
    const parent = pinoParts(this.parent);
    if (!parent) return null;
    let bindings = parent.bindings;
    for (const [key, value] of Object.entries(this.bindings)) bindings += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
    return { stream: parent.stream, bindings };
  }

  private real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }
}

const { chindingsSym, streamSym } = pino.symbols;

/** A log line's destination and the bindings it carries, as pino writes them. */
export type LineParts = { stream: { write(line: string): unknown }; bindings: string };

/** Where a line of `log` goes and the bindings it carries; null when `log` is not pino's. */
export function lineParts(log: FastifyBaseLogger): LineParts | null {
  return log instanceof RequestLogger ? log.lineParts() : pinoParts(log);
}

function pinoParts(log: FastifyBaseLogger): LineParts | null {
  const raw = log as unknown as Record<symbol, unknown>;
  const stream = raw[streamSym] as LineParts['stream'] | undefined;
  const bindings = raw[chindingsSym];
  return stream && typeof bindings === 'string' ? { stream, bindings } : null;
}

/** Fastify's `childLoggerFactory`: a RequestLogger, or pino's child at once for a route's own log options. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, opts) =>
  Object.keys(opts).length > 0 ? logger.child(bindings, opts) : new RequestLogger(logger, bindings);
