// Every staff route of the gateway, in one table (issue 22): the permission it needs and, for a
// write, the name the audit log records it under and where its target's id is read. The server
// checks each /api/staff/ call against this table before the handler runs and refuses a route
// missing from it (tests/api/staff/staff-routes.test.ts fails for any registered staff route
// without a line here). To add a staff route: one line below, with the path after
// /gateway/<service> exactly as the route is registered (":id" parameters included).
import type { PrivateUploadPurpose } from '../shared/upload-purposes.ts';
import { isStaffRole, roleAllows, type Permission } from './staff-roles.ts';

/** What a staff write acts on (the audit log's target kinds). */
export const TARGET_KINDS = {
  order: '订单',
  payment: '付款',
  refund: '售后单',
  certification: '企业认证',
  cooperation: '合作申请',
  redemption: '积分兑换单',
  serviceOrder: '服务订单',
  enquiryLine: '询价行',
  goods: '商品',
  article: '文章',
  distributorApplication: '分销员申请',
  member: '会员',
  category: '商品分类',
  brand: '品牌',
  staff: '员工账号',
  company: '企业',
  priceAgreement: '协议价',
  quote: '报价单',
} as const;
export type TargetKind = keyof typeof TARGET_KINDS;

/**
 * Where a target's id is read, first found wins: `body.<field>` and `params.<field>` before the
 * call (so the log holds the target as it was), `answer.<field>` from the answer's data after it
 * (a new row's id, or a multipart form the hook cannot read).
 */
export type IdSource = `body.${string}` | `params.${string}` | `answer.${string}`;

export interface StaffRouteRule {
  method: 'GET' | 'POST';
  /** The registered path after /gateway/<service>. */
  path: string;
  /** The permission needed; null: any signed-in staff member. */
  permission: Permission | null;
  /** A write: recorded in the audit log under this name. */
  action?: string;
  /**
   * A POST that writes nothing (a filtered list, a preview of an upload): no audit entry. Every
   * other POST is a write and names its action (tests/api/staff/staff-permissions.test.ts).
   */
  read?: true;
  target?: { kind: TargetKind; from: readonly IdSource[] };
}

const SVC = '/api/staff/common/serviceOrder';
const PA = '/api/staff/goods/priceAgreement';

export const STAFF_ROUTES: readonly StaffRouteRule[] = [
  // orders and payments (order service)
  { method: 'POST', path: '/api/staff/order/list', permission: 'order.view', read: true },
  { method: 'POST', path: '/api/staff/order/export', permission: 'order.view', read: true },
  { method: 'POST', path: '/api/staff/order/ship', permission: 'order.ship', action: '订单发货', target: { kind: 'order', from: ['body.orderId'] } },
  { method: 'POST', path: '/api/staff/order/complete', permission: 'order.ship', action: '完成订单', target: { kind: 'order', from: ['body.orderId'] } },
  { method: 'POST', path: '/api/staff/order/reviewPayment', permission: 'payment.review', action: '审核转账回单', target: { kind: 'payment', from: ['body.paymentId'] } },
  // the 收款确认 and 订单发货 queues (issue 22, h1)
  { method: 'POST', path: '/api/staff/order/receipt/list', permission: 'payment.review', read: true },
  { method: 'GET', path: '/api/staff/order/receipt/get/:id', permission: 'payment.review' },
  { method: 'POST', path: `${SVC}/receipt/list`, permission: 'payment.review', read: true },
  { method: 'GET', path: `${SVC}/receipt/get/:id`, permission: 'payment.review' },
  { method: 'POST', path: '/api/staff/order/shipping/list', permission: 'order.ship', read: true },
  { method: 'POST', path: '/api/staff/order/shipBatch/preview', permission: 'order.ship', read: true },
  { method: 'POST', path: '/api/staff/order/shipBatch/confirm', permission: 'order.ship', action: '批量导入发货' },
  { method: 'GET', path: '/api/staff/order/shipBatch/template', permission: 'order.ship' },
  // after-sales (order service)
  { method: 'GET', path: '/api/staff/order/refund/list', permission: 'refund.view' },
  { method: 'POST', path: '/api/staff/order/refund/review', permission: 'refund.review', action: '审核售后申请', target: { kind: 'refund', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/order/refund/receive', permission: 'refund.receive', action: '退货收货', target: { kind: 'refund', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/order/refund/pay', permission: 'refund.review', action: '售后退款', target: { kind: 'refund', from: ['body.id'] } },
  { method: 'GET', path: '/api/staff/order/refund/get/:id', permission: 'refund.view' },
  { method: 'GET', path: '/api/staff/order/refund/counts', permission: 'refund.view' },
  // certification (member service)
  { method: 'GET', path: '/api/staff/member/certification/list', permission: 'certification.review' },
  { method: 'GET', path: '/api/staff/member/certification/queue', permission: 'certification.review' },
  { method: 'GET', path: '/api/staff/member/certification/get/:id', permission: 'certification.review' },
  { method: 'POST', path: '/api/staff/member/certification/approve', permission: 'certification.review', action: '通过企业认证', target: { kind: 'certification', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/member/certification/reject', permission: 'certification.review', action: '驳回企业认证', target: { kind: 'certification', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/member/certification/requireRecertification', permission: 'certification.review', action: '要求重新认证', target: { kind: 'certification', from: ['body.id'] } },
  // companies (member service, issue 37)
  { method: 'GET', path: '/api/staff/member/company/list', permission: 'company.manage' },
  { method: 'GET', path: '/api/staff/member/company/get/:id', permission: 'company.manage' },
  { method: 'POST', path: '/api/staff/member/company/transferAdmin', permission: 'company.manage', action: '转移企业管理员', target: { kind: 'company', from: ['body.companyId'] } },
  // points mall (member service)
  { method: 'GET', path: '/api/staff/points/order/list', permission: 'points.redemption' },
  { method: 'POST', path: '/api/staff/points/order/ship', permission: 'points.redemption', action: '兑换单发货', target: { kind: 'redemption', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/points/order/complete', permission: 'points.redemption', action: '兑换单完成', target: { kind: 'redemption', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/points/order/cancel', permission: 'points.redemption', action: '取消兑换单', target: { kind: 'redemption', from: ['body.id'] } },
  { method: 'GET', path: '/api/staff/points/order/counts', permission: 'points.redemption' },
  // distribution (member service)
  { method: 'GET', path: '/api/staff/distributor/application/list', permission: 'distribution.manage' },
  { method: 'POST', path: '/api/staff/distributor/application/approve', permission: 'distribution.manage', action: '通过分销员申请', target: { kind: 'distributorApplication', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/distributor/application/reject', permission: 'distribution.manage', action: '驳回分销员申请', target: { kind: 'distributorApplication', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/distributor/flag', permission: 'distribution.manage', action: '设置分销员资格', target: { kind: 'member', from: ['answer.memberId'] } },
  { method: 'POST', path: '/api/staff/distributor/rate', permission: 'distribution.manage', action: '设置佣金比例', target: { kind: 'category', from: ['body.categoryId'] } },
  { method: 'POST', path: '/api/staff/distributor/settle', permission: 'distribution.settle', action: '运行佣金结算' },
  // enquiry and stock (goods service)
  { method: 'GET', path: '/api/staff/goods/enquiry/quotes', permission: 'enquiry.quote' },
  { method: 'POST', path: '/api/staff/goods/enquiry/quote', permission: 'enquiry.quote', action: '人工报价', target: { kind: 'enquiryLine', from: ['body.lineId'] } },
  { method: 'POST', path: '/api/staff/goods/enquiry/quoteBatch', permission: 'enquiry.quote', action: '批量人工报价' },
  // formal quotes (报价单, issue 39): the quote desk
  { method: 'POST', path: '/api/staff/goods/quote/page', permission: 'quote.desk', read: true },
  { method: 'GET', path: '/api/staff/goods/quote/get/:id', permission: 'quote.desk' },
  { method: 'POST', path: '/api/staff/goods/quote/send', permission: 'quote.desk', action: '发送报价单', target: { kind: 'quote', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/goods/stockIn', permission: 'stock.in', action: '商品入库', target: { kind: 'goods', from: ['body.goodsId'] } },
  // the catalogue (商品管理): the goods themselves are public, so any staff member may read them;
  // each edit needs 运营's catalogue.edit, or 仓库's stock.in for stock
  { method: 'POST', path: '/api/staff/goods/catalogue/list', permission: null, read: true },
  { method: 'GET', path: '/api/staff/goods/catalogue/get/:id', permission: null },
  { method: 'POST', path: '/api/staff/goods/catalogue/price', permission: 'catalogue.edit', action: '修改阶梯价', target: { kind: 'goods', from: ['body.goodsId'] } },
  { method: 'POST', path: '/api/staff/goods/catalogue/shelf', permission: 'catalogue.edit', action: '商品上下架', target: { kind: 'goods', from: ['body.goodsId'] } },
  { method: 'POST', path: '/api/staff/goods/catalogue/zone', permission: 'catalogue.edit', action: '设置商品专区', target: { kind: 'goods', from: ['body.goodsId'] } },
  // brand aliases (品牌别名): read by any staff member, edited by 运营
  { method: 'GET', path: '/api/staff/goods/catalogue/brand/list', permission: null },
  { method: 'POST', path: '/api/staff/goods/catalogue/brand/alias/add', permission: 'catalogue.edit', action: '添加品牌别名', target: { kind: 'brand', from: ['body.brandId'] } },
  { method: 'POST', path: '/api/staff/goods/catalogue/brand/alias/remove', permission: 'catalogue.edit', action: '删除品牌别名', target: { kind: 'brand', from: ['body.brandId'] } },
  { method: 'POST', path: '/api/staff/goods/stock/adjust', permission: 'stock.in', action: '库存调整', target: { kind: 'goods', from: ['body.goodsId'] } },
  // price agreements (协议价, goods service, issue 39): 运营 drafts, submits and revokes; a 管理员
  // other than the drafter confirms or rejects (the service refuses the drafter with 403)
  { method: 'POST', path: `${PA}/list`, permission: 'pricing.agreement', read: true },
  { method: 'GET', path: `${PA}/get/:id`, permission: 'pricing.agreement' },
  { method: 'GET', path: `${PA}/companies`, permission: 'pricing.agreement' },
  { method: 'GET', path: `${PA}/options`, permission: 'pricing.agreement' },
  { method: 'POST', path: `${PA}/save`, permission: 'pricing.agreement', action: '保存协议价', target: { kind: 'priceAgreement', from: ['body.id', 'answer.id'] } },
  { method: 'POST', path: `${PA}/import/:id`, permission: 'pricing.agreement', action: '导入协议价表格', target: { kind: 'priceAgreement', from: ['params.id'] } },
  { method: 'POST', path: `${PA}/submit/:id`, permission: 'pricing.agreement', action: '提交协议价', target: { kind: 'priceAgreement', from: ['params.id'] } },
  { method: 'POST', path: `${PA}/confirm/:id`, permission: 'pricing.confirm', action: '确认协议价', target: { kind: 'priceAgreement', from: ['params.id'] } },
  { method: 'POST', path: `${PA}/reject/:id`, permission: 'pricing.confirm', action: '驳回协议价', target: { kind: 'priceAgreement', from: ['params.id'] } },
  { method: 'POST', path: `${PA}/revoke/:id`, permission: 'pricing.agreement', action: '撤销协议价', target: { kind: 'priceAgreement', from: ['params.id'] } },
  // cooperation, content and service orders (common service)
  { method: 'GET', path: '/api/staff/common/cooperation/list', permission: 'cooperation.review' },
  { method: 'POST', path: '/api/staff/common/cooperation/review', permission: 'cooperation.review', action: '审核合作申请', target: { kind: 'cooperation', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/cms/article/save', permission: 'content.publish', action: '保存文章', target: { kind: 'article', from: ['body.id', 'answer.id'] } },
  { method: 'POST', path: `${SVC}/list`, permission: 'service.order', read: true },
  { method: 'GET', path: `${SVC}/get/:id`, permission: 'service.order' },
  { method: 'POST', path: `${SVC}/queue/list`, permission: 'service.order', read: true },
  { method: 'POST', path: `${SVC}/quote`, permission: 'service.order', action: '服务订单报价', target: { kind: 'serviceOrder', from: ['body.id'] } },
  { method: 'POST', path: `${SVC}/confirm`, permission: 'service.order', action: '确认服务订单', target: { kind: 'serviceOrder', from: ['body.id'] } },
  { method: 'POST', path: `${SVC}/schedule`, permission: 'service.order', action: '服务排期', target: { kind: 'serviceOrder', from: ['body.id'] } },
  { method: 'POST', path: `${SVC}/start`, permission: 'service.order', action: '开始服务', target: { kind: 'serviceOrder', from: ['body.id'] } },
  { method: 'POST', path: `${SVC}/deliver`, permission: 'service.order', action: '上传服务证书', target: { kind: 'serviceOrder', from: ['answer.id'] } },
  { method: 'POST', path: `${SVC}/cancel`, permission: 'service.order', action: '取消服务订单', target: { kind: 'serviceOrder', from: ['body.id'] } },
  // A service order's transfer receipt is money received: 财务's, like the goods orders' reviewPayment.
  { method: 'POST', path: `${SVC}/reviewPayment`, permission: 'payment.review', action: '审核服务订单回单', target: { kind: 'serviceOrder', from: ['body.id'] } },
  // the console itself (system service)
  { method: 'GET', path: '/api/staff/me', permission: null },
  { method: 'GET', path: '/api/staff/dashboard/queues', permission: null },
  { method: 'GET', path: '/api/staff/dashboard/report', permission: 'report.view' },
  { method: 'POST', path: '/api/staff/audit/list', permission: 'audit.view', read: true },
  { method: 'GET', path: '/api/staff/audit/verify', permission: 'audit.view' },
  { method: 'GET', path: '/api/staff/account/list', permission: 'staff.manage' },
  { method: 'GET', path: '/api/staff/alert/list', permission: 'staff.manage' },
  { method: 'POST', path: '/api/staff/account/add', permission: 'staff.manage', action: '新增员工账号', target: { kind: 'staff', from: ['answer.id'] } },
  { method: 'POST', path: '/api/staff/account/role', permission: 'staff.manage', action: '修改员工角色', target: { kind: 'staff', from: ['body.id'] } },
  { method: 'POST', path: '/api/staff/account/disable', permission: 'staff.manage', action: '停用员工账号', target: { kind: 'staff', from: ['body.id'] } },
];

/** The path after /gateway/<service> of a registered route URL (unchanged when it has none). */
export function staffPathOf(url: string): string {
  return url.replace(/^\/gateway\/[a-z]+(?=\/)/, '');
}

/** Whether a registered route URL is a staff route (its path after the gateway starts /api/staff/). */
export function isStaffUrl(url: string): boolean {
  return staffPathOf(url).startsWith('/api/staff/');
}

const byKey = new Map(STAFF_ROUTES.map((r) => [`${r.method} ${r.path}`, r]));

/** The rule of a route by method and registered URL (HEAD is GET's); undefined when none is declared. */
export function staffRuleOf(method: string, url: string): StaffRouteRule | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  return byKey.get(`${m} ${staffPathOf(url)}`);
}

/** The names of every recorded action, for the audit log's filter. */
export const AUDIT_ACTIONS: readonly string[] = [...new Set(STAFF_ROUTES.flatMap((r) => (r.action ? [r.action] : [])))];

/**
 * Who reads a private upload besides its owner (issue 35, item 3): each purpose names the staff
 * route whose queue shows the file, and a staff member reads it when their role may call that
 * route. One table decides both, so moving a queue to another role moves its files with it.
 */
export const UPLOAD_REVIEW_ROUTES: Readonly<Record<PrivateUploadPurpose, `${StaffRouteRule['method']} ${string}`>> = {
  // 企业认证审核: 运营
  'certification-licence': 'GET /api/staff/member/certification/get/:id',
  'certification-authorisation': 'GET /api/staff/member/certification/get/:id',
  // 合作申请审核: 运营
  'cooperation-licence': 'GET /api/staff/common/cooperation/list',
  'cooperation-authorisation': 'GET /api/staff/common/cooperation/list',
  // 收款确认: 财务
  receipt: 'GET /api/staff/order/receipt/get/:id',
  'service-receipt': `GET ${SVC}/receipt/get/:id`,
  // 售后处理: 财务 and 仓库 (the photos of what comes back)
  refundEvidence: 'GET /api/staff/order/refund/get/:id',
  // 服务订单: 客服
  'service-certificate': `GET ${SVC}/get/:id`,
  'service-attachment': `GET ${SVC}/get/:id`,
};

/**
 * Whether a staff member of `role` may read a private upload of `purpose`: the role may call the
 * purpose's review route. A purpose missing from the table (a row older than the table) is the
 * 管理员's alone.
 */
export function staffMayReadUpload(role: string, purpose: string): boolean {
  if (!isStaffRole(role)) return false;
  const key = (UPLOAD_REVIEW_ROUTES as Readonly<Record<string, string>>)[purpose];
  const rule = key ? byKey.get(key) : undefined;
  if (!rule) return role === 'admin';
  return rule.permission === null || roleAllows(role, rule.permission);
}
