// buildApp: the one Fastify application, used by main.ts and by every API test.
// It mounts the five services of the spec under /gateway/<service>, the media routes, health
// checks and (when built) the SPA, with one envelope for every response.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.ts';
import { ping, type DbHandle } from './db/connect.ts';
import { installBearerHook } from './http/auth.ts';
import { ok } from './http/envelope.ts';
import { installErrorHandlers } from './http/error-handler.ts';
import { loggerOptions } from './http/logger.ts';
import { failure } from './http/envelope.ts';
import { MSG } from '../domain/messages.ts';
import mediaPlugin from './media/plugin.ts';
import systemService from './services/system/plugin.ts';
import memberService from './services/member/plugin.ts';
import goodsService from './services/goods/plugin.ts';
import orderService from './services/order/plugin.ts';
import commonService from './services/common/plugin.ts';
import type { Providers } from './http/fastify-types.ts';
import { Redis } from 'ioredis';
import { OutboxSmsProvider } from './providers/sms/outbox-sms-provider.ts';
import { LocalWechatProvider } from './providers/wechat/local-wechat-provider.ts';
import { SvgCaptchaProvider } from './providers/captcha/svg-captcha-provider.ts';
import { DbUploadStore } from './providers/storage/upload-store.ts';
import { SandboxPaymentProvider } from './providers/payment/sandbox-payment-provider.ts';
import { DbLimitStore, RedisLimitStore } from './security/limits.ts';
import uploadRoutes from './media/upload-routes.ts';

export interface BuildOptions {
  /** Replace providers (tests use fakes); the local implementations are the default. */
  providers?: Partial<Providers>;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Close the database when the app closes (main does; tests share one handle per file). */
  closeDb?: boolean;
}

export const SERVICES = ['system', 'member', 'goods', 'order', 'common'] as const;

export async function buildApp(config: AppConfig, handle: DbHandle, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    bodyLimit: config.bodyLimit,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', handle.db);
  app.decorate('config', config);
  app.decorate('providers', {
    sms: new OutboxSmsProvider(handle.db),
    wechat: new LocalWechatProvider(handle.db),
    captcha: new SvgCaptchaProvider(),
    uploads: new DbUploadStore(handle.db),
    payment: new SandboxPaymentProvider(config.orders.paymentSecret),
    ...opts.providers,
  });
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    app.decorate('limits', new RedisLimitStore(redis, `${config.redisPrefix}limit:`));
    app.addHook('onClose', async () => void (await redis.quit()));
  } else {
    app.decorate('limits', new DbLimitStore(handle.db));
  }
  if (opts.closeDb) app.addHook('onClose', async () => handle.close());

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(multipart, { limits: { fileSize: config.limits.avatarMaxBytes, files: 1, fields: 10, fieldSize: 4096 } });

  const spaIndex = config.staticDir && existsSync(path.join(config.staticDir, 'index.html')) ? config.staticDir : null;
  installErrorHandlers(app, {
    ...(spaIndex
      ? {
          spaFallback: (request, reply) => {
            if (request.url.startsWith('/media/') || request.url.startsWith('/assets/')) {
              return reply.status(404).send(failure(404, MSG.notFound));
            }
            return reply.header('cache-control', 'no-cache').sendFile('index.html', spaIndex);
          },
        }
      : {}),
  });
  installBearerHook(app);

  app.get('/healthz', async () => ok({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await ping(app.db);
      return ok({ status: 'ready', database: handle.kind });
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
  await app.register(mediaPlugin);
  await app.register(uploadRoutes);

  if (spaIndex) {
    await app.register(fastifyStatic, {
      root: spaIndex,
      wildcard: true,
      index: ['index.html'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
