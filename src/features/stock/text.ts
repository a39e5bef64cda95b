// Every word of the stock feature's pieces (到货通知 and 询价 on goods without sellable stock).
export const stockText = {
  notify: '到货通知',
  notifyLabel: (goods: string) => `到货通知：${goods}`,
  subscribing: '订阅中…',
  subscribed: '已订阅到货通知',
  cancel: '取消订阅',
  cancelLabel: (goods: string) => `取消到货通知：${goods}`,
  cancelling: '取消中…',
  enquire: '询价',
  enquireLabel: (goods: string) => `询价：${goods}`,
  subscribedToast: '已订阅到货通知，到货后我们会发站内消息提醒您',
  cancelledToast: '已取消到货通知',
  /** The product page's panel in place of the quantity and the buy buttons. */
  panelTitle: '暂无现货',
  panelNote: (days: number) => `补货周期约 ${days} 天。订阅到货通知，入库后我们会第一时间发站内消息提醒您；急需或需要大批量，请提交询价，客服将为您报价并确认货期。`,
  subscribedNote: '到货后我们会发站内消息提醒您，您也可以随时取消订阅。',
} as const;
