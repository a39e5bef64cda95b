// Steps the account tests repeat: a captcha, an SMS code read from the local outbox, a login.
import { basicHeader, call, type TestContext } from './api-harness.ts';

export async function captcha(ctx: TestContext, ip = '127.0.0.1'): Promise<{ captchaKey: string; captchaCode: string }> {
  const res = await ctx.app.inject({ method: 'GET', url: '/gateway/system/oauth/captcha', remoteAddress: ip });
  return { captchaKey: res.json().data.captchaKey as string, captchaCode: 'ab12' };
}

export async function sendSms(ctx: TestContext, mobile: string, purpose: string, ip = '127.0.0.1') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gateway/system/oauth/sendSmsCode',
    payload: { mobile, purpose, ...(await captcha(ctx, ip)) },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; msg: string; data: unknown } };
}

export async function latestCode(ctx: TestContext, mobile: string, purpose?: string): Promise<string> {
  const res = await call<{ code: string }>(ctx, {
    method: 'GET',
    url: '/gateway/system/open/dev/sms-outbox/latest',
    query: { mobile, ...(purpose ? { purpose } : {}) },
  });
  if (!res.body.success) throw new Error(res.body.msg);
  return res.body.data.code;
}

/** Sends a code for `purpose` to `mobile` and returns it, clearing the 60 s interval first. */
export async function freshCode(ctx: TestContext, mobile: string, purpose: string, ip = '127.0.0.1'): Promise<string> {
  await ctx.app.limits.reset(`sms:interval:${mobile}`);
  const sent = await sendSms(ctx, mobile, purpose, ip);
  if (!sent.body.success) throw new Error(sent.body.msg);
  return latestCode(ctx, mobile, purpose);
}

export async function tokenRequest(ctx: TestContext, query: Record<string, string>) {
  return call<{ access_token: string; socialKey?: string }>(ctx, {
    method: 'POST',
    url: '/gateway/system/oauth/token',
    query: { grant_type: 'password', user_type: '0', ...query },
    headers: { authorization: basicHeader(ctx.config) },
  });
}
