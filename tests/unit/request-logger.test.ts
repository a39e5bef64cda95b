// The request logger made on use (server/http/request-logger.ts): no pino child until something
// logs, the same bindings as pino's child when it does, and pino's child at once for a route's own
// log options.
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lineParts, RequestLogger, requestLoggerFactory } from '../../server/http/request-logger.ts';

function rootLogger() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const make = (log: FastifyBaseLogger, opts: object = {}) => requestLoggerFactory.call(null as never, log, { reqId: 'r-1"x' }, opts, null as never);

describe('RequestLogger', () => {
  it('makes no child until something logs, then logs through pino with the request id', () => {
    const { log, lines } = rootLogger();
    const child = vi.spyOn(log, 'child');
    const request = make(log);
    expect(request).toBeInstanceOf(RequestLogger);
    expect(request.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    request.warn({ orderId: 7 }, 'stock short');
    request.info('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toMatchObject([
      { level: 40, reqId: 'r-1"x', orderId: 7, msg: 'stock short' },
      { level: 30, reqId: 'r-1"x', msg: 'second' },
    ]);
  });

  it('gives the completed-request line the bindings pino writes for the child, before and after the child is made', () => {
    const { log } = rootLogger();
    const expected = (log.child({ reqId: 'r-1"x' }) as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym];
    const request = make(log);
    expect(lineParts(request)?.bindings).toBe(expected);
    request.info('made');
    expect(lineParts(request)?.bindings).toBe(expected);
  });

  it("is pino's child at once when the route has its own log options", () => {
    const { log } = rootLogger();
    const request = make(log, { level: 'warn' });
    expect(request).not.toBeInstanceOf(RequestLogger);
    expect(request.level).toBe('warn');
  });
});
