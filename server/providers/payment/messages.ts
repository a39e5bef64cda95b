// Chinese text of the payment providers: the refusal of the disabled provider and the start-up warning.
export const PAYMENT_PROVIDER_MSG = {
  onlinePaymentDisabled: '在线支付暂未开通，请选择对公转账，或联系客服',
  onlineRefundDisabled: '在线支付未开通，无法原路退款，请改为转账退回',
  sandboxInProduction:
    '警告：生产环境已启用沙箱支付（PAYMENT_SANDBOX=1）。任何持有 PAYMENT_SECRET 的人都能把订单标记为已付款，真实收款前务必关闭！',
  onlinePaymentOff: '生产环境未配置支付网关：在线支付已关闭（PAYMENT_SANDBOX=1 可启用沙箱支付，仅限演示）',
} as const;
