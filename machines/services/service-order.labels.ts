// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '服务订单详情',
  states: {
    viewing: '查看订单',
    askingCancel: '取消框打开',
    accepting: '接受报价中',
    paying: '发起支付中',
    leavingToPay: '前往支付页面',
    completing: '确认完工中',
    uploadingReceipt: '上传转账回单中',
    payingOnCredit: '选择账期中',
  },
  events: {
    ACCEPT: '点「接受报价」',
    PAY: '点「去支付」',
    COMPLETE: '点「确认完工」',
    CANCEL: '点「取消预约」',
    REASON: '选择取消原因',
    CANCEL_CONFIRM: '确认取消',
    CANCEL_CLOSE: '关闭取消框',
    METHOD: '选择支付方式',
    PICK_RECEIPT: '选择回单文件',
    UPLOAD_RECEIPT: '点「上传回单」',
    PAY_CREDIT: '点「使用账期支付」',
  },
  actors: {
    accept: '接受报价',
    pay: '发起支付',
    complete: '确认完工',
    cancel: '取消预约',
    uploadReceipt: '上传转账回单',
    payOnCredit: '选择账期',
  }
};
