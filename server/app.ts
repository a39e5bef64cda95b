// buildApp: the one Fastify application, used by main.ts and by every API test.
// It mounts the five services of the spec under /gateway/<service>, the media routes, health
// checks, the generated API reference (/docs/api) and (when built) the SPA, with one envelope
// for every response.
import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import pkg from '../package.json' with { type: 'json' };
import type { AppConfig } from './config.ts';
import { ping, type DbHandle } from './db/connect.ts';
import { installReadRouting } from './db/replica-reads.ts';
import { installBearerHook, sessionTokenOf } from './http/auth.ts';
import { installCsrfCheck } from './http/staff-csrf.ts';
import { installCompression } from './http/compression.ts';
import { ok } from './http/envelope.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './http/error-handler.ts';
import { installInputGuard } from './http/input-guard.ts';
import { installReadiness } from './http/readiness.ts';
import { installMetrics } from './http/metrics.ts';
import { installMetricSources } from './http/metrics-sources.ts';
import { installRequestScope } from './db/request-comment.ts';
import { bufferedStdout } from './http/log-destination.ts';
import { loggerOptions, RequestLog } from './http/logger.ts';
import { requestLoggerFactory } from './http/request-logger.ts';
import { installResponseHeaders } from './http/response-headers.ts';
import { spaPageSender } from './http/spa-preload.ts';
import { installOpenApi } from './http/openapi.ts';
import { Answers, OkEnvelope } from './http/schemas.ts';
import { failure } from './http/envelope.ts';
import { MSG } from '../domain/shared/messages.ts';
import mediaPlugin from './media/plugin.ts';
import systemService from './gateway/system.ts';
import memberService from './gateway/member.ts';
import goodsService from './gateway/goods.ts';
import orderService from './gateway/order.ts';
import commonService from './gateway/common.ts';
import type { Providers } from './http/fastify-types.ts';
import { Redis } from 'ioredis';
import { OutboxSmsProvider } from './providers/sms/outbox-sms-provider.ts';
import { LocalWechatProvider } from './providers/wechat/local-wechat-provider.ts';
import { SvgCaptchaProvider } from './providers/captcha/svg-captcha-provider.ts';
import { DbUploadStore } from './providers/storage/upload-store.ts';
import { paymentProviderFor } from './providers/payment/payment-provider-for.ts';
import { DbLimitStore, RedisLimitStore } from './security/limits.ts';
import uploadRoutes from './media/upload-routes.ts';
import { installStaffGuard } from './modules/staff/public.ts';
import { cxmlOrderRoutes, installClientCallGuard, punchoutRoutes } from './modules/integration/routes.ts';

export interface BuildOptions {
  /** Replace providers (tests use fakes); the local implementations are the default. */
  providers?: Partial<Providers>;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Close the database when the app closes (main does; tests share one handle per file). */
  closeDb?: boolean;
  /**
   * Validate every JSON answer against its route's documented schema and fail loudly on a
   * mismatch (http/response-check.ts): the API tests turn it on, production never does.
   */
  checkResponses?: boolean;
}

export async function buildApp(config: AppConfig, handle: DbHandle, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const logStream = opts.logStream ?? bufferedStdout();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One log line per completed request, not Fastify's two (http/logger.ts).
    logController: new RequestLog(),
    // request.log is made when something logs through it (http/request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: config.bodyLimit,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // Unknown properties are refused (400), never silently stripped: every body and query schema
    // says additionalProperties: false, and the validation message names the field.
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', handle.db);
  app.decorate('config', config);
  // Replica-eligible reads (readDb) and read-your-writes (issue 41; db/replica-reads.ts).
  installReadRouting(app, config, handle);
  app.decorate('providers', {
    sms: new OutboxSmsProvider(handle.db),
    wechat: new LocalWechatProvider(handle.db),
    captcha: new SvgCaptchaProvider(),
    uploads: new DbUploadStore(handle.db, config.uploads),
    payment: paymentProviderFor(config, app.log),
    ...opts.providers,
  });
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    app.decorate('limits', new RedisLimitStore(redis, `${config.redisPrefix}limit:`));
    app.addHook('onClose', async () => void (await redis.quit()));
  } else {
    const store = new DbLimitStore(handle.db);
    app.decorate('limits', store);
    // Expired windows (one row per client IP and hour, say) would otherwise stay for ever.
    store.schedulePurge(app, config.limits.counterPurgeSeconds);
  }
  if (opts.closeDb) app.addHook('onClose', async () => handle.close());
  // The buffered stdout destination (http/log-destination.ts) writes what it holds when the app closes.
  if (!opts.logStream) app.addHook('onClose', (_app, done) => {
    (logStream as ReturnType<typeof bufferedStdout>).flushSync();
    done();
  });

  // The security headers (helmet's, computed once by helmet itself), the request id and HSTS, set
  // by one onRequest and one onSend callback hook (http/response-headers.ts).
  await installResponseHeaders(app, { hstsMaxAge: config.hstsMaxAge });
  // JSON answers of 1 KB or more are compressed, on the routes whose answers can reach 1 KB
  // (http/compression.ts). Static files come pre-compressed from the build (preCompressed below).
  await installCompression(app);
  await installOpenApi(app, pkg.version, config.openapiDocs);
  if (opts.checkResponses) (await import('./http/response-check.ts')).installResponseCheck(app);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  // Multipart forms are taken only by the route plugins that read them (http/multipart.ts acceptMultipart).

  const spaIndex = config.staticDir && existsSync(path.join(config.staticDir, 'index.html')) ? config.staticDir : null;
  const adminEntry = spaIndex !== null && existsSync(path.join(spaIndex, 'admin.html'));
  const sendSpaPage = spaIndex ? spaPageSender(spaIndex) : null;
  installErrorHandlers(app, {
    ...(spaIndex
      ? {
          spaFallback: (request, reply) => {
            if (request.url.startsWith('/files/') || request.url.startsWith('/assets/')) {
              return reply.status(404).send(failure(404, MSG.notFound));
            }
            // The staff console is its own entry (admin.html): /admin and every deep link under it.
            const page = adminEntry && /^\/admin(?:[/?]|$)/.test(request.url) ? 'admin.html' : 'index.html';
            // A storefront page: index.html naming that page's chunks (http/spa-preload.ts).
            if (page === 'index.html' && sendSpaPage) {
              const sent = sendSpaPage(request, reply);
              if (sent) return sent;
            }
            return reply.header('cache-control', 'no-cache').sendFile(page, spaIndex);
          },
        }
      : {}),
  });
  // Each request's queries carry its id as an SQL comment (db/request-comment.ts): first, so the bearer hook's lookup does too.
  installRequestScope(app);
  installBearerHook(app);
  // A company API client's calls (issue 40): its per-minute limit, its address ranges on each call, the company audit row.
  installClientCallGuard(app);
  // The staff console's cookie-authenticated writes need the session's CSRF token (issue 35).
  installCsrfCheck(app, sessionTokenOf);
  // Every staff route: the role's permission checked and each write audited (issue 22).
  installStaffGuard(app);
  installInputGuard(app);

  const healthSchema = {
    summary: 'Liveness: the process answers',
    response: Answers(Type.Object({ status: Type.Literal('ok', { description: '进程存活' }) })),
  };
  // Readiness (issue 41 item 5): the database answers and the work begun at start (the search
  // index) is done (http/readiness.ts); `worker` tells the WORKERS=N processes apart.
  const readiness = installReadiness(app);
  const worker = cluster.worker?.id ?? 0;
  const readySchema = {
    summary: 'Readiness: the database answers and the search index is built',
    response: {
      ...Answers(
        Type.Object({
          status: Type.Literal('ready', { description: '可以接收请求' }),
          database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')], { description: '数据库类型' }),
          worker: Type.Integer({ description: '工作进程编号（WORKERS 大于 1 时从 1 起，重启的进程取新编号；单进程为 0）' }),
        }),
      ),
      503: { ...OkEnvelope, description: '正在启动（商品索引未建好）或数据库不可用' },
    },
  };
  // GET /metrics, the per-route HTTP histogram and the figures read at scrape time (issue 41; http/metrics.ts).
  installMetrics(app, config.metrics, config.trustProxy);
  installMetricSources(app, handle);
  app.get('/healthz', { schema: healthSchema }, async () => ok({ status: 'ok' as const }));
  app.get('/readyz', { schema: readySchema }, async (_request, reply) => {
    if (readiness.pending().length > 0) return reply.status(503).send(failure(503, MSG.starting));
    try {
      await ping(app.db);
      return ok({ status: 'ready', database: handle.kind, worker });
    } catch (err) {
      app.log.error({ err }, 'readiness check failed');
      return reply.status(503).send(failure(503, MSG.notReady));
    }
  });

  await app.register(systemService, { prefix: '/gateway/system' });
  await app.register(memberService, { prefix: '/gateway/member' });
  await app.register(goodsService, { prefix: '/gateway/goods' });
  await app.register(orderService, { prefix: '/gateway/order' });
  await app.register(commonService, { prefix: '/gateway/common' });
  // Issue 40: the cXML OrderRequest of a buyer's purchasing system (its own credential, no bearer token).
  await app.register(cxmlOrderRoutes);
  // PunchOut's entry points (issue 40): outside /gateway, where a buyer's SRM opens them.
  await app.register(punchoutRoutes);
  await app.register(mediaPlugin);
  await app.register(uploadRoutes);

  if (spaIndex) {
    await app.register(fastifyStatic, {
      root: spaIndex,
      wildcard: true,
      index: ['index.html'],
      // The build writes `.br` and `.gz` beside every text file (scripts/precompress.ts): the copy
      // the client accepts is sent with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // The build's manifest (dist/.vite/, read by the bench) and any other dotfile are not served.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
