// The table map (issue 36, item 3): which module owns each table of the Database, the one module
// that writes it. The owner is the module whose schema file (server/db/schema/<module>.ts) declares
// the table's interface; `platform` owns the shared tables of server/db/schema/platform.ts, written
// by platform code outside server/modules (server/http, server/security, server/media). `npm run
// arch` (scripts/arch.ts) counts writes from server/modules to tables another module owns, and
// fails when this map no longer matches server/db/schema.ts (tests/unit/arch-counts.test.ts too).
import type { Database } from './schema.ts';

/** A module under server/modules that owns tables, or `platform` (code outside server/modules). */
export type TableOwner =
  | 'account'
  | 'after-sales'
  | 'approvals'
  | 'cart'
  | 'catalogue'
  | 'certification'
  | 'checkout'
  | 'company'
  | 'content'
  | 'cooperation'
  | 'credit'
  | 'distribution'
  | 'enquiry'
  | 'integration'
  | 'member-books'
  | 'messages'
  | 'orders'
  | 'payments'
  | 'platform'
  | 'points'
  | 'pricing'
  | 'quotes'
  | 'services'
  | 'staff'
  | 'stock';

/** Every table of the Database (its camelCase name, as Kysely calls it) and its owner. */
export const TABLE_OWNERS = {
  accountTicket: 'account',
  captcha: 'account',
  companyRegistry: 'account',
  member: 'account',
  noticeDismissal: 'account',
  oauthToken: 'account',
  smsCode: 'account',
  smsOutbox: 'account',
  wechatScan: 'account',
  refundLine: 'after-sales',
  refundOrder: 'after-sales',
  refundPayment: 'after-sales',
  refundTrace: 'after-sales',
  priceAgreement: 'pricing',
  priceAgreementItem: 'pricing',
  quote: 'quotes',
  quoteLine: 'quotes',
  apiClient: 'integration',
  integrationOrderRequest: 'integration',
  webhookEndpoint: 'integration',
  webhookEvent: 'integration',
  webhookDelivery: 'integration',
  catalogueChangeEvent: 'catalogue',
  punchoutSession: 'integration',
  cartItem: 'cart',
  favourite: 'cart',
  brand: 'catalogue',
  brandAlias: 'catalogue',
  category: 'catalogue',
  categoryRecommend: 'catalogue',
  conversionGroup: 'catalogue',
  conversionMember: 'catalogue',
  goods: 'catalogue',
  hotSearchLog: 'catalogue',
  zone: 'catalogue',
  zoneGoods: 'catalogue',
  enterpriseCert: 'certification',
  enterpriseCertLog: 'certification',
  vipGrant: 'certification',
  tmpOrder: 'checkout',
  tmpOrderLine: 'checkout',
  company: 'company',
  companyAudit: 'company',
  companyDepartment: 'company',
  companyInvitation: 'company',
  companyMember: 'company',
  companyApprovalRule: 'approvals',
  companyBudget: 'approvals',
  orderApproval: 'approvals',
  requisitionList: 'company',
  requisitionListLine: 'company',
  cmsAd: 'content',
  cmsArticle: 'content',
  cmsArticleFeedback: 'content',
  cmsCategory: 'content',
  cooperationInfo: 'cooperation',
  memberCredit: 'credit',
  commission: 'distribution',
  commissionRate: 'distribution',
  distributorApplication: 'distribution',
  enquiry: 'enquiry',
  enquiryChoice: 'enquiry',
  enquiryLine: 'enquiry',
  enquiryMapping: 'enquiry',
  memberBuyerCode: 'enquiry',
  memberAddress: 'member-books',
  memberInvoice: 'member-books',
  memberMessage: 'messages',
  orderAllocation: 'orders',
  orderStatusLog: 'orders',
  saleOrder: 'orders',
  saleOrderLine: 'orders',
  orderPayment: 'orders',
  rateCounter: 'platform',
  siteSetting: 'platform',
  upload: 'platform',
  pointsGoods: 'points',
  pointsOrder: 'points',
  pointsOrderLog: 'points',
  pointsRecord: 'points',
  pointsSignIn: 'points',
  serviceAttachment: 'services',
  serviceCertificate: 'services',
  serviceItem: 'services',
  serviceOrder: 'services',
  serviceOrderEvent: 'services',
  serviceOrderInstrument: 'services',
  servicePayment: 'services',
  staffAlert: 'staff',
  staffAudit: 'staff',
  staffAuditHead: 'staff',
  staffUser: 'staff',
  arrivalNotice: 'stock',
  goodsStock: 'stock',
  stockAdjustment: 'stock',
  stockReceipt: 'stock',
  warehouse: 'stock',
} as const satisfies Record<keyof Database, TableOwner>;
