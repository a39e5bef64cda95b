// Quotes as the server answers them, for the machine tests of machines/quotes/.
import type { QuoteDetail, QuoteLineView, QuotePage, QuoteSummary } from '../../../domain/quotes/quote-views.ts';

export function apiError(message: string, status: number | null) {
  return Object.assign(new Error(message), { code: status ?? 0, status, data: null });
}

export const line = (lineNo: number, patch: Partial<QuoteLineView> = {}): QuoteLineView => ({
  lineNo,
  goodsId: 100 + lineNo,
  goodsCode: `G00${lineNo}`,
  model: `6205-${lineNo}`,
  name: '深沟球轴承',
  brandName: 'SKF',
  unit: '个',
  imageUrl: '/files/goods/ball-bearing.svg',
  num: 10 * lineNo,
  askedPriceFen: 6800,
  askedPriceSource: 'list',
  priceFen: null,
  lineFen: null,
  leadDays: null,
  remark: '',
  ...patch,
});

export const summary = (id: number, patch: Partial<QuoteSummary> = {}): QuoteSummary => ({
  id,
  quoteNo: `QT26112900${id}`,
  status: 'requested',
  statusText: '待报价',
  source: 'cart',
  sourceText: '购物车',
  lineCount: 2,
  totalFen: null,
  requesterName: '陈刚',
  companyName: '华东精工设备有限公司',
  wantedDate: '2026-12-05',
  validUntil: null,
  createdAt: '2026-11-29T02:00:00.000Z',
  quotedAt: null,
  ...patch,
});

export const detail = (patch: Partial<QuoteDetail> = {}): QuoteDetail => ({
  ...summary(41),
  message: '月底前需要',
  terms: '',
  staffNote: '',
  requesterMobile: '138****0004',
  lines: [line(1), line(2)],
  goodsFen: null,
  taxFen: null,
  canAccept: false,
  canWithdraw: true,
  canRerequest: false,
  draftId: null,
  orderId: null,
  acceptedAt: null,
  version: 1,
  ...patch,
});

export const QUOTED = detail({
  status: 'quoted', statusText: '已报价', totalFen: 180_000, goodsFen: 180_000, taxFen: 20_708, validUntil: '2026-12-29', quotedAt: '2026-11-29T03:00:00.000Z',
  lines: [line(1, { priceFen: 6000, lineFen: 60_000, leadDays: 3 }), line(2, { priceFen: 6000, lineFen: 120_000, leadDays: 7 })],
  canAccept: true, canWithdraw: true, canRerequest: false, version: 2,
});
export const EXPIRED = detail({ ...QUOTED, status: 'expired', statusText: '已过期', canAccept: false, canWithdraw: false, canRerequest: true });

export const pageOf = (records: QuoteSummary[], total: number, current: number, counts: Record<string, number> = { requested: total }): QuotePage => ({
  records, total, current, size: 10, counts,
});
