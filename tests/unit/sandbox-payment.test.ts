// The sandbox gateway signs like a real one: tampered fields or a wrong secret are refused.
import { describe, expect, it } from 'vitest';
import { SandboxPaymentProvider, signFields } from '../../server/providers/payment/sandbox-payment-provider.ts';

const provider = new SandboxPaymentProvider('test-secret');

describe('sandbox payment provider', () => {
  it('builds a signed checkout link to the local payment page', () => {
    const url = provider.checkoutUrl({ paymentId: 7, orderNo: 'AB26112100000007', amountFen: 12345, subject: '爱备客订单', returnUrl: '/submitFinish' });
    expect(url.startsWith('/gateway/common/open/pay/sandbox?')).toBe(true);
    const fields = Object.fromEntries(new URL(url, 'http://x').searchParams);
    expect(provider.verifyCheckout(fields)).toBe(true);
    expect(provider.verifyCheckout({ ...fields, amountFen: '1' })).toBe(false);
  });

  it('verifies its own notification and refuses a tampered or foreign one', () => {
    const note = provider.notification(7, 'AB26112100000007', 12345, 'paid');
    expect(provider.verifyNotification(note)).toMatchObject({ paymentId: 7, amountFen: 12345, status: 'paid' });
    expect(note.providerRef).toMatch(/^SANDBOX/);
    expect(provider.verifyNotification({ ...note, amountFen: '1' })).toBeNull();
    expect(provider.verifyNotification({ ...note, sign: signFields(note, 'other-secret') })).toBeNull();
    expect(provider.verifyNotification({ ...note, sign: 'zz' })).toBeNull();
    const { sign: _s, ...unsigned } = note;
    expect(provider.verifyNotification(unsigned)).toBeNull();
  });
});
