// The typed shape of every table, in camelCase (Kysely's CamelCasePlugin maps to snake_case).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;

export interface MemberTable {
  id: Generated<number>;
  username: string;
  mobile: string | null;
  passwordHash: string | null;
  memberType: Generated<number>;
  companyName: string | null;
  nickname: string | null;
  avatarUrl: string | null;
  isDistributor: Generated<boolean>;
  memberPriceEndTime: NullableTimestamp;
  status: Generated<number>;
  failedLoginCount: Generated<number>;
  lockedUntil: NullableTimestamp;
  wxOpenId: string | null;
  points: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** 0021 (distribution): a distributor's invitation code; who invited this member, and when. */
  inviteCode: string | null;
  referrerId: number | null;
  referredAt: NullableTimestamp;
}

// 0021-distribution
export interface DistributorApplicationTable {
  id: Generated<number>;
  memberId: number;
  realName: string;
  channel: string;
  status: Generated<number>;
  rejectReason: string | null;
  reviewedBy: number | null;
  reviewedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface CommissionRateTable {
  categoryId: number;
  rateBp: number;
  updatedAt: DefaultTimestamp;
}

export interface CommissionTable {
  id: Generated<number>;
  distributorId: number;
  buyerId: number;
  orderId: number;
  orderLineId: number;
  refundId: number | null;
  kind: 'earn' | 'clawback';
  baseFen: number;
  rateBp: number;
  commissionFen: number;
  status: Generated<number>;
  paidMonth: string;
  settleMonth: string | null;
  settledAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface StaffUserTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  displayName: string;
  role: Generated<string>;
  status: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface OauthTokenTable {
  id: Generated<number>;
  accessHash: string;
  refreshHash: string;
  clientId: string;
  memberId: number | null;
  staffId: number | null;
  expiresAt: Timestamp;
  refreshExpiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  createdIp: string | null;
  createdAt: DefaultTimestamp;
}

export interface SiteSettingTable {
  key: string;
  value: Json<Record<string, unknown>>;
  updatedAt: DefaultTimestamp;
}

export interface EnterpriseCertTable {
  id: Generated<number>;
  memberId: number;
  companyName: string;
  creditCode: string;
  legalPerson: string | null;
  contactName: string | null;
  contactMobile: string | null;
  licenseUrl: string | null;
  status: Generated<number>;
  rejectReason: string | null;
  reviewedBy: number | null;
  reviewedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  /** Migration 0016 (certification): */
  regAddress: string | null;
  applicantIsLegal: Generated<boolean>;
  authorisationUrl: string | null;
  codeCheckFailed: Generated<boolean>;
  linkRequested: Generated<boolean>;
  rejectCode: string | null;
  reviewedActor: string | null;
  updatedAt: DefaultTimestamp;
}

/** Every step of a certification (migration 0016): who, when, which named transition, what changed. */
export interface EnterpriseCertLogTable {
  id: Generated<number>;
  certId: number | null;
  memberId: number;
  actor: string;
  transition: string;
  fromStatus: number;
  toStatus: number;
  changes: Json<Record<string, unknown>>;
  note: string | null;
  createdAt: DefaultTimestamp;
}

/** A VIP period granted to a member (migration 0016): the certification trial, or a 688 year bought (status 0 until paid). */
export interface VipGrantTable {
  id: Generated<number>;
  memberId: number;
  kind: 'trial' | 'vip688';
  days: number;
  amountFen: Generated<number>;
  status: Generated<number>;
  outTradeNo: string | null;
  endBefore: NullableTimestamp;
  endAfter: NullableTimestamp;
  certId: number | null;
  paidAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  // 0020-vip688
  provider: string | null;
  providerRef: string | null;
  note: string | null;
}

export interface MemberMessageTable {
  id: Generated<number>;
  memberId: number;
  /** A MessageKind of domain/messages/message-kinds.ts (migration 0011). */
  kind: Generated<string>;
  title: string;
  body: string;
  link: string | null;
  /** Unique per member: a retried event writes one row. */
  eventKey: string | null;
  readAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface MemberAddressTable {
  id: Generated<number>;
  memberId: number;
  consignee: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  regionText: string;
  detail: string;
  postcode: string | null;
  tag: string | null;
  isDefault: Generated<boolean>;
  deletedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface MemberInvoiceTable {
  id: Generated<number>;
  memberId: number;
  invoiceType: number;
  titleType: Generated<number>;
  title: string;
  taxNo: string | null;
  regAddress: string | null;
  regPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  receiverName: string | null;
  receiverMobile: string | null;
  receiverEmail: string | null;
  receiverAddress: string | null;
  isDefault: Generated<boolean>;
  deletedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface PointsRecordTable {
  id: Generated<number>;
  memberId: number;
  change: number;
  balance: number;
  reason: string;
  refId: string | null;
  createdAt: DefaultTimestamp;
  /** 0019 (points): what posted the row; unique with sourceId, so one event never posts twice. */
  sourceType: Generated<string>;
  sourceId: string | null;
  /** 0019: when the batch a positive row opens expires (null: the rule applied to createdAt). */
  expiresAt: NullableTimestamp;
  /** 0019: for an order's row, the money kept (fen) the points were earned on. */
  basisFen: number | null;
}

export interface PointsSignInTable {
  memberId: number;
  day: ColumnType<Date, string, string>;
  points: number;
  /** 0019: the day of the streak this sign-in was (1 after a missed day). */
  streak: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface CategoryTable {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  icon: string | null;
  sort: Generated<number>;
}

export interface BrandTable {
  id: number;
  name: string;
  nameCn: string | null;
  country: string | null;
  logoUrl: string | null;
  description: string | null;
  sort: Generated<number>;
  isRecommended: Generated<boolean>;
}

export interface WarehouseTable {
  id: number;
  code: string;
  name: string;
  city: string;
}

export type GoodsSpecs = Record<string, string>;

export interface GoodsTable {
  id: number;
  goodsCode: string;
  model: string;
  modelKey: string;
  name: string;
  brandId: number;
  categoryId: number;
  specs: Json<GoodsSpecs>;
  unit: string;
  minOrderQty: Generated<number>;
  packQty: Generated<number>;
  taxClassCode: string;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  salesCount: Generated<number>;
  leadTimeDays: Generated<number>;
  weightG: number | null;
  imageUrl: string;
  images: Json<string[]>;
  isNew: Generated<boolean>;
  isHot: Generated<boolean>;
  status: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** Generated (0006): the Chinese words of the name, runs of CJK ideographs joined by one space. */
  nameCjk: ColumnType<string, never, never>;
}

export interface GoodsStockTable {
  goodsId: number;
  warehouseId: number;
  qty: Generated<number>;
  reserved: Generated<number>;
}

export interface ZoneTable {
  id: number;
  name: string;
  type: Generated<number>;
  scopeId: string;
  description: string | null;
  bannerUrl: string | null;
  sort: Generated<number>;
  status: Generated<number>;
  startAt: NullableTimestamp;
  endAt: NullableTimestamp;
}

export interface ZoneGoodsTable {
  zoneId: number;
  goodsId: number;
  sort: Generated<number>;
}

export interface CategoryRecommendTable {
  categoryId: number;
  sort: Generated<number>;
  imageUrl: string | null;
}

export interface HotSearchLogTable {
  id: Generated<number>;
  keyword: string;
  keywordKey: string;
  memberId: number | null;
  /** `m:<member id>` or a digest of the visitor's IP (0009); null on older entries. */
  searcher: string | null;
  resultCount: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface FavouriteTable {
  memberId: number;
  goodsId: number;
  createdAt: DefaultTimestamp;
}

export interface CartItemTable {
  id: Generated<number>;
  memberId: number;
  goodsId: number;
  vendorId: Generated<number>;
  num: number;
  selected: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface OrderAddressSnapshot {
  consignee: string;
  mobile: string;
  regionText: string;
  detail: string;
  postcode?: string | null;
}

export interface SaleOrderTable {
  id: Generated<number>;
  orderNo: string;
  memberId: number;
  orderType: number;
  source: Generated<number>;
  status: Generated<number>;
  payMethod: number | null;
  clientKey: string | null;
  goodsAmountFen: number;
  freightFen: Generated<number>;
  discountFen: Generated<number>;
  totalFen: number;
  paidFen: Generated<number>;
  address: Json<OrderAddressSnapshot>;
  invoice: Json<Record<string, unknown>> | null;
  remark: string | null;
  carrier: string | null;
  trackingNo: string | null;
  payDeadline: NullableTimestamp;
  paidAt: NullableTimestamp;
  confirmedAt: NullableTimestamp;
  shippedAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
  cancelReason: string | null;
  deletedByMember: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** 0007: the checkout draft it was submitted from (unique). */
  tmpOrderId: number | null;
  /** 0007: credit terms, the day the payment is due. */
  payDueAt: NullableTimestamp;
  /** 0017: money given back by after-sales refunds (never more than paidFen). */
  refundedFen: Generated<number>;
  /** 0017: what a credit-terms order no longer owes after after-sales refunds. */
  creditReliefFen: Generated<number>;
}

export interface SaleOrderLineTable {
  id: Generated<number>;
  orderId: number;
  goodsId: number;
  warehouseId: number | null;
  goodsCode: string;
  model: string;
  name: string;
  brandName: string;
  unit: string;
  imageUrl: string | null;
  taxClassCode: string;
  num: number;
  unitPriceFen: number;
  lineFen: number;
}

export interface OrderPaymentTable {
  id: Generated<number>;
  orderId: number;
  provider: string;
  amountFen: number;
  status: Generated<number>;
  providerRef: string | null;
  receiptUrl: string | null;
  receiptType: string | null;
  reviewedBy: number | null;
  reviewedAt: NullableTimestamp;
  notifiedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  /** 0007: 1 pays the order, 2 repays credit (账期). */
  purpose: Generated<number>;
  /** 0007: the reviewer's note (why a receipt was refused). */
  note: string | null;
  paidAt: NullableTimestamp;
}

/** 0007: a checkout draft (the spec's temporary order): 0 待确认, 1 已提交, 2 已取消. */
export interface TmpOrderTable {
  id: Generated<number>;
  tmpNo: string;
  memberId: number;
  /** 1 personal, 2 enterprise. */
  orderType: number;
  /** 1 quick buy, 2 cart, 3 re-order (xuOrder). */
  source: number;
  status: Generated<number>;
  saleOrderId: number | null;
  deletedByMember: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface TmpOrderLineTable {
  id: Generated<number>;
  tmpOrderId: number;
  goodsId: number;
  cartItemId: number | null;
  num: number;
}

export interface OrderAllocationTable {
  orderId: number;
  goodsId: number;
  warehouseId: number;
  qty: number;
  released: Generated<boolean>;
}

export interface MemberCreditTable {
  memberId: number;
  limitFen: number;
  termDays: number;
  status: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface OrderStatusLogTable {
  id: Generated<number>;
  orderId: number;
  fromStatus: number | null;
  toStatus: number;
  actor: string;
  note: string | null;
  createdAt: DefaultTimestamp;
}

export interface RefundOrderTable {
  id: Generated<number>;
  refundNo: string;
  orderId: number;
  memberId: number;
  status: Generated<number>;
  refundType: Generated<number>;
  reason: string;
  description: string | null;
  images: Json<string[]>;
  amountFen: number;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** 0017: the freight included in amountFen (a full refund of an unshipped order). */
  freightFen: Generated<number>;
  clientKey: string | null;
  refuseReason: string | null;
  returnCarrier: string | null;
  returnTrackingNo: string | null;
  returnShippedAt: NullableTimestamp;
  receivedAt: NullableTimestamp;
  refundedAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
}

export interface RefundLineTable {
  refundId: number;
  orderLineId: number;
  num: number;
  amountFen: number;
  /** 0017: units staff received back, and of those damaged. */
  receivedNum: number | null;
  damagedNum: number | null;
}

export interface RefundTraceTable {
  id: Generated<number>;
  refundId: number;
  status: number;
  note: string;
  createdAt: DefaultTimestamp;
  /** 0017: the status before, and who moved it (member:<id>, staff:<id>, gateway:<provider>, cli). */
  fromStatus: number | null;
  actor: Generated<string>;
}

/** 0017: money going back for one refund request: 1 original online payment, 2 transfer back, 3 credit relief; 0 pending, 1 done. */
export interface RefundPaymentTable {
  id: Generated<number>;
  refundId: number;
  orderId: number;
  method: number;
  amountFen: number;
  status: Generated<number>;
  provider: string | null;
  providerRef: string | null;
  transferRef: string | null;
  actor: string;
  createdAt: DefaultTimestamp;
  settledAt: NullableTimestamp;
}

export interface EnquiryTable {
  id: Generated<number>;
  enquiryNo: string;
  memberId: number;
  status: Generated<number>;
  fileName: string | null;
  lineCount: Generated<number>;
  matchedCount: Generated<number>;
  deletedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  source: Generated<'file' | 'paste'>;
  matchedAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface EnquiryLineTable {
  id: Generated<number>;
  enquiryId: number;
  lineNo: number;
  rawModel: string;
  rawBrand: string | null;
  rawName: string | null;
  qty: number | null;
  matchedGoodsId: number | null;
  unitPriceFen: number | null;
  status: Generated<number>;
  inputQty: Generated<string>;
  inputUnit: Generated<string>;
  remark: Generated<string>;
  lineStatus: 'matched' | 'candidates' | 'unmatched' | 'invalid' | 'duplicate';
  reason: Generated<string>;
  matchHow: 'exact' | 'normalised' | 'memory' | 'conversion' | 'similar' | 'quote' | null;
  candidates: Json<{ goodsId: number; why: 'exact' | 'normalised' | 'memory' | 'conversion' | 'similar' }[]>;
  quoteState: 'requested' | 'quoted' | null;
  quoteRequestedAt: NullableTimestamp;
  quoteGoodsId: number | null;
  quotePriceFen: number | null;
  quoteLeadDays: number | null;
  quoteValidUntil: ColumnType<string | null, string | null | undefined, string | null>;
  quoteNote: string | null;
  quotedBy: string | null;
  quotedAt: NullableTimestamp;
  /** 0023: the goods the buyer chose on the report (null: none chosen). */
  chosenGoodsId: Generated<number | null>;
  chosenAt: NullableTimestamp;
}

export interface EnquiryChoiceTable {
  memberId: number;
  inputKey: string;
  brandKey: Generated<string>;
  goodsId: number;
  updatedAt: DefaultTimestamp;
}

export interface PointsGoodsTable {
  id: Generated<number>;
  name: string;
  imageUrl: string | null;
  pointsCost: number;
  stock: Generated<number>;
  status: Generated<number>;
  sort: Generated<number>;
  /** 0019 (points): safety | tools | supplies | voucher (domain/points/points-rules.ts). */
  category: Generated<string>;
  description: string | null;
  /** 0019: units one member may redeem in all (cancelled ones not counted); 0 = no limit. */
  perMemberLimit: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface PointsOrderTable {
  id: Generated<number>;
  memberId: number;
  pointsGoodsId: number;
  qty: number;
  points: number;
  status: Generated<number>;
  address: Json<OrderAddressSnapshot> | null;
  createdAt: DefaultTimestamp;
  /** 0019 (points): the redemption number, the goods as redeemed, the shipment and its steps. */
  orderNo: string | null;
  goodsName: string | null;
  goodsImageUrl: string | null;
  unitPoints: number | null;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
  cancelReason: string | null;
  updatedAt: DefaultTimestamp;
}

/** Every step of a redemption (migration 0019): who, which named transition, from and to. */
export interface PointsOrderLogTable {
  id: Generated<number>;
  pointsOrderId: number;
  actor: string;
  transition: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
  createdAt: DefaultTimestamp;
}

export interface ServiceItemTable {
  id: Generated<number>;
  name: string;
  category: string;
  summary: string;
  content: string;
  priceFen: number | null;
  unit: string | null;
  imageUrl: string | null;
  status: Generated<number>;
  sort: Generated<number>;
  // 0018-services
  serviceType: Generated<number>;
  cnas: Generated<boolean>;
  deliveryMode: Generated<number>;
  scope: Generated<string>;
  deliverables: Json<string[]>;
  leadDays: Generated<number>;
  turnaroundDays: Generated<number>;
  regionCodes: Json<string[]>;
}

export interface ServiceOrderTable {
  id: Generated<number>;
  serviceNo: string;
  memberId: number;
  serviceItemId: number;
  status: Generated<number>;
  contact: string;
  mobile: string;
  address: string | null;
  expectedDate: ColumnType<Date | null, string | null | undefined, string | null>;
  remark: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  // 0018-services
  itemName: Generated<string>;
  addressId: number | null;
  provinceCode: string | null;
  regionText: string | null;
  preferredDates: Json<string[]>;
  requestKey: string | null;
  quoteFen: number | null;
  quoteNote: string | null;
  plannedDate: ColumnType<Date | null, string | null | undefined, string | null>;
  quotedAt: NullableTimestamp;
  acceptedAt: NullableTimestamp;
  engineer: string | null;
  engineerMobile: string | null;
  scheduledAt: NullableTimestamp;
  startedAt: NullableTimestamp;
  deliveredAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  cancelReason: string | null;
  cancelledBy: string | null;
  cancelledAt: NullableTimestamp;
  // 0022-service-payments
  paidAt: NullableTimestamp;
  paidFen: number | null;
}

/** 0022: one attempt to pay a service order through the payment provider. */
export interface ServicePaymentTable {
  id: Generated<number>;
  serviceOrderId: number;
  memberId: number;
  tradeNo: string | null;
  amountFen: number;
  provider: string;
  status: Generated<number>;
  providerRef: string | null;
  note: string | null;
  createdAt: DefaultTimestamp;
  paidAt: NullableTimestamp;
}

/** 0022: a file the member attached to a booking (a private upload). */
export interface ServiceAttachmentTable {
  id: Generated<number>;
  serviceOrderId: number;
  url: string;
  fileName: string;
  mime: string;
  sizeBytes: number;
  createdAt: DefaultTimestamp;
}

export interface ServiceOrderInstrumentTable {
  id: Generated<number>;
  serviceOrderId: number;
  lineNo: number;
  maker: string;
  model: string;
  serialNo: string | null;
  assetTag: string | null;
  measuringRange: string | null;
  qty: number;
}

export interface ServiceCertificateTable {
  id: Generated<number>;
  serviceOrderId: number;
  url: string;
  fileName: string;
  mime: string;
  createdAt: DefaultTimestamp;
}

export interface ServiceOrderEventTable {
  id: Generated<number>;
  serviceOrderId: number;
  action: string;
  status: number;
  actor: string;
  note: string | null;
  createdAt: DefaultTimestamp;
}

export interface StockReceiptTable {
  id: Generated<number>;
  refNo: string;
  goodsId: number;
  warehouseId: number;
  num: number;
  note: string | null;
  actor: string;
  staffId: number | null;
  notified: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface ArrivalNoticeTable {
  id: Generated<number>;
  memberId: number;
  goodsId: number;
  createdAt: DefaultTimestamp;
  notifiedAt: NullableTimestamp;
}

export interface CooperationInfoTable {
  id: Generated<number>;
  memberId: number | null;
  companyName: string;
  contact: string;
  mobile: string;
  mainProducts: string | null;
  brands: string | null;
  status: Generated<number>;
  createdAt: DefaultTimestamp;
  // 0013-cooperation
  programme: Generated<number>;
  creditCode: string | null;
  email: string | null;
  categoryIds: Json<number[]>;
  brandNames: Json<string[]>;
  salesRange: number | null;
  licenceUrl: string | null;
  licenceType: string | null;
  authorisationUrl: string | null;
  authorisationType: string | null;
  reviewNote: string | null;
  reviewedBy: number | null;
  reviewedActor: string | null;
  reviewedAt: Date | null;
  updatedAt: DefaultTimestamp;
}

export interface CmsCategoryTable {
  id: number;
  kind: 'help' | 'media' | 'agreement';
  name: string;
  sort: Generated<number>;
}

export interface CmsArticleTable {
  id: number;
  categoryId: number;
  title: string;
  label: string;
  summary: string | null;
  content: string;
  coverUrl: string | null;
  sort: Generated<number>;
  status: Generated<number>;
  publishedAt: DefaultTimestamp;
  // 0012-content-feedback
  helpfulCount: Generated<number>;
  unhelpfulCount: Generated<number>;
  /** The sanitised content without its tags: what help search matches. */
  bodyText: Generated<string>;
  updatedAt: DefaultTimestamp;
}

/** One "was this helpful" vote per article and voter (0012). */
export interface CmsArticleFeedbackTable {
  articleId: number;
  /** `m:<member id>` or `v:<digest of the visitor key>`. */
  voterKey: string;
  helpful: boolean;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface CmsAdTable {
  id: number;
  code: string;
  displayPosition: Generated<number>;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
  sort: Generated<number>;
  status: Generated<number>;
  startAt: NullableTimestamp;
  endAt: NullableTimestamp;
}

/** A cross-reference group of equivalent models across brands (model conversion). */
export interface ConversionGroupTable {
  id: number;
  kind: string;
  standard: string;
  category: string;
  specs: Json<Record<string, string>>;
  innerDiameter: number | null;
  outerDiameter: number | null;
  width: number | null;
  sort: Generated<number>;
}

export interface ConversionMemberTable {
  id: number;
  groupId: number;
  /** The shop brand, when the maker is one we sell. */
  brandId: number | null;
  brandName: string;
  model: string;
  modelKey: string;
  sort: Generated<number>;
}

export interface CaptchaTable {
  captchaKey: string;
  answerHash: string;
  /** Written only outside production, for the dev endpoint that browser journeys use. */
  devAnswer: string | null;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  content: string;
  provider: string;
  providerRef: string | null;
  ip: string | null;
  createdAt: DefaultTimestamp;
}

export interface SmsCodeTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface AccountTicketTable {
  ticketHash: string;
  purpose: string;
  memberId: number | null;
  payload: Json<Record<string, unknown>>;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface RateCounterTable {
  counterKey: string;
  hits: number;
  expiresAt: Timestamp;
}

export interface WechatScanTable {
  state: string;
  code: string | null;
  openId: string | null;
  nickname: string | null;
  status: Generated<number>;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
}

export interface UploadTable {
  id: string;
  ownerMemberId: number | null;
  purpose: string;
  /** 'public' (avatars: anyone with the URL) or 'private' (receipts: the owner and staff), 0008. */
  visibility: Generated<string>;
  mime: string;
  sizeBytes: number;
  sha256: string;
  bytes: Uint8Array;
  createdAt: DefaultTimestamp;
}

export interface NoticeDismissalTable {
  memberId: number;
  noticeId: string;
  createdAt: DefaultTimestamp;
}

export interface CompanyRegistryTable {
  id: Generated<number>;
  companyName: string;
  creditCode: string;
  legalPerson: string | null;
  regAddress: string | null;
  source: Generated<string>;
  createdAt: DefaultTimestamp;
}

export interface Database {
  distributorApplication: DistributorApplicationTable;
  commissionRate: CommissionRateTable;
  commission: CommissionTable;
  captcha: CaptchaTable;
  smsOutbox: SmsOutboxTable;
  smsCode: SmsCodeTable;
  accountTicket: AccountTicketTable;
  rateCounter: RateCounterTable;
  wechatScan: WechatScanTable;
  upload: UploadTable;
  noticeDismissal: NoticeDismissalTable;
  companyRegistry: CompanyRegistryTable;
  member: MemberTable;
  staffUser: StaffUserTable;
  oauthToken: OauthTokenTable;
  siteSetting: SiteSettingTable;
  enterpriseCert: EnterpriseCertTable;
  enterpriseCertLog: EnterpriseCertLogTable;
  vipGrant: VipGrantTable;
  memberMessage: MemberMessageTable;
  memberAddress: MemberAddressTable;
  memberInvoice: MemberInvoiceTable;
  pointsRecord: PointsRecordTable;
  pointsSignIn: PointsSignInTable;
  category: CategoryTable;
  brand: BrandTable;
  warehouse: WarehouseTable;
  goods: GoodsTable;
  goodsStock: GoodsStockTable;
  zone: ZoneTable;
  zoneGoods: ZoneGoodsTable;
  categoryRecommend: CategoryRecommendTable;
  hotSearchLog: HotSearchLogTable;
  favourite: FavouriteTable;
  cartItem: CartItemTable;
  saleOrder: SaleOrderTable;
  saleOrderLine: SaleOrderLineTable;
  orderPayment: OrderPaymentTable;
  orderStatusLog: OrderStatusLogTable;
  refundOrder: RefundOrderTable;
  refundLine: RefundLineTable;
  refundTrace: RefundTraceTable;
  refundPayment: RefundPaymentTable;
  enquiry: EnquiryTable;
  enquiryLine: EnquiryLineTable;
  enquiryChoice: EnquiryChoiceTable;
  pointsGoods: PointsGoodsTable;
  pointsOrder: PointsOrderTable;
  pointsOrderLog: PointsOrderLogTable;
  serviceItem: ServiceItemTable;
  serviceOrder: ServiceOrderTable;
  serviceOrderInstrument: ServiceOrderInstrumentTable;
  serviceCertificate: ServiceCertificateTable;
  serviceOrderEvent: ServiceOrderEventTable;
  servicePayment: ServicePaymentTable;
  serviceAttachment: ServiceAttachmentTable;
  cooperationInfo: CooperationInfoTable;
  cmsCategory: CmsCategoryTable;
  cmsArticle: CmsArticleTable;
  cmsArticleFeedback: CmsArticleFeedbackTable;
  cmsAd: CmsAdTable;
  conversionGroup: ConversionGroupTable;
  conversionMember: ConversionMemberTable;
  tmpOrder: TmpOrderTable;
  tmpOrderLine: TmpOrderLineTable;
  orderAllocation: OrderAllocationTable;
  memberCredit: MemberCreditTable;
  stockReceipt: StockReceiptTable;
  arrivalNotice: ArrivalNoticeTable;
}
