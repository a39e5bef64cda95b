// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '售后申请',
  states: {
    uploadingEvidence: '上传凭证中',
    route: '判断进度',
    waiting: '待审核',
    agreed: '已同意',
    shippingBack: '寄回中',
    returning: '退货途中',
    received: '已收货',
    refunding: '退款中',
    refunded: '已退款',
    rejected: '已拒绝',
    cancelled: '已撤销',
  },
  events: {
    SET_QTY: '申请数量改为 {num}',
    SET_TYPE: '选择售后类型 {refundType}',
    SET_REASON: '选择原因',
    SET_DESCRIPTION: '填写问题描述',
    SET_AMOUNT: '填写退款金额',
    REMOVE_IMAGE: '删除一张凭证',
    ATTACH: '添加凭证图片',
    SHIP_BACK: '填写寄回单号',
    CANCEL: '点「撤销申请」',
  },
  actors: {
    uploadEvidence: '上传凭证',
    submit: '提交申请',
    load: '加载申请',
    shipBack: '提交寄回单号',
    cancel: '撤销申请',
  }
};
