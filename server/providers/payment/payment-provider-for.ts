// Which payment provider a configuration gets: the sandbox outside production; in production the
// sandbox only with PAYMENT_SANDBOX=1 (and a loud warning at start), otherwise the disabled one.
import type { AppConfig } from '../../config.ts';
import { DisabledPaymentProvider } from './disabled-payment-provider.ts';
import { PAYMENT_PROVIDER_MSG } from './messages.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

export interface StartLog {
  warn(msg: string): void;
}

export function paymentProviderFor(config: Pick<AppConfig, 'nodeEnv' | 'paymentSandbox' | 'orders'>, log: StartLog): PaymentProvider {
  if (config.nodeEnv !== 'production') return new SandboxPaymentProvider(config.orders.paymentSecret);
  if (config.paymentSandbox) {
    log.warn(PAYMENT_PROVIDER_MSG.sandboxInProduction);
    return new SandboxPaymentProvider(config.orders.paymentSecret);
  }
  log.warn(PAYMENT_PROVIDER_MSG.onlinePaymentOff);
  return new DisabledPaymentProvider();
}
