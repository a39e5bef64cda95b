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

/** A refund of (part of) a successful payment, back to where it came from (after-sales, issue 16). */
export interface RefundStart {
  /** Our refund_payment id, echoed back in the refund notification. */
  refundPaymentId: number;
  orderNo: string;
  /** The gateway's transaction id of the payment refunded. */
  paymentRef: string;
  amountFen: number;
}

/** The gateway's signed word that a refund was paid out. */
export interface RefundNotification {
  refundPaymentId: number;
  orderNo: string;
  amountFen: number;
  /** The gateway's own refund id (unique per refund). */
  providerRef: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** The URL the buyer's browser goes to in order to pay. */
  checkoutUrl(start: PaymentStart): string;
  /** Checks the signature of a notification body; null when it is not authentic. */
  verifyNotification(body: Record<string, string>): PaymentNotification | null;
  /**
   * Asks the gateway to refund. A gateway answers later with a signed refund notification; the
   * sandbox returns the notification it would send (delivered by the caller), a real one null.
   */
  requestRefund(start: RefundStart): Promise<Record<string, string> | null>;
  /** Checks the signature of a refund notification; null when it is not authentic. */
  verifyRefundNotification(body: Record<string, string>): RefundNotification | null;
}
