// The Chinese messages of batch enquiry: the sheet reader's refusals (generic: the services feature
// reads instrument lists with the same reader), the enquiry's refusals and answers, line reasons,
// and the messages a member receives.
import { ENQUIRY_MAX_BYTES, ENQUIRY_MAX_LINES, QUOTE_NOTE_MAX } from '../../../domain/enquiry/enquiry-rules.ts';

const mb = ENQUIRY_MAX_BYTES / 1024 / 1024;

export const SHEET_MSG = {
  empty: '文件是空的，请选择填写好的表格',
  notSheet: '无法识别该文件：请上传 Excel（.xlsx / .xls）、WPS/LibreOffice（.ods）表格或 CSV 文件（按文件内容识别，与扩展名无关）',
  macro: '不接受含宏的表格（.xlsm 或含 VBA 宏的文件），请另存为普通的 .xlsx 后再上传',
  zipBomb: '该表格解压后过大，可能已损坏或不安全，请另存为新文件后再上传',
  encrypted: '该表格设置了密码保护，请取消密码后再上传',
  unreadable: '表格内容无法读取，文件可能已损坏，请用 Excel 打开后另存再上传',
  tooComplex: '表格读取超时，文件过于复杂，请删除多余的工作表和格式后再上传',
  noHeader: (names: string) => `在表格前 20 行中没有找到表头，请在表头中写明列名（如：${names}）`,
  tooManyRows: (max: number) => `表格超过 ${max} 行，请分成多个文件上传`,
  listJoin: '、',
} as const;

export const ENQUIRY_MSG = {
  notMultipart: '请以表单（multipart/form-data）上传询价文件，或提交粘贴的行',
  fileMissing: '请选择要上传的询价表格',
  badPaste: '粘贴的内容格式有误：每行须有型号，品牌与数量可不填，每格不超过 200 个字',
  fileTooLarge: `询价文件不能超过 ${mb} MB`,
  unknownField: (name: string) => `询价上传中含有无法识别的字段：${name.slice(0, 40)}`,
  noModelColumn: '表格中没有找到型号列，请在表头写明“型号”（或 规格型号 / 订货号 / Part No / Model）',
  noLines: '表格中没有需要询价的行',
  tooManyLines: `一次最多询价 ${ENQUIRY_MAX_LINES} 行，请分成多个文件上传`,
  imported: (n: number, matched: number) => `已读取 ${n} 行，其中 ${matched} 行已自动匹配`,
  notFound: '询价单不存在',
  deleted: '询价单已删除',
  again: '已按今天的商品与价格重新匹配',
  lineUnknown: '所选的行不属于该询价单',
  goodsNotOffered: (rowNo: number) => `第 ${rowNo} 行所选商品不是该行的匹配结果或候选商品，请重新选择`,
  addedToCart: (n: number) => `已将 ${n} 行加入购物车`,
  noneAdded: '所选的行都未能加入购物车，请查看原因',
  quoteRequested: (n: number) => `已提交 ${n} 行的人工报价申请，报价后将通过站内消息通知您`,
  quoteNotNeeded: (rowNo: number) => `第 ${rowNo} 行已匹配到商品，无需人工报价`,
  quoteInvalidLine: (rowNo: number) => `第 ${rowNo} 行是无效行或重复行，请修改后重新询价`,
  chooseNotBuyable: (rowNo: number) => `第 ${rowNo} 行是无效行或重复行，不能选择商品`,
  chosen: (n: number) => `已保存 ${n} 行的选择`,
  quoteAlreadyAnswered: (rowNo: number) => `第 ${rowNo} 行已有报价`,
  // Line reasons
  reasonExact: '型号完全一致',
  reasonExactBrand: '型号与品牌完全一致',
  reasonExactLoose: '型号一致（忽略大小写与空格）',
  reasonExactLooseBrand: '品牌一致，型号一致（忽略大小写与空格）',
  reasonNormalised: '型号规范化后一致（已忽略大小写、全角、空格、横线与斜杠；小数点不忽略）',
  reasonBrandInModel: (brand: string) => `型号中含品牌“${brand}”，已按品牌与型号匹配`,
  reasonChooseBrand: (n: number) => `有 ${n} 个品牌的同型号商品，请选择`,
  reasonSameBrandVariants: (brand: string, n: number) => `${brand} 有 ${n} 个写法相近的型号（点、横线、斜杠、空格或大小写不同），请核对后选择`,
  reasonSameText: (n: number) => `有 ${n} 个型号完全相同的商品，请选择`,
  reasonOtherBrand: (brand: string) => `未找到“${brand}”品牌的该型号，以下为其他品牌的同型号或相近商品，请选择`,
  reasonUnknownBrand: (brand: string) => `未识别品牌“${brand}”，以下为该型号的商品，请核对品牌后选择`,
  reasonMemory: (brand: string, model: string) => `按您以前的选择：${brand} ${model}（已列为第一个候选，请确认）`,
  reasonCandidates: (n: number) => `未找到完全一致的型号，找到 ${n} 个候选商品，请选择`,
  reasonUnmatched: '未找到该型号，可申请人工报价',
  reasonNoModel: '未填写型号',
  reasonDuplicate: (rowNo: number) => `与第 ${rowNo} 行重复，数量已合并到第 ${rowNo} 行`,
  reasonQuoted: '已人工报价',
  reasonBuyerCode: '按贵司物料编码匹配',
  reasonAnd: (reason: string, more: string) => (reason ? `${reason}；${more}` : more),
  qtyDefault: (unit: string) => `未填写数量，按 1 ${unit || '件'}计`,
  stockShort: (inStock: number, short: number, leadTimeDays: number, unit: string) => {
    const u = unit || '件';
    const wait = leadTimeDays > 0 ? `货期 ${leadTimeDays} 天` : '需等待补货';
    return `${inStock > 0 ? `现货 ${inStock} ${u}，其余 ${short} ${u}` : `暂无现货，${short} ${u}`}${wait}（可先购买现货，其余申请人工报价）`;
  },
  quoteNoGoods: (rowNo: number) => `第 ${rowNo} 行的报价是特价说明，没有指定商品，不能直接加入购物车，请联系客服下单`,
  reasonQuoteWaiting: '已申请人工报价，等待报价',
  // Staff
  quoteLineNotFound: '该询价行不存在',
  quoteNotRequested: '该行没有申请人工报价',
  quoteGoodsGone: '所选商品不存在或已下架',
  quotePastDate: '报价有效期不能早于今天',
  quoteBadDate: '报价有效期不是有效的日期',
  quoteNoteTooLong: `报价说明不能超过 ${QUOTE_NOTE_MAX} 个字`,
  quoted: '报价已保存，会员已收到站内消息',
  // Member messages
  messageQuotedTitle: '询价已报价',
  messageQuotedBody: (enquiryNo: string, rowNo: number, model: string, price: string, validUntil: string) =>
    `询价单 ${enquiryNo} 第 ${rowNo} 行“${model}”已人工报价：单价 ${price} 元，有效期至 ${validUntil}。`,
  messageRequestedTitle: '已收到人工报价申请',
  messageRequestedBody: (enquiryNo: string, n: number) => `询价单 ${enquiryNo} 的 ${n} 行已提交人工报价，我们将在 1 个工作日内报价。`,
  // Report workbook
  sheetReport: '询价结果',
  sheetProblems: '问题行',
  noProblems: '没有问题行',
  reportHeader: ['行号', '填写型号', '填写品牌', '填写数量', '状态', '说明', '匹配型号', '品牌', '名称', '单位', '起订量', '包装数', '加购数量', '单价(元)', '小计(元)', '库存', '货期(天)', '商品来源', '库存说明', '数量说明', '物料编码', '备注'],
  problemsHeader: ['行号', '填写型号', '填写品牌', '填写数量', '状态', '说明', '物料编码'],
  skippedStatus: '未读取',
  chosenStatus: '已选择',
  sourceMatched: '自动匹配',
  sourceChosen: '您的选择',
  sourceQuoted: '人工报价',
  templateHeader: ['型号', '品牌', '数量', '单位', '备注'],
  templateExamples: [['6205-2RSH', 'SKF', '10', '个', '示例行，可删除'], ['LC1D09M7C', '施耐德', '2', '个', '示例行，可删除']],
  reportFileName: (no: string) => `询价结果-${no}.xlsx`,
  templateFileName: '批量询价模板.xlsx',
  docReportFile: '询价结果 .xlsx',
  docTemplateFile: '询价模板 .xlsx',
} as const;
