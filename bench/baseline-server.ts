// The yardstick: a bare Fastify route returning a constant JSON envelope on the same machine.
// With PROFILE=<layer> it adds one piece of the gateway's per-request work to that bare route, the
// way server/app.ts sets it up (bench/cases/platform.ts measures each against bare, the gateway
// profile of bench/README.md). Logging layers write pino lines at info to /dev/null, through the
// app's own destination (gathered lines before sonic-boom, server/http/log-destination.ts).
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { installBearerHook, needsToken } from '../server/http/auth.ts';
import { installInputGuard } from '../server/http/input-guard.ts';
import { gatheredLines } from '../server/http/log-destination.ts';
import { loggerOptions, RequestLog } from '../server/http/logger.ts';
import { requestLoggerFactory } from '../server/http/request-logger.ts';
import { Answers } from '../server/http/schemas.ts';
import { installResponseHeaders } from '../server/http/response-headers.ts';
import { HELMET_OPTIONS } from '../server/http/security-headers.ts';

/** Each layer: what it adds to the bare app. */
export const LAYERS = {
  bare: 'bare Fastify, constant JSON',
  log2: 'request log, Fastify default (2 lines, pino at info)',
  log1: 'request log, one line (RequestLog, request logger made on use)',
  helmetPlugin: '@fastify/helmet per request',
  helmetFixed: "helmet's headers computed once, one hook",
  reqIdAsync: 'x-request-id, async onSend',
  reqIdCallback: 'x-request-id, callback onSend',
  bearerAsync: 'bearer hook, async (open route)',
  bearerCallback: 'bearer hook, callback (open route)',
  inputGuard: 'input guard (NUL, non-finite)',
  schema: 'response schema (fast-json-stringify)',
  compress: '@fastify/compress, threshold 1 KB',
} as const;
export type Layer = keyof typeof LAYERS;

const body = { success: true, code: 200, msg: '操作成功', data: [{ goodsModel: '6205-2RSH', brandName: 'SKF', goodsName: '深沟球轴承' }] };
const health = { success: true, code: 200, msg: '操作成功', data: { status: 'ok' as const } };

async function build(layers: Set<string>): Promise<FastifyInstance> {
  const logged = layers.has('log1') || layers.has('log2');
  const app = Fastify({
    logger: logged ? loggerOptions('info', gatheredLines('/dev/null')) : false,
    ...(layers.has('log1') ? { logController: new RequestLog(), childLoggerFactory: requestLoggerFactory } : {}),
    ...(logged ? { genReqId: () => randomUUID(), requestIdHeader: false } : {}),
  });
  if (layers.has('helmetPlugin')) await app.register(helmet, HELMET_OPTIONS);
  if (layers.has('helmetFixed')) await installResponseHeaders(app, { hstsMaxAge: 0 });
  if (layers.has('reqIdAsync')) {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  }
  if (layers.has('reqIdCallback')) {
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-request-id', request.id);
      done(null, payload);
    });
  }
  if (layers.has('bearerAsync')) {
    // The hook as it was before issue 20: async, so every request pays a promise.
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      if (!needsToken(request)) return;
      throw new Error('not measured: open routes only');
    });
  }
  if (layers.has('bearerCallback')) installBearerHook(app);
  if (layers.has('inputGuard')) installInputGuard(app);
  if (layers.has('compress')) await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  app.get('/readyz', async () => ({ ok: true }));
  app.get('/constant', async () => body);
  app.post('/constant', async () => body);
  app.get('/healthz', layers.has('schema') ? { schema: { response: Answers(Type.Object({ status: Type.Literal('ok') })) } } : {}, async () => health);
  return app;
}

if (process.env.PORT) {
  const layers = new Set((process.env.PROFILE ?? 'bare').split(',').filter(Boolean));
  const unknown = [...layers].filter((l) => !(l in LAYERS));
  if (unknown.length > 0) throw new Error(`unknown PROFILE layers: ${unknown.join(', ')}`);
  const app = await build(layers);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}
