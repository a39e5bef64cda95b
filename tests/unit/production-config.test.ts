// Production refuses the public default secrets and runs no sandbox payments unless told to
// (issue 11, item 3): the config check, main.ts's exit, and the payment provider choice.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkProductionConfig, DEFAULT_OAUTH_CLIENT_SECRET, DEFAULT_PAYMENT_SECRET, loadConfig } from '../../server/config.ts';
import { DisabledPaymentProvider } from '../../server/providers/payment/disabled-payment-provider.ts';
import { paymentProviderFor } from '../../server/providers/payment/payment-provider-for.ts';
import { SandboxPaymentProvider } from '../../server/providers/payment/sandbox-payment-provider.ts';
import { refusedStart } from '../support/server-process.ts';

const SECRETS = { PAYMENT_SECRET: 'a-real-payment-secret-0123456789', OAUTH_CLIENT_SECRET: 'a-real-oauth-secret-0123456789' };

function recorder() {
  const lines: string[] = [];
  return { lines, log: { warn: (msg: string) => void lines.push(msg) } };
}

describe('checkProductionConfig', () => {
  it('throws in production while PAYMENT_SECRET or OAUTH_CLIENT_SECRET is the public default', () => {
    expect(() => checkProductionConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(/PAYMENT_SECRET、OAUTH_CLIENT_SECRET/);
    expect(() => checkProductionConfig(loadConfig({ NODE_ENV: 'production', PAYMENT_SECRET: SECRETS.PAYMENT_SECRET }))).toThrow(/OAUTH_CLIENT_SECRET/);
    expect(() => checkProductionConfig(loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: SECRETS.OAUTH_CLIENT_SECRET }))).toThrow(/PAYMENT_SECRET/);
    expect(() => checkProductionConfig(loadConfig({ NODE_ENV: 'production', PAYMENT_SECRET: DEFAULT_PAYMENT_SECRET, OAUTH_CLIENT_SECRET: DEFAULT_OAUTH_CLIENT_SECRET }))).toThrow(/生产环境/);
  });

  it('passes with own secrets, and outside production with the defaults', () => {
    expect(() => checkProductionConfig(loadConfig({ NODE_ENV: 'production', ...SECRETS }))).not.toThrow();
    expect(() => checkProductionConfig(loadConfig({}))).not.toThrow();
    expect(() => checkProductionConfig(loadConfig({ NODE_ENV: 'test' }))).not.toThrow();
  });
});

describe('server/main.ts in production', () => {
  it('exits with code 1 and one clear line, before touching the database, when a secret is the default', async () => {
    const { code, output } = await refusedStart({ NODE_ENV: 'production' }, ['PAYMENT_SECRET', 'OAUTH_CLIENT_SECRET', 'DATABASE_URL']);
    expect(code).toBe(1);
    expect(output).toContain('启动失败');
    expect(output).toContain('PAYMENT_SECRET');
    expect(output).toContain('OAUTH_CLIENT_SECRET');
    expect(output).not.toContain('数据库：');
  }, 30_000);
});

describe('paymentProviderFor', () => {
  it('gives the sandbox outside production, silently', () => {
    const { lines, log } = recorder();
    expect(paymentProviderFor(loadConfig({ NODE_ENV: 'development' }), log)).toBeInstanceOf(SandboxPaymentProvider);
    expect(paymentProviderFor(loadConfig({ NODE_ENV: 'test' }), log)).toBeInstanceOf(SandboxPaymentProvider);
    expect(lines).toEqual([]);
    // buildApp hands it Fastify's own logger.
    expect(paymentProviderFor(loadConfig({}), Fastify({ logger: false }).log)).toBeInstanceOf(SandboxPaymentProvider);
  });

  it('turns online payment off in production unless PAYMENT_SANDBOX=1, which it warns about loudly', () => {
    const off = recorder();
    const disabled = paymentProviderFor(loadConfig({ NODE_ENV: 'production', ...SECRETS }), off.log);
    expect(disabled).toBeInstanceOf(DisabledPaymentProvider);
    expect(off.lines.join()).toContain('在线支付已关闭');
    const on = recorder();
    expect(paymentProviderFor(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1', ...SECRETS }), on.log)).toBeInstanceOf(SandboxPaymentProvider);
    expect(on.lines).toHaveLength(1);
    expect(on.lines[0]).toMatch(/^警告：生产环境已启用沙箱支付（PAYMENT_SANDBOX=1）/);
    expect(paymentProviderFor(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'yes', ...SECRETS }), recorder().log)).toBeInstanceOf(DisabledPaymentProvider);
  });

  it('the disabled provider refuses every payment with a Chinese message and believes no notification', () => {
    const provider = new DisabledPaymentProvider();
    expect(() => provider.checkoutUrl({ paymentId: 1, orderNo: 'X', amountFen: 100, subject: 's', returnUrl: '/' })).toThrow(
      expect.objectContaining({ statusCode: 503, message: '在线支付暂未开通，请选择对公转账，或联系客服' }),
    );
    const sandbox = new SandboxPaymentProvider(DEFAULT_PAYMENT_SECRET);
    expect(provider.verifyNotification(sandbox.notification(1, 'X', 100, 'paid'))).toBeNull();
  });
});
