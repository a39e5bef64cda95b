// Image captcha, SMS codes, the WeChat login QR and its scan status; outside production also the
// clearly named dev endpoints that read the SMS outbox and simulate a WeChat scan.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { CaptchaImage, ScanResult, SmsSent, WechatQr } from '../../../domain/account/account-answers.ts';
import { SendSmsCodeBody } from '../../../domain/account/account-payloads.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { LocalWechatProvider, SCAN_CONFIRMED, SCAN_USED } from '../../providers/wechat/local-wechat-provider.ts';
import { consumeCaptcha, issueCaptcha } from './captcha-store.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { CaptchaKeyParams, DevCaptchaAnswer, DevScanBody, DevScanCode, ScanStateQuery, SmsOutboxLatest, SmsOutboxQuery } from './schemas.ts';
import { sendSmsCode } from './sms-codes.ts';
import { devCaptchaAnswer, findWechatScan, insertWechatScan, latestOutboxSms, mobileRegistered } from './verification-repository.ts';

const WECHAT_QR_TTL_SECONDS = 300;

const verificationRoutes: Routes = async (app) => {
  app.get('/oauth/captcha', { schema: { response: Answers(CaptchaImage) } }, async () => {
    const { captchaKey, image, expiresIn } = await issueCaptcha(app.db, app.providers.captcha, app.config.limits.captchaTtlSeconds, app.config.nodeEnv !== 'production');
    return ok({ captchaKey, image, expiresIn });
  });

  app.post('/oauth/sendSmsCode', { schema: { body: SendSmsCodeBody, response: Answers(SmsSent) } }, async (request) => {
    const body = request.body;
    await consumeCaptcha(app.db, body.captchaKey, body.captchaCode);
    const registered = await mobileRegistered(app.db, body.mobile);
    if ((body.purpose === 'register' || body.purpose === 'newMobile') && registered) throw conflict(MSG.mobileRegistered);
    if (body.purpose === 'forgot' && !registered) throw badRequest(MSG.mobileNotRegistered);
    const sent = await sendSmsCode({ db: app.db, limits: app.limits, sms: app.providers.sms, config: app.config.limits }, body.mobile, body.purpose, request.ip);
    return ok(sent, ACCOUNT_MSG.smsSent);
  });

  app.get('/open/wechat/qrcode', { schema: { response: Answers(WechatQr) } }, async () => {
    const state = randomBytes(16).toString('hex');
    await insertWechatScan(app.db, state, new Date(Date.now() + WECHAT_QR_TTL_SECONDS * 1000));
    const svg = await QRCode.toString(app.providers.wechat.authorizeUrl(state), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return ok({ state, qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresIn: WECHAT_QR_TTL_SECONDS, provider: app.providers.wechat.name });
  });

  app.get('/open/wechat/scanResult', { schema: { querystring: ScanStateQuery, response: Answers(ScanResult) } }, async (request) => {
    const row = await findWechatScan(app.db, request.query.state);
    if (!row) throw notFound(MSG.wechatCodeInvalid);
    if (row.status === SCAN_CONFIRMED && row.code) return ok({ status: 'confirmed' as const, code: row.code });
    if (row.status === SCAN_USED) return ok({ status: 'used' as const });
    if (row.expiresAt.getTime() <= Date.now()) return ok({ status: 'expired' as const });
    return ok({ status: 'waiting' as const });
  });

  if (app.config.nodeEnv === 'production') return;

  // Development and test only: read what the local SMS provider "sent" to a mobile.
  app.get('/open/dev/sms-outbox/latest', { schema: { querystring: SmsOutboxQuery, response: Answers(SmsOutboxLatest) } }, async (request) => {
    const { mobile, purpose } = request.query;
    const row = await latestOutboxSms(app.db, mobile, purpose);
    if (!row) throw notFound(MSG.smsNotFound);
    const code = /(\d{6})/.exec(row.content)?.[1] ?? null;
    return ok({ mobile, purpose: row.purpose, code, content: row.content, sentAt: row.createdAt.toISOString() });
  });

  // Development and test only: the answer of an unused captcha (browser journeys type it).
  app.get('/open/dev/captcha/:captchaKey', { schema: { params: CaptchaKeyParams, response: Answers(DevCaptchaAnswer) } }, async (request) => {
    const { captchaKey } = request.params;
    const answer = await devCaptchaAnswer(app.db, captchaKey);
    if (!answer) throw notFound(MSG.captchaExpired);
    return ok({ captchaKey, answer });
  });

  // Development and test only: simulate a WeChat user scanning the login QR of `state`.
  app.post('/open/dev/wechat/scan', { schema: { body: DevScanBody, response: Answers(DevScanCode) } }, async (request) => {
    const wechat = app.providers.wechat;
    if (!(wechat instanceof LocalWechatProvider)) throw badRequest(MSG.devOnly);
    const { state, testUser } = request.body;
    const code = await wechat.simulateScan(state, testUser);
    if (!code) throw badRequest(MSG.wechatCodeInvalid);
    return ok({ code });
  });
};

export default verificationRoutes;
