// What the shop needs from an online payment gateway: start a payment (a page to send the buyer
// to) and verify the gateway's signed notification. A real deployment implements this against
// its acquirer; the sandbox provider (sandbox-payment-provider.ts) behaves like one locally.

export interface PaymentStart {
  /** Our payment id, echoed back in the notification. */
  paymentId: number;
  orderNo: string;
  amountFen: number;
  subject: string;
  /** Where the gateway returns the buyer afterwards. */
  returnUrl: string;
}

export interface PaymentNotification {
  paymentId: number;
  orderNo: string;
  amountFen: number;
  /** The gateway's own transaction id (unique per successful payment). */
  providerRef: string;
  status: 'paid' | 'failed';
}

export interface PaymentProvider {
  readonly name: string;
  /** The URL the buyer's browser goes to in order to pay. */
  checkoutUrl(start: PaymentStart): string;
  /** Checks the signature of a notification body; null when it is not authentic. */
  verifyNotification(body: Record<string, string>): PaymentNotification | null;
}
