// Every Chinese sentence the agreement side of the pricing module sends (issue 39): refusals,
// notices, the sheet import's per-row results and the members' messages.
import { formatPrice } from '../../../domain/shared/money.ts';

export const AGREEMENT_MSG = {
  notFound: '协议价不存在',
  companyUnknown: '企业不存在，请重新选择',
  staffUnknown: '员工账号不存在或已停用',
  versionConflict: '该协议已被他人修改，请刷新后再操作',
  notEditable: (statusText: string) => `协议当前为「${statusText}」，只有草稿或已驳回的协议可以修改`,
  notSubmittable: (statusText: string) => `协议当前为「${statusText}」，只有草稿或已驳回的协议可以提交确认`,
  notPending: (statusText: string) => `协议当前为「${statusText}」，只有待确认的协议可以确认或驳回`,
  notActive: (statusText: string) => `协议当前为「${statusText}」，只有生效中的协议可以撤销`,
  nameBlank: '请填写协议名称',
  endedAlready: '协议的截止日期已过，请修改有效期后再提交',
  endedBeforeConfirm: '协议的截止日期已过，不能确认；请驳回，由起草人修改有效期后重新提交',
  empty: '协议中没有任何商品协议价或折扣，请至少添加一项',
  goodsUnknown: (ids: string) => `商品不存在：编号 ${ids}`,
  goodsRepeated: (label: string) => `商品 ${label} 重复出现，每个商品只能有一个协议价`,
  brandUnknown: (ids: string) => `品牌不存在：编号 ${ids}`,
  brandRepeated: (name: string) => `品牌 ${name} 重复出现`,
  categoryUnknown: (ids: string) => `分类不存在：编号 ${ids}`,
  categoryRepeated: (name: string) => `分类 ${name} 重复出现`,
  sameConfirmer: '协议须由起草人以外的管理员确认：您是这份协议的起草人，不能自己确认（双人复核）',
  confirmRole: '只有管理员可以确认或驳回协议价',
  agreementRole: '只有运营或管理员可以起草、提交或撤销协议价',
  reasonNeeded: '请填写驳回原因',
  saved: '协议已保存',
  submitted: '已提交，等待管理员确认',
  confirmed: '协议已确认生效，企业成员已收到通知',
  rejected: '协议已驳回，起草人可修改后重新提交',
  revoked: '协议已撤销，企业成员已收到通知',
  imported: (ok: number, failed: number) => (failed > 0 ? `已导入 ${ok} 行，${failed} 行未导入（原因见每行）` : `已导入 ${ok} 行`),
  aboveMember: (label: string, price: number, member: number) => `${label} 的协议价 ${formatPrice(price)} 高于会员价 ${formatPrice(member)}，成员将按更低的会员价购买`,
  windowOver: '协议的截止日期已过',
  goodsLabel: (model: string, code: string) => `${model}（${code}）`,
  idLabel: (id: number) => `编号 ${id}`,
  idList: (ids: readonly number[]) => ids.slice(0, 10).join('、'),
} as const;

/** The goods-price sheet: its columns (with the header synonyms people write) and each row's refusal. */
export const AGREEMENT_SHEET_MSG = {
  columns: {
    code: ['商品编码', '编码', '物料编码', '货号', 'SKU', 'goods code'],
    model: ['型号', '规格型号', '产品型号', 'model'],
    brand: ['品牌', 'brand'],
    price: ['协议价(元)', '协议价', '协议单价', '单价(元)', '价格', 'price'],
  },
  fileMissing: '请选择要导入的价格表（.xlsx、.xls 或 .csv）',
  fileTooLarge: '价格表不能超过 5 MB',
  needsColumns: '价格表需要「商品编码」或「型号」列，以及「协议价(元)」列',
  noRows: '价格表中没有数据行',
  badForm: (name: string) => `表单中不应有「${name}」`,
  badVersion: '缺少版本号，请刷新后重试',
  badMode: '请选择导入方式：替换或合并',
  tooManyItems: (max: number) => `导入后商品协议价将超过 ${max} 条，请分成多份协议`,
  codeMissing: '缺少商品编码或型号',
  priceMissing: '缺少协议价',
  priceBad: (text: string) => `协议价「${text}」不是有效金额（以元为单位，最多两位小数）`,
  priceZero: '协议价必须大于 0',
  priceTooHigh: '协议价超过 1000 万元',
  codeUnknown: (code: string) => `找不到商品编码 ${code}`,
  modelUnknown: (model: string) => `找不到型号 ${model}`,
  modelAmbiguous: (model: string, n: number) => `型号 ${model} 对应 ${n} 个商品，请填写商品编码或品牌`,
  duplicate: (firstRow: number) => `与第 ${firstRow} 行是同一商品，已按第 ${firstRow} 行导入`,
} as const;

/** The members' messages when an agreement of their company takes effect or ends. */
export const AGREEMENT_NOTICE = {
  title: '协议价通知',
  confirmed: (name: string, validFrom: string, validTo: string) => `贵公司的协议价《${name}》已生效，有效期 ${validFrom} 至 ${validTo}；协议商品将按协议价显示和结算`,
  revoked: (name: string) => `贵公司的协议价《${name}》已撤销，相关商品恢复按会员价结算；已下的订单价格不变`,
} as const;

/** The agreement's audit trail: its milestones (read from the agreement) and the staff log's action names (domain/staff/staff-routes.ts). */
export const AGREEMENT_TRAIL = {
  created: '起草',
  submitted: '提交确认',
  confirmed: '确认生效',
  confirmedDetail: (validFrom: string, validTo: string) => `有效期 ${validFrom} 至 ${validTo}`,
  revoked: '撤销',
  rejected: '驳回',
  reason: (reason: string) => `原因：${reason}`,
  unknown: '—',
  auditSubmit: '提交协议价',
  auditConfirm: '确认协议价',
  auditReject: '驳回协议价',
  auditRevoke: '撤销协议价',
} as const;

/** The company's own audit log (company_audit) when an agreement takes effect or is revoked. */
export const AGREEMENT_COMPANY_AUDIT = {
  confirmedAction: '协议价生效',
  confirmed: (name: string, no: string, validFrom: string, validTo: string) => `协议价《${name}》（${no}）生效，有效期 ${validFrom} 至 ${validTo}`,
  revokedAction: '协议价撤销',
  revoked: (name: string, no: string) => `协议价《${name}》（${no}）撤销`,
} as const;
