// Orders as the order service answers them, for the order machines' tests.
import type { OrderDetail, OrderSummary, RestPayInfo } from '../../domain/orders/orders.ts';
import type { OrderStatus } from '../../domain/orders/order-status.ts';

export function summary(id: number, status: OrderStatus = 0): OrderSummary {
  return {
    id,
    orderNo: `SO2611210000${String(id).padStart(2, '0')}`,
    orderType: 2,
    status,
    statusText: ['待付款', '待确认', '待发货', '已发货', '已完成', '已取消', '待审批'][status] as string,
    payMethod: 2,
    payMethodText: '对公转账',
    totalFen: 123_456,
    paidFen: 0,
    lineCount: 3,
    totalNum: 12,
    lines: [],
    payDeadline: '2026-11-24T08:00:00.000Z',
    payDueAt: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    canPay: false,
    canUploadReceipt: status === 0,
    canCancel: status <= 1 || status === 6,
    canConfirmReceipt: status === 3,
    canReorder: true,
    refundedFen: 0,
    netPaidFen: 0,
    refundState: 'none',
    buyerName: null,
    poNumber: null,
    costCentre: null,
    approvalStatus: status === 6 ? 'pending' : null,
    approvalStatusText: status === 6 ? '审批中' : null,
  };
}

export function detail(id: number, status: OrderStatus = 0, payMethod: 1 | 2 | 3 = 2): OrderDetail {
  return {
    ...summary(id, status),
    payMethod,
    payMethodText: ['', '在线支付', '对公转账', '账期支付'][payMethod] as string,
    canPay: payMethod === 1 && status === 0,
    canUploadReceipt: payMethod === 2 && status === 0,
    goodsAmountFen: 123_456,
    freightFen: 0,
    discountFen: 0,
    address: { consignee: '王工', mobile: '13800000002', regionText: '福建省 福州市 鼓楼区', detail: '五四路 1 号' },
    invoice: null,
    invoiceRemarks: [],
    remark: null,
    carrier: null,
    trackingNo: null,
    paidAt: null,
    shippedAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: null,
    payments: [],
    timeline: [],
    refunds: [],
    bankAccount: null,
  };
}

export function restPay(orderId: number, restFen: number): RestPayInfo {
  return {
    orderId,
    orderNo: `SO2611210000${String(orderId).padStart(2, '0')}`,
    totalFen: 100_000,
    paidFen: 100_000 - restFen,
    pendingFen: 0,
    restFen,
    payDueAt: '2026-12-21T08:00:00.000Z',
    overdue: false,
    bankAccount: { accountName: '爱备客（福建）科技有限公司', bankName: '招商银行福州分行', accountNo: '591900000010101' },
    payments: [],
  };
}
