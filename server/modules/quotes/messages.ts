// Every Chinese sentence the quotes module sends (issue 39): refusals, notices, the members'
// messages and the PDF's words.
import { QUOTE_LINES_MAX, QUOTE_STATUS_TEXT, QUOTE_VALID_DAYS_MAX, type QuoteStatus } from '../../../domain/quotes/quote-rules.ts';

export const QUOTE_MSG = {
  requested: '报价申请已提交，客服报价后会通知您',
  sent: '报价单已发送',
  accepted: '已接受报价，订单草稿已生成',
  withdrawn: '报价单已撤回',
  rerequested: '已重新申请报价',
  notFound: '报价单不存在',
  colleagueQuote: '这是同事的报价单，您的企业角色不能查看',
  placerOnly: '只有申请人可以操作这个报价单',
  sourceIdNeeded: (what: string) => `请选择要报价的${what}`,
  noLines: '没有可报价的商品：请先勾选购物车中的商品，或选择有匹配商品的询价单、采购清单',
  tooManyLines: `一张报价单最多 ${QUOTE_LINES_MAX} 种商品，请分开申请`,
  goodsMissing: '有商品不存在，请刷新后重试',
  goodsOffShelf: (model: string) => `商品 ${model} 已下架，不能申请报价`,
  badDate: '日期格式不正确',
  wantedPast: '希望报价日期不能早于今天',
  expired: '报价已过期，请重新申请报价',
  notQuotedYet: '报价单尚未报价，暂无价格可下载',
  cannot: (action: string, status: QuoteStatus) => `报价单${QUOTE_STATUS_TEXT[status]}，不能${action}`,
  changed: '报价单已被他人修改，请刷新后重试',
  linesMismatch: '请为报价单的每一行填写一次价格和交期',
  validPast: '有效期不能早于今天',
  validTooLong: `有效期最长 ${QUOTE_VALID_DAYS_MAX} 天`,
  messageRequestedTitle: '报价申请已提交',
  messageRequestedBody: (quoteNo: string, lines: number) => `报价单 ${quoteNo}（${lines} 种商品）已提交，客服报价后会通知您。`,
  messageQuotedTitle: '报价单已报价',
  messageQuotedBody: (quoteNo: string, total: string, validUntil: string) => `报价单 ${quoteNo} 已报价，合计 ¥${total}，有效期至 ${validUntil}。请在有效期内接受报价并下单。`,
  messageExpiredTitle: '报价单已过期',
  messageExpiredBody: (quoteNo: string, validUntil: string) => `报价单 ${quoteNo} 已于 ${validUntil} 过期，如仍需要请重新申请报价。`,
  pdfFileName: (quoteNo: string) => `报价单-${quoteNo}.pdf`,
  docPdf: '报价单 PDF（含企业与商城抬头、明细、含税合计与其中 13% 增值税、有效期与条款）',
} as const;

export const ACTION = { accept: '接受', withdraw: '撤回', rerequest: '重新申请', send: '报价' } as const;
