// The integration pages' Chinese text (issue 40): /company/integration and its sections.
export const integrationText = {
  title: '系统集成',
  intro: '把企业自己的 ERP 或采购系统（SRM）接入爱备客：接口客户端用于查询协议价、库存并下单，Webhook 把订单变化推送给您的系统，PunchOut 让采购系统直接打开本商城选购。',
  adminOnly: '系统集成由企业管理员设置。如需接入 ERP 或采购系统，请联系本企业的管理员。',
} as const;
