// The 工作台 (staff console home, issue 22 item 5): the work queues a staff member's permissions
// open, each with what waits in it, and the sales report (report.view): today's orders and sales,
// 30 China days of them, the top goods and the search terms that found nothing. Shared by the
// server (GET /api/staff/dashboard/queues and /report), the machine, the page and the CLI.
import { Type, type Static } from 'typebox';
import type { Permission } from './staff-roles.ts';

export const DASHBOARD_QUEUE_KEYS = ['receipts', 'shipping', 'afterSales', 'redemptions', 'enquiry', 'services', 'certifications', 'applications'] as const;
export type DashboardQueueKey = (typeof DASHBOARD_QUEUE_KEYS)[number];

/**
 * Which permissions open each queue (any one of them), the same as the console's pages
 * (machines/staff/staff-menu.ts; tests/machines/staff/dashboard.test.ts checks they agree).
 */
export const QUEUE_PERMISSIONS: Record<DashboardQueueKey, readonly Permission[]> = {
  receipts: ['payment.review'],
  shipping: ['order.ship'],
  afterSales: ['refund.view'],
  redemptions: ['points.redemption'],
  enquiry: ['enquiry.quote'],
  services: ['service.order'],
  certifications: ['certification.review'],
  applications: ['cooperation.review', 'distribution.manage'],
};

/** The queues `permissions` open, in the menu's order. */
export function queuesOpenTo(permissions: readonly Permission[]): DashboardQueueKey[] {
  return DASHBOARD_QUEUE_KEYS.filter((k) => QUEUE_PERMISSIONS[k].some((p) => permissions.includes(p)));
}

/** What each queue's count is, in words (the card's note and the CLI's line). */
export const QUEUE_WAITING_TEXT: Record<DashboardQueueKey, string> = {
  receipts: '待确认的转账回单（商品订单与服务订单）',
  shipping: '待发货的订单',
  afterSales: '待审核、待收货或待退款的售后单',
  redemptions: '待发货的积分兑换单',
  enquiry: '等待人工报价的询价行',
  services: '待报价、待排期、待开始或待上传证书的服务订单',
  certifications: '待审核的企业认证',
  applications: '待审核的合作申请与分销员申请',
};

export const DashboardQueue = Type.Object(
  {
    key: Type.Unsafe<DashboardQueueKey>({ type: 'string', enum: [...DASHBOARD_QUEUE_KEYS], description: '队列' }),
    count: Type.Integer({ minimum: 0, description: '等待处理的数量' }),
  },
  { additionalProperties: false },
);
export type DashboardQueue = Static<typeof DashboardQueue>;

export const DashboardQueues = Type.Object(
  { queues: Type.Array(DashboardQueue, { description: '调用者的权限可打开的工作队列，按菜单顺序' }) },
  { additionalProperties: false },
);
export type DashboardQueues = Static<typeof DashboardQueues>;

/** Days of the sales chart, today included. */
export const REPORT_DAYS = 30;
/** Rows of each top-goods list and of the no-result terms. */
export const REPORT_TOP = 10;
export const REPORT_TERMS = 20;

export const DayFigures = Type.Object(
  {
    date: Type.String({ description: '中国日期 yyyy-mm-dd' }),
    orderCount: Type.Integer({ minimum: 0, description: '当天提交且未取消的订单数' }),
    salesFen: Type.Integer({ minimum: 0, description: '当天收款的订单的已付金额（分）' }),
    refundFen: Type.Integer({ minimum: 0, description: '当天完成（已退款）的售后退款金额（分），账期订单为冲减的欠款' }),
  },
  { additionalProperties: false },
);
export type DayFigures = Static<typeof DayFigures>;

export const TopGoods = Type.Object(
  {
    goodsId: Type.Integer(),
    goodsCode: Type.String(),
    model: Type.String(),
    name: Type.String(),
    brandName: Type.String(),
    quantity: Type.Integer({ minimum: 0, description: '售出数量' }),
    amountFen: Type.Integer({ minimum: 0, description: '销售额（分）' }),
  },
  { additionalProperties: false },
);
export type TopGoods = Static<typeof TopGoods>;

export const NoResultTerm = Type.Object(
  {
    keyword: Type.String({ description: '搜索词（最近一次的写法）' }),
    searches: Type.Integer({ minimum: 1, description: '无结果的搜索次数' }),
    searchers: Type.Integer({ minimum: 1, description: '不同的搜索者' }),
    lastSearchedAt: Type.String({ description: '最近一次搜索时间' }),
  },
  { additionalProperties: false },
);
export type NoResultTerm = Static<typeof NoResultTerm>;

export const DashboardReport = Type.Object(
  {
    today: DayFigures,
    days: Type.Array(DayFigures, { description: '最近 30 天（中国日期，含今天），从早到晚' }),
    topByQuantity: Type.Array(TopGoods, { description: '最近 30 天收款订单中售出数量最多的商品' }),
    topByAmount: Type.Array(TopGoods, { description: '最近 30 天收款订单中销售额最高的商品' }),
    noResultTerms: Type.Array(NoResultTerm, { description: '最近 30 天搜索无结果的词（之后再搜有结果的不计），按次数' }),
  },
  { additionalProperties: false },
);
export type DashboardReport = Static<typeof DashboardReport>;
