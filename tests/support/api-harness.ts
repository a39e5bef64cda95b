// A fresh database per test file: in-memory PGlite by default (loaded from this run's dump, see
// seeded-snapshot.ts), or a new PostgreSQL database created beside DATABASE_URL (dropped
// afterwards), migrated and seeded with a small catalogue.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import { testConfig, type AppConfig } from '../../server/config.ts';
import type { DbHandle } from '../../server/db/connect.ts';
import { freshDatabase } from './fresh-database.ts';
import { migrateAndSeed, seededPglite } from './seeded-snapshot.ts';

export const DEMO = {
  personal: '13800000001',
  enterprise: '13800000002',
  distributor: '13800000003',
  password: 'Demo2026',
  staff: 'admin',
  staffPassword: 'Admin2026',
} as const;

export interface TestContext {
  app: FastifyInstance;
  handle: DbHandle;
  config: AppConfig;
  logs: string[];
  close(): Promise<void>;
}

/** The configured account limits with some replaced. */
export function testLimits(overrides: Partial<AppConfig['limits']> = {}): AppConfig['limits'] {
  return { ...testConfig().limits, ...overrides };
}

export interface TestAppOptions {
  seedSkus?: number;
  config?: Partial<AppConfig>;
  providers?: BuildOptions['providers'];
  prepare?: (app: FastifyInstance) => void;
}

/** A captcha whose answer tests know: every image reads "AB12". */
export const FIXED_CAPTCHA = { name: 'fixed', create: () => ({ answer: 'AB12', image: 'data:image/svg+xml;base64,PHN2Zy8+' }) };

/** The database of one test file: a new PostgreSQL database beside DATABASE_URL, migrated and seeded, or a PGlite loaded from this run's dump of the same. */
async function seededDatabase(skus: number): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const handle = await seededPglite(skus);
    return { handle, drop: () => handle.close() };
  }
  const fresh = await freshDatabase();
  await migrateAndSeed(fresh.handle, skus);
  return fresh;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestContext> {
  const { handle, drop } = await seededDatabase(opts.seedSkus ?? 400);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = testConfig({ logLevel: 'info', redisPrefix: `aibeike:test:${randomBytes(6).toString('hex')}:`, ...opts.config });
  // Every answer is held to the API document (server/http/response-check.ts).
  const app = await buildApp(config, handle, { logStream, checkResponses: true, ...(opts.providers ? { providers: opts.providers } : {}) });
  opts.prepare?.(app);
  await app.ready();
  return {
    app,
    handle,
    config,
    logs,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export function basicHeader(config: Pick<AppConfig, 'oauthClientId' | 'oauthClientSecret'>): string {
  return `Basic ${Buffer.from(`${config.oauthClientId}:${config.oauthClientSecret}`).toString('base64')}`;
}

/** Logs in through POST /oauth/token with query parameters, as the SPA does; returns the access token. */
export async function login(ctx: TestContext, username: string, password: string, userType: '0' | '1' = '0'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gateway/system/oauth/token',
    query: { username, password, grant_type: 'password', user_type: userType, auth_type: 'password' },
    headers: { authorization: basicHeader(ctx.config) },
  });
  const body = res.json();
  if (!body.success) throw new Error(`登录失败：${body.msg}`);
  return body.data.access_token as string;
}

export async function call<T = unknown>(ctx: TestContext, options: InjectOptions & { token?: string }) {
  const { token, ...rest } = options;
  const res = await ctx.app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { success: boolean; code: number; msg: string; data: T } };
}
