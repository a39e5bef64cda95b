// The integration pages' Chinese text (issue 40): /company/integration and its sections.
export const integrationText = {
  title: '系统集成',
  intro: '把企业自己的 ERP 或采购系统（SRM）接入爱备客：接口客户端用于查询协议价、库存并下单，Webhook 把订单变化推送给您的系统，PunchOut 让采购系统直接打开本商城选购。',
  adminOnly: '系统集成由企业管理员设置。如需接入 ERP 或采购系统，请联系本企业的管理员。',
} as const;

// PunchOut (issue 40, item 4): the start page, the header banner and the cart's 返回采购系统.
export const punchoutText = {
  startTitle: '正在进入爱备客商城',
  starting: '正在从采购系统进入爱备客，请稍候……',
  startFailed: '无法进入爱备客商城',
  noTicket: 'PunchOut 链接缺少进入凭证，请从采购系统重新进入',
  backHint: '请回到贵司采购系统，重新点击“去爱备客选购”。',
  banner: 'PunchOut 采购：选好商品后在购物车点击“返回采购系统”',
  returnButton: '返回采购系统',
  returning: '正在返回……',
  returnHint: '请勾选要带回采购系统的商品',
  submitted: '购物车已提交给采购系统，正在跳转……',
} as const;
