// Every setting the process reads, in one place, from the environment (see README: Configuration).
import { APPROVAL_HOLD_HOURS } from '../domain/approvals/approval-rules.ts';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_EXPIRY_YEARS, DEFAULT_POINTS_PER_YUAN, DEFAULT_SIGN_REWARDS } from '../domain/points/points-rules.ts';
import { SECURITY_MSG } from './security/messages.ts';
import { metricsSettings, type MetricsSettings } from './http/metrics-access.ts';

/** The public defaults of the secrets: fine for a demo, refused in production (checkProductionConfig). */
export const DEFAULT_OAUTH_CLIENT_SECRET = 'aibeike-web-secret';
export const DEFAULT_PAYMENT_SECRET = 'aibeike-sandbox-payment-secret';

export interface AppConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; `null` keeps it in memory (tests). */
  dataDir: string | null;
  /** A PostgreSQL connection string; when set it replaces PGlite. */
  databaseUrl: string | null;
  /** DATABASE_REPLICA_URL: PostgreSQL streaming replicas of DATABASE_URL (comma-separated) that serve the replica-eligible reads (issue 41; docs/decisions.md "Reads from replicas"). */
  replicaUrls: string[];
  /** REPLICA_MAX_LAG_MS: a replica further behind the primary than this is skipped (default 1000). */
  replicaMaxLagMs: number;
  redisUrl: string | null;
  /** Prefix of every Redis key this process writes (tests give each app its own). */
  redisPrefix: string;
  oauthClientId: string;
  oauthClientSecret: string;
  /** Lifetime of an access token, seconds. */
  accessTokenTtl: number;
  /** Lifetime of a refresh token, seconds. */
  refreshTokenTtl: number;
  /** SKUs the first-start seed creates; 0 skips seeding. */
  seedSkus: number;
  /** Built SPA to serve; `null` serves the API only. */
  staticDir: string | null;
  /** Largest JSON or form body accepted, bytes. */
  bodyLimit: number;
  logLevel: string;
  nodeEnv: string;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDRs or proxy-addr's `loopback`,
   * `linklocal`, `uniquelocal`); `false` believes none and takes the socket's address.
   */
  trustProxy: string[] | false;
  /**
   * OPENAPI_DOCS: who may read the API document and its reference at /docs/api: `public`
   * (default in development and tests), `staff` (default in production: it lists every staff
   * route) or `off` (not served).
   */
  openapiDocs: OpenApiDocs;
  /** HSTS_MAX_AGE: the Strict-Transport-Security max-age in seconds on https answers; 0 (default) sends none. */
  hstsMaxAge: number;
  /** PAYMENT_SANDBOX=1: the sandbox gateway also in production (off there by default). */
  paymentSandbox: boolean;
  /** AFTER_SALES_WINDOW_DAYS: days after an order is completed during which after-sales requests are accepted (default 7). */
  afterSalesWindowDays: number;
  /** VIP688_OFFER: the 688 year is offered and sold (spec 9's vip688 flag, default 1; 0 hides and refuses it). */
  vip688Offer: boolean;
  /** COMMISSION_RATE_BP: distributors' commission in basis points where no category rate applies (default 300 = 3%). */
  commissionRateBp: number;
  /** The points rules (README: Points; docs/api/points.md). */
  points: PointsSettings;
  limits: AccountLimits;
  orders: OrderSettings;
  uploads: UploadSettings;
  webhooks: WebhookSettings;
  /** GET /metrics (issue 41): METRICS, METRICS_ALLOW, METRICS_TOKEN (README: Metrics). */
  metrics: MetricsSettings;
  /** WORKERS: processes serving the port (node's cluster module; default 1 = one process, no primary). Above 1 needs DATABASE_URL. */
  workers: number;
  catalogueChanges: CatalogueChangeSettings;
}

/** The catalogue change outbox (issue 41; docs/decisions.md: Catalogue changes through an outbox). */
export interface CatalogueChangeSettings {
  /** CATALOGUE_PUBLISH_MS: the publisher's pause between passes, ms (default 50, at least 1). */
  publishMs: number;
  /** CATALOGUE_POLL_MS: a listener's fallback read of the outbox when no hint came, ms (default 2000, at least 1). */
  pollMs: number;
  /** CATALOGUE_EVENT_RETENTION_SECONDS: published events older than this are pruned (default 3600, at least 1). */
  retentionSeconds: number;
  /** CATALOGUE_NOTIFY_IN_TRANSACTION=1: a bench measurement knob, also pg_notify in the writer's transaction (the cost before the outbox). */
  notifyInTransaction: boolean;
}

/** The webhook sender (issue 40; docs/api/integration.md (part 3)). */
export interface WebhookSettings {
  /** WEBHOOK_SEND_SECONDS: how often due deliveries are sent, seconds (default 5); 0 turns the sender off. */
  sendSeconds: number;
  /** WEBHOOK_ALLOW_PRIVATE=1: deliveries to private, loopback and link-local addresses and plain http (tests and the bench only). */
  allowPrivate: boolean;
}

export type OpenApiDocs = 'off' | 'staff' | 'public';

/** OPENAPI_DOCS, or its default for the environment: staff only in production, public elsewhere. */
export function openapiDocsSetting(raw: string | undefined, nodeEnv: string): OpenApiDocs {
  const value = raw?.trim() || (nodeEnv === 'production' ? 'staff' : 'public');
  if (value !== 'off' && value !== 'staff' && value !== 'public') throw new Error(`OPENAPI_DOCS must be off, staff or public: ${value}`);
  return value;
}

/** The points rules (issue 17): what a sign-in and an order earn, and when points expire. */
export interface PointsSettings {
  /** POINTS_PER_YUAN: points per whole yuan actually paid (and not refunded) for an order (default 1). */
  perYuan: number;
  /** POINTS_SIGN_REWARDS: points for day 1..n of a sign-in streak, comma-separated (default 5,5,10,10,15,15,30); after day n the streak starts again at day 1. */
  signRewards: number[];
  /** POINTS_EXPIRY_YEARS: points earned in a year expire at the end of the n-th following year, China time (default 1). */
  expiryYears: number;
  /** POINTS_SWEEP_SECONDS: how often order points past the after-sales window are released and expired batches written off; 0 turns the sweeper off (default 600). */
  sweepSeconds: number;
}

function signRewards(raw: string | undefined): number[] {
  const text = raw?.trim() || DEFAULT_SIGN_REWARDS.join(',');
  const values = text.split(',').map((v) => Number(v.trim()));
  if (values.length < 1 || values.length > 31 || values.some((v) => !Number.isSafeInteger(v) || v < 1 || v > 100_000)) {
    throw new Error(`POINTS_SIGN_REWARDS must be 1 to 31 positive integers separated by commas: ${text}`);
  }
  return values;
}

/** What the upload store accepts (README: Uploads). */
export interface UploadSettings {
  /** Largest image accepted, in pixels (width x height); larger ones are refused before decoding. */
  maxInputPixels: number;
  /** Bytes one member may keep stored (avatars and receipts together); 0 turns the quota off. */
  memberQuotaBytes: number;
}

/** Checkout and payment settings (README: Orders and payment). */
export interface OrderSettings {
  /** How often unpaid orders past their deadline are cancelled, seconds; 0 turns the sweeper off. */
  sweepSeconds: number;
  /** ORDER_AUTO_CONFIRM_DAYS: days after shipping an order is completed by the sweeper if its buyer has not confirmed receipt (default 10, at least 1). */
  autoConfirmDays: number;
  /** APPROVAL_HOLD_HOURS: hours a 待审批 order holds its stock before the sweeper cancels it (issue 38; default 48, at least 1). */
  approvalHoldHours: number;
  /** HMAC key of the sandbox payment gateway's signed links and notifications. */
  paymentSecret: string;
}

/** Abuse limits of the account calls (README: Account limits). */
export interface AccountLimits {
  captchaTtlSeconds: number;
  smsCodeTtlSeconds: number;
  smsMaxWrongTries: number;
  smsIntervalSeconds: number;
  smsDailyPerMobile: number;
  smsHourlyPerIp: number;
  /** LOGIN_CAPTCHA_AFTER: tries on one account since its last success, then an image captcha is asked. */
  loginCaptchaAfter: number;
  /** LOGIN_IP_CAPTCHA_AFTER: failed logins of one client address in its window, then it is asked for a captcha on every account. */
  loginIpCaptchaAfter: number;
  /** LOGIN_SMS_AFTER: tries on one account since its last success, then an SMS code to its own mobile is asked. */
  loginSmsAfter: number;
  /** LOGIN_FAILURE_WINDOW_MINUTES: how long an account's tries are remembered. */
  loginFailureWindowMinutes: number;
  /** LOGIN_IP_FAILURES: failed logins of one client address per window, then 429 to that address only; 0 turns it off. */
  loginIpFailures: number;
  /** LOGIN_IP_WINDOW_MINUTES: the window of LOGIN_IP_FAILURES (the 429's Retry-After is the rest of it). */
  loginIpWindowMinutes: number;
  /** LOGIN_TRUST_DAYS: how long a browser that logged in to an account is trusted for it (device cookie). */
  loginTrustDays: number;
  ticketTtlSeconds: number;
  avatarMaxBytes: number;
  /** How often expired limit counters are deleted from the database, seconds; 0 never. */
  counterPurgeSeconds: number;
  /** API_CLIENT_PER_MINUTE: calls (token requests included) one company API client may make per minute, then 429 (issue 40); 0 turns it off. */
  apiClientPerMinute: number;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(SECURITY_MSG.notNonNegativeInteger(name, value));
  return n;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n < 1) throw new Error(SECURITY_MSG.notPositiveInteger(name, String(value)));
  return n;
}

/** WORKERS: an integer from 1 to 64 (default 1); above 1 only on PostgreSQL (PGlite is opened by one process). */
function workersSetting(value: string | undefined, env: NodeJS.ProcessEnv): number {
  const databaseUrl = env.DATABASE_URL || null;
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) throw new Error(SECURITY_MSG.workersInvalid(value, MAX_WORKERS));
  if (n > 1 && !databaseUrl) throw new Error(SECURITY_MSG.workersNeedPostgres(n));
  // Read-your-writes marks live in Redis across processes (db/replica-reads.ts); in memory they would be one worker's.
  if (n > 1 && (env.DATABASE_REPLICA_URL ?? '').trim() !== '' && !env.REDIS_URL) throw new Error(SECURITY_MSG.workersNeedRedisForReplicas(n));
  return n;
}

const MAX_WORKERS = 64;

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a comma-separated list of the proxies in front of this process. `1`/`true` (the
 * old switch, which believed any client's X-Forwarded-For) now means a proxy on this machine
 * only (`loopback`); unset, empty, `0` or `false` believe no forwarded address.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text === '1' || text.toLowerCase() === 'true') return ['loopback'];
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e.length > 0);
  for (const entry of entries) if (!isProxyEntry(entry)) throw new Error(SECURITY_MSG.trustProxyInvalid(entry));
  return entries.length > 0 ? entries : false;
}

/** DATABASE_REPLICA_URL: PostgreSQL URLs, only beside DATABASE_URL (PGlite has no replicas). */
function replicaUrls(raw: string | undefined, databaseUrl: string | null): string[] {
  const urls = (raw ?? '').split(',').map((u) => u.trim()).filter((u) => u.length > 0);
  if (urls.length === 0) return [];
  if (!databaseUrl) throw new Error(SECURITY_MSG.replicaNeedsPrimary());
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\/./.test(url)) throw new Error(SECURITY_MSG.replicaUrlInvalid(url.replace(/:[^:@/]*@/, ':***@')));
    if (url === databaseUrl) throw new Error(SECURITY_MSG.replicaIsPrimary());
  }
  return urls;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = process.cwd();
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    replicaUrls: replicaUrls(env.DATABASE_REPLICA_URL, env.DATABASE_URL || null),
    replicaMaxLagMs: positiveInt(env.REPLICA_MAX_LAG_MS, 1_000, 'REPLICA_MAX_LAG_MS'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'aibeike:',
    oauthClientId: env.OAUTH_CLIENT_ID || 'aibeike-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || DEFAULT_OAUTH_CLIENT_SECRET,
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 7 * 24 * 3600, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL'),
    seedSkus: int(env.SEED_SKUS, 20_000, 'SEED_SKUS'),
    staticDir: path.resolve(root, env.STATIC_DIR || 'dist'),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    logLevel: env.LOG_LEVEL || 'info',
    nodeEnv: env.NODE_ENV || 'development',
    openapiDocs: openapiDocsSetting(env.OPENAPI_DOCS, env.NODE_ENV || 'development'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    hstsMaxAge: int(env.HSTS_MAX_AGE, 0, 'HSTS_MAX_AGE'),
    paymentSandbox: env.PAYMENT_SANDBOX === '1',
    afterSalesWindowDays: int(env.AFTER_SALES_WINDOW_DAYS, 7, 'AFTER_SALES_WINDOW_DAYS'),
    points: {
      perYuan: int(env.POINTS_PER_YUAN, DEFAULT_POINTS_PER_YUAN, 'POINTS_PER_YUAN'),
      signRewards: signRewards(env.POINTS_SIGN_REWARDS),
      expiryYears: Math.max(1, int(env.POINTS_EXPIRY_YEARS, DEFAULT_EXPIRY_YEARS, 'POINTS_EXPIRY_YEARS')),
      sweepSeconds: int(env.POINTS_SWEEP_SECONDS, 600, 'POINTS_SWEEP_SECONDS'),
    },
    vip688Offer: env.VIP688_OFFER !== '0',
    commissionRateBp: Math.min(3000, int(env.COMMISSION_RATE_BP, 300, 'COMMISSION_RATE_BP')),
    limits: {
      captchaTtlSeconds: int(env.CAPTCHA_TTL_SECONDS, 300, 'CAPTCHA_TTL_SECONDS'),
      smsCodeTtlSeconds: int(env.SMS_CODE_TTL_SECONDS, 300, 'SMS_CODE_TTL_SECONDS'),
      smsMaxWrongTries: int(env.SMS_MAX_WRONG_TRIES, 5, 'SMS_MAX_WRONG_TRIES'),
      smsIntervalSeconds: int(env.SMS_INTERVAL_SECONDS, 60, 'SMS_INTERVAL_SECONDS'),
      smsDailyPerMobile: int(env.SMS_DAILY_PER_MOBILE, 10, 'SMS_DAILY_PER_MOBILE'),
      smsHourlyPerIp: int(env.SMS_HOURLY_PER_IP, 30, 'SMS_HOURLY_PER_IP'),
      loginCaptchaAfter: int(env.LOGIN_CAPTCHA_AFTER, 3, 'LOGIN_CAPTCHA_AFTER'),
      loginIpCaptchaAfter: int(env.LOGIN_IP_CAPTCHA_AFTER, 10, 'LOGIN_IP_CAPTCHA_AFTER'),
      loginSmsAfter: positiveInt(env.LOGIN_SMS_AFTER, 10, 'LOGIN_SMS_AFTER'),
      loginFailureWindowMinutes: positiveInt(env.LOGIN_FAILURE_WINDOW_MINUTES, 60, 'LOGIN_FAILURE_WINDOW_MINUTES'),
      loginIpFailures: int(env.LOGIN_IP_FAILURES, 30, 'LOGIN_IP_FAILURES'),
      loginIpWindowMinutes: positiveInt(env.LOGIN_IP_WINDOW_MINUTES, 10, 'LOGIN_IP_WINDOW_MINUTES'),
      loginTrustDays: positiveInt(env.LOGIN_TRUST_DAYS, 30, 'LOGIN_TRUST_DAYS'),
      ticketTtlSeconds: int(env.ACCOUNT_TICKET_TTL_SECONDS, 600, 'ACCOUNT_TICKET_TTL_SECONDS'),
      avatarMaxBytes: int(env.AVATAR_MAX_BYTES, 2 * 1024 * 1024, 'AVATAR_MAX_BYTES'),
      counterPurgeSeconds: int(env.COUNTER_PURGE_SECONDS, 600, 'COUNTER_PURGE_SECONDS'),
      apiClientPerMinute: int(env.API_CLIENT_PER_MINUTE, 600, 'API_CLIENT_PER_MINUTE'),
    },
    orders: {
      sweepSeconds: int(env.ORDER_SWEEP_SECONDS, 60, 'ORDER_SWEEP_SECONDS'),
      autoConfirmDays: positiveInt(env.ORDER_AUTO_CONFIRM_DAYS, 10, 'ORDER_AUTO_CONFIRM_DAYS'),
      approvalHoldHours: positiveInt(env.APPROVAL_HOLD_HOURS, APPROVAL_HOLD_HOURS, 'APPROVAL_HOLD_HOURS'),
      paymentSecret: env.PAYMENT_SECRET || DEFAULT_PAYMENT_SECRET,
    },
    uploads: {
      maxInputPixels: positiveInt(env.UPLOAD_MAX_PIXELS, 40_000_000, 'UPLOAD_MAX_PIXELS'),
      memberQuotaBytes: int(env.UPLOAD_QUOTA_BYTES, 50 * 1024 * 1024, 'UPLOAD_QUOTA_BYTES'),
    },
    webhooks: {
      sendSeconds: int(env.WEBHOOK_SEND_SECONDS, 5, 'WEBHOOK_SEND_SECONDS'),
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
    },
    catalogueChanges: {
      publishMs: positiveInt(env.CATALOGUE_PUBLISH_MS, 50, 'CATALOGUE_PUBLISH_MS'),
      pollMs: positiveInt(env.CATALOGUE_POLL_MS, 2_000, 'CATALOGUE_POLL_MS'),
      retentionSeconds: positiveInt(env.CATALOGUE_EVENT_RETENTION_SECONDS, 3_600, 'CATALOGUE_EVENT_RETENTION_SECONDS'),
      notifyInTransaction: env.CATALOGUE_NOTIFY_IN_TRANSACTION === '1',
    },
    workers: workersSetting(env.WORKERS, env),
    metrics: metricsSettings(env),
  };
}

/** The settings production refuses: secrets still at their public defaults (empty when none). */
export function productionProblems(config: AppConfig): string[] {
  if (config.nodeEnv !== 'production') return [];
  const defaults: string[] = [];
  if (config.orders.paymentSecret === DEFAULT_PAYMENT_SECRET) defaults.push('PAYMENT_SECRET');
  if (config.oauthClientSecret === DEFAULT_OAUTH_CLIENT_SECRET) defaults.push('OAUTH_CLIENT_SECRET');
  return defaults.length > 0 ? [SECURITY_MSG.productionDefaultSecret(defaults)] : [];
}

/** Throws when the configuration must not run (main.ts logs it and exits with code 1). */
export function checkProductionConfig(config: AppConfig): void {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** A configuration for tests: in-memory PGlite (or DATABASE_URL), no seed, no static files, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ ...process.env, PORT: '0' }),
    dataDir: null,
    seedSkus: 0,
    staticDir: null,
    logLevel: process.env.TEST_LOG_LEVEL || 'silent',
    nodeEnv: 'test',
    openapiDocs: openapiDocsSetting(process.env.OPENAPI_DOCS, 'test'),
    orders: { sweepSeconds: 0, autoConfirmDays: 10, approvalHoldHours: 48, paymentSecret: 'test-payment-secret' },
    points: { ...loadConfig({ ...process.env, PORT: '0' }).points, sweepSeconds: 0 },
    webhooks: { sendSeconds: 0, allowPrivate: false },
    ...overrides,
  };
}
