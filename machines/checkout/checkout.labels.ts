// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '结算',
  states: {
    editing: '结算页',
    uncertain: '结果未知（网络）',
    submitted: '已提交',
    awaitingApproval: '已提交，待审批',
    closed: '结算单已关闭',
    redirecting: '换到另一结算页',
  },
  events: {
    CHOOSE_ADDRESS: '选择收货地址 {id}',
    ADDRESS_SAVED: '新增收货地址',
    CHOOSE_INVOICE_KIND: '选择 {kind}',
    CHOOSE_INVOICE: '选择发票抬头 {id}',
    INVOICE_SAVED: '新增发票抬头',
    CHOOSE_PAY: '选择 {method}',
    SET_REMARK: '填写备注',
    SET_PO_NUMBER: '填写采购单号',
    SET_COST_CENTRE: '填写成本中心',
    SUBMIT: '点「提交订单」',
  },
  actors: {
    load: '加载结算单',
    submit: '提交订单',
  },
  values: {
    method: {
      '1': '在线支付',
      '2': '对公转账',
      '3': '账期支付',
    },
    kind: {
      '0': '不开发票',
      '1': '普通发票',
      '2': '专用发票',
    }
  },
};
