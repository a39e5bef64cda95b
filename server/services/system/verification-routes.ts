// Image captcha, SMS codes, the WeChat login QR and its scan status; outside production also the
// clearly named dev endpoints that read the SMS outbox and simulate a WeChat scan.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import { MOBILE_PATTERN, SMS_PURPOSES } from '../../../domain/account-rules.ts';
import { MSG } from '../../../domain/messages.ts';
import { SendSmsCodeBody } from '../../../domain/schemas/account-payloads.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { LocalWechatProvider, SCAN_CONFIRMED, SCAN_USED } from '../../providers/wechat/local-wechat-provider.ts';
import { consumeCaptcha, issueCaptcha } from './captcha-store.ts';
import { sendSmsCode } from './sms-codes.ts';

const WECHAT_QR_TTL_SECONDS = 300;

async function mobileRegistered(app: FastifyInstance, mobile: string): Promise<boolean> {
  return !!(await app.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirst());
}

export default async function verificationRoutes(app: FastifyInstance) {
  app.get('/oauth/captcha', async () => {
    const { captchaKey, image, expiresIn } = await issueCaptcha(app.db, app.providers.captcha, app.config.limits.captchaTtlSeconds, app.config.nodeEnv !== 'production');
    return ok({ captchaKey, image, expiresIn });
  });

  app.post('/oauth/sendSmsCode', { schema: { body: SendSmsCodeBody } }, async (request) => {
    const body = request.body as SendSmsCodeBody;
    await consumeCaptcha(app.db, body.captchaKey, body.captchaCode);
    const registered = await mobileRegistered(app, body.mobile);
    if ((body.purpose === 'register' || body.purpose === 'newMobile') && registered) throw conflict(MSG.mobileRegistered);
    if (body.purpose === 'forgot' && !registered) throw badRequest(MSG.mobileNotRegistered);
    const sent = await sendSmsCode({ db: app.db, limits: app.limits, sms: app.providers.sms, config: app.config.limits }, body.mobile, body.purpose, request.ip);
    return ok(sent, '验证码已发送');
  });

  app.get('/open/wechat/qrcode', async () => {
    const state = randomBytes(16).toString('hex');
    await app.db.insertInto('wechatScan').values({ state, expiresAt: new Date(Date.now() + WECHAT_QR_TTL_SECONDS * 1000) }).execute();
    const svg = await QRCode.toString(app.providers.wechat.authorizeUrl(state), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return ok({ state, qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresIn: WECHAT_QR_TTL_SECONDS, provider: app.providers.wechat.name });
  });

  app.get('/open/wechat/scanResult', { schema: { querystring: Type.Object({ state: Type.String({ pattern: '^[0-9a-f]{32}$' }) }) } }, async (request) => {
    const { state } = request.query as { state: string };
    const row = await app.db.selectFrom('wechatScan').select(['status', 'code', 'expiresAt']).where('state', '=', state).executeTakeFirst();
    if (!row) throw notFound(MSG.wechatCodeInvalid);
    if (row.status === SCAN_CONFIRMED && row.code) return ok({ status: 'confirmed', code: row.code });
    if (row.status === SCAN_USED) return ok({ status: 'used' });
    if (row.expiresAt.getTime() <= Date.now()) return ok({ status: 'expired' });
    return ok({ status: 'waiting' });
  });

  if (app.config.nodeEnv === 'production') return;

  // Development and test only: read what the local SMS provider "sent" to a mobile.
  app.get(
    '/open/dev/sms-outbox/latest',
    { schema: { querystring: Type.Object({ mobile: Type.String({ pattern: MOBILE_PATTERN }), purpose: Type.Optional(Type.Union(SMS_PURPOSES.map((p) => Type.Literal(p)))) }) } },
    async (request) => {
      const { mobile, purpose } = request.query as { mobile: string; purpose?: string };
      let q = app.db.selectFrom('smsOutbox').select(['content', 'purpose', 'createdAt']).where('mobile', '=', mobile);
      if (purpose) q = q.where('purpose', '=', purpose);
      const row = await q.orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!row) throw notFound(MSG.smsNotFound);
      const code = /(\d{6})/.exec(row.content)?.[1] ?? null;
      return ok({ mobile, purpose: row.purpose, code, content: row.content, sentAt: row.createdAt.toISOString() });
    },
  );

  // Development and test only: the answer of an unused captcha (browser journeys type it).
  app.get('/open/dev/captcha/:captchaKey', { schema: { params: Type.Object({ captchaKey: Type.String({ minLength: 36, maxLength: 36 }) }) } }, async (request) => {
    const { captchaKey } = request.params as { captchaKey: string };
    const row = await app.db.selectFrom('captcha').select('devAnswer').where('captchaKey', '=', captchaKey).where('usedAt', 'is', null).executeTakeFirst();
    if (!row?.devAnswer) throw notFound(MSG.captchaExpired);
    return ok({ captchaKey, answer: row.devAnswer });
  });

  // Development and test only: simulate a WeChat user scanning the login QR of `state`.
  app.post(
    '/open/dev/wechat/scan',
    { schema: { body: Type.Object({ state: Type.String({ pattern: '^[0-9a-f]{32}$' }), testUser: Type.String({ minLength: 1, maxLength: 32 }) }) } },
    async (request) => {
      const wechat = app.providers.wechat;
      if (!(wechat instanceof LocalWechatProvider)) throw badRequest(MSG.devOnly);
      const { state, testUser } = request.body as { state: string; testUser: string };
      const code = await wechat.simulateScan(state, testUser);
      if (!code) throw badRequest(MSG.wechatCodeInvalid);
      return ok({ code });
    },
  );
}
