// UI text of services and testing (服务与检测), in Simplified Chinese: the catalogue, the item page
// and its booking form (field labels, every problem as a sentence, the sheet import), the service
// orders list and one order (status, quote, cancel dialog, certificates, timeline).
import { ATTACHMENT_MAX_BYTES, DATE_PROBLEM_TEXT, INSTRUMENT_QTY_MAX, MAX_ATTACHMENTS, MAX_INSTRUMENT_ROWS, REASON_MAX, REMARK_MAX } from '../../../domain/services/service-rules.ts';
import type { AttachmentError, Problem, RowField, SheetError } from '../../../machines/services/service-booking.ts';
import type { PayOutcome, ReasonProblem } from '../../../machines/services/service-order.ts';

const ROW_LABEL: Record<RowField, string> = {
  maker: '制造商',
  model: '型号规格',
  serialNo: '出厂编号',
  assetTag: '资产编号',
  range: '测量范围',
  qty: '数量',
};

const FIELD_LABEL: Record<string, string> = { contact: '现场联系人', mobile: '联系人手机号', remark: '备注', addressId: '服务地址' };

/** The sentence of one problem of the booking form (key as in machines/services/service-booking.ts). */
function problemText(key: string, problem: Problem, earliest: string, provinceName: string): string {
  const row = /^row\.(\d+)\.(\w+)$/.exec(key);
  if (row) {
    const n = Number(row[1]) + 1;
    const label = ROW_LABEL[row[2] as RowField];
    if (problem === 'missing') return `请填写第 ${n} 行的${label}`;
    if (problem === 'qtyRange') return `第 ${n} 行的数量须为 1 至 ${INSTRUMENT_QTY_MAX} 的整数`;
    return `第 ${n} 行的${label}过长`;
  }
  if (key.startsWith('date.')) {
    if (problem === 'tooEarly') return DATE_PROBLEM_TEXT.tooEarly(earliest);
    if (problem === 'sunday') return DATE_PROBLEM_TEXT.sunday;
    if (problem === 'tooLate') return DATE_PROBLEM_TEXT.tooLate;
    if (problem === 'duplicate') return '期望日期不能重复';
    return DATE_PROBLEM_TEXT.invalid;
  }
  if (key === 'dates') return '请至少选择一个期望服务日期';
  if (key === 'rows') return '请至少填写一台仪器或设备';
  if (key === 'addressId') return problem === 'outsideRegion' ? `所选地址位于${provinceName}，不在本服务的服务区域内，请选择其他地址` : '请选择服务地址';
  if (key === 'mobile') return problem === 'missing' ? '请填写联系人手机号' : '请输入 11 位手机号，例如 13912345678';
  if (key === 'remark') return `备注不能超过 ${REMARK_MAX} 个字`;
  const label = FIELD_LABEL[key] ?? key;
  return problem === 'missing' ? `请填写${label}` : `${label}过长`;
}

export const servicesText = {
  joinList: (items: readonly string[]) => items.join('、'),
  pages: {
    serveDetail: '服务详情',
    serveList: '服务与检测',
    serviceOrderDetail: '服务订单详情',
    serviceOrder: '服务订单',
  },
  list: {
    title: '服务与检测',
    intro: '仪器校准、设备检测与现场维保：在线预约，证书可追溯，全程可查。',
    tabsLabel: '服务分类',
    all: '全部服务',
    searchLabel: '搜索服务',
    searchPlaceholder: '输入服务名称或仪器，如 压力表',
    search: '搜索',
    loading: '正在读取服务项目…',
    failed: '服务项目读取失败',
    empty: '没有找到匹配的服务项目',
    emptyBody: '换个关键词试试，或查看全部服务。',
    showAll: '查看全部服务',
    total: (n: number) => `共 ${n} 项服务`,
    resultsLabel: '服务项目',
    cnas: 'CNAS',
    leadDays: (n: number) => `至少提前 ${n} 天预约`,
    turnaround: (n: number) => `${n} 个工作日出具证书或报告`,
    quote: '报价后确定',
    perUnit: (unit: string | null) => (unit ? ` / ${unit}` : ''),
    detail: '查看详情并预约',
    detailOf: (name: string) => `查看详情并预约：${name}`,
    myOrders: '我的服务订单',
  },
  detail: {
    loading: '正在读取服务详情…',
    failed: '服务详情读取失败',
    missingTitle: '服务项目不存在或已下架',
    missingBody: '请返回服务列表选择其他服务。',
    backToList: '返回服务列表',
    crumbs: '当前位置',
    price: '价格',
    quote: '报价后确定',
    quoteHint: '提交预约后，客服会根据仪器数量和现场情况报价，您确认后才会安排服务。',
    estimateHint: '按单价乘以数量计费，提交后客服确认价格与日期。',
    type: '服务类型',
    delivery: '服务方式',
    lead: '预约要求',
    turnaround: '出证周期',
    cnas: '资质',
    cnasYes: 'CNAS 认可实验室出具，证书带 CNAS 标识',
    cnasNo: '依据国家计量检定规程出具证书',
    description: '服务说明',
    scope: '服务范围',
    deliverables: '您将收到',
    regions: '服务区域',
    loginTitle: '登录后预约',
    loginBody: '预约服务需要登录会员账号，登录后将回到本页。',
    login: '登录预约',
  },
  form: {
    title: '预约服务',
    instruments: '仪器或设备清单',
    instrumentsHint: (max: number) => `每行一种仪器，最多 ${max} 行；也可以导入 Excel 清单。`,
    row: (n: number) => `第 ${n} 行`,
    rowLabel: ROW_LABEL,
    required: '必填',
    addRow: '添加一行',
    removeRow: (n: number) => `删除第 ${n} 行`,
    remove: '删除',
    rowActions: '操作',
    importLabel: '导入 Excel 清单',
    importHint: '支持 .xlsx / .xls / .ods / .csv，2 MB 以内；表头含 制造商、型号规格、出厂编号、资产编号、测量范围、数量。',
    importing: '正在读取清单…',
    imported: (n: number) => `已从清单导入 ${n} 行，请核对后提交。`,
    sheetError: {
      wrongType: '请选择 .xlsx、.xls、.ods 或 .csv 格式的清单文件',
      tooLarge: '清单文件不能超过 2 MB',
      emptyFile: '清单文件是空的，请重新选择',
      noRows: '清单中没有读到仪器，请检查表头和内容',
      tooMany: `清单与已填写的行合计超过 ${MAX_INSTRUMENT_ROWS} 行，请分批预约`,
      server: '清单读取失败，请稍后重试',
    } satisfies Record<SheetError, string>,
    attachments: '附件',
    attachLabel: '上传附件',
    attachHint: `可上传仪器铭牌照片、图纸或上次的证书：PDF、PNG 或 JPG，每个 ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB 以内，最多 ${MAX_ATTACHMENTS} 个。`,
    attaching: '正在上传附件…',
    removeAttachment: (name: string) => `移除附件 ${name}`,
    attachmentError: {
      wrongType: '附件只能是 PDF、PNG 或 JPG 文件',
      tooLarge: `附件不能超过 ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`,
      emptyFile: '附件是空文件，请重新选择',
      tooMany: `附件最多 ${MAX_ATTACHMENTS} 个`,
      server: '附件上传失败，请稍后重试',
    } satisfies Record<AttachmentError, string>,
    address: '服务地址',
    addressHint: '从地址簿中选择；须在本服务的服务区域内。',
    noAddress: '地址簿中还没有地址，请先添加。',
    manageAddresses: '管理地址簿',
    contact: '现场联系人',
    mobile: '联系人手机号',
    dates: '期望服务日期',
    datesHint: (earliest: string) => `最多 3 个，最早 ${earliest}，星期日不安排服务。`,
    dateLabel: (n: number) => `期望日期 ${n}`,
    remark: '备注',
    remarkPlaceholder: '现场要求、到场时间、仪器存放位置等（选填）',
    estimate: (price: string) => `预估金额 ${price}（以客服确认为准）`,
    submit: '提交预约',
    submitting: '正在提交…',
    problemsTitle: '请先修改以下内容：',
    problem: problemText,
    reasonMax: REASON_MAX,
    doneTitle: '预约已提交',
    doneBody: '客服将在 1 个工作日内确认价格与服务日期，结果会通过站内消息通知您。',
    viewOrder: '查看服务订单',
    bookAgain: '再预约一单',
  },
  orders: {
    title: '服务订单',
    tabsLabel: '服务订单状态',
    all: '全部',
    tabCount: (name: string, n: number) => `${name}（${n}）`,
    loading: '正在读取服务订单…',
    failed: '服务订单读取失败',
    emptyTitle: '还没有服务订单',
    emptyAll: '校准、检测、维保都可以在线预约。',
    emptyFiltered: '该状态下没有服务订单。',
    toServices: '去预约服务',
    resultsLabel: '服务订单列表',
    total: (n: number) => `共 ${n} 个服务订单`,
    serviceNo: (no: string) => `服务单号 ${no}`,
    qty: (n: number) => `数量 ${n}`,
    amount: '金额',
    awaitingQuote: '待报价',
    planned: (date: string) => `计划服务日期 ${date}`,
    preferred: (dates: string) => `期望日期 ${dates}`,
    view: '查看详情',
    viewOf: (no: string) => `查看服务订单 ${no} 的详情`,
    createdAt: '下单时间',
  },
  order: {
    loading: '正在读取服务订单…',
    failed: '服务订单读取失败',
    missingTitle: '服务订单不存在',
    missingBody: '该订单不存在或不属于当前账号。',
    backToList: '返回服务订单',
    statusLabel: '订单进度',
    steps: ['提交预约', '报价与支付', '已排期', '服务中', '待验收', '已完成'] as readonly string[],
    cancelled: '已取消',
    cancelledBy: (who: string | null, reason: string | null) => `已取消：${who ?? ''}取消${reason ? `，原因：${reason}` : ''}`,
    note: (note: string) => `：${note}`,
    info: '预约信息',
    serviceNo: '服务单号',
    item: '服务项目',
    contact: '现场联系人',
    address: '服务地址',
    preferred: '期望日期',
    remark: '备注',
    createdAt: '下单时间',
    instruments: '仪器或设备',
    lineNo: '序号',
    quote: '报价',
    quoteWaiting: '客服正在核对您的预约，确认后会在这里给出价格和服务日期。',
    estimate: (price: string) => `按单价预估 ${price}，以客服确认为准。`,
    amount: '服务金额',
    plannedDate: '计划服务日期',
    quoteNote: '说明',
    accepted: (at: string) => `已于 ${at} 接受报价，请支付服务费，支付后为您安排工程师。`,
    pay: (amount: string) => `去支付 ${amount}`,
    paying: '正在前往支付页面…',
    payHint: '在线支付（与商品订单相同的支付渠道），支付成功后客服为您排期。',
    paidAt: (amount: string, at: string) => `已于 ${at} 支付 ${amount}。`,
    payOutcome: {
      paid: '支付成功，客服将为您安排工程师与日期。',
      pending: '支付结果确认中，请稍后刷新页面查看。',
      notPaid: '支付未完成，您可以重新支付。',
    } satisfies Record<PayOutcome, string>,
    attachments: '预约附件',
    attachmentDownload: (name: string) => `下载附件 ${name}`,
    acceptHint: '确认价格和日期无误后接受报价，我们将为您安排工程师。',
    accept: '接受报价',
    accepting: '正在提交…',
    engineer: '工程师',
    certificates: '证书与报告',
    certificatesNone: '服务完成后，证书或报告会在这里提供下载。',
    download: (name: string) => `下载 ${name}`,
    complete: '确认验收',
    completeHint: '请核对证书或报告，确认无误后验收。',
    timeline: '服务进度',
    cancel: '取消订单',
    cancelTitle: '取消服务订单',
    cancelBody: (no: string) => `取消服务订单 ${no}？取消后不可恢复。`,
    reasonLabel: '取消原因',
    reasonPlaceholder: '例如：仪器已送其他机构检定',
    reasonProblem: {
      missing: '请填写取消原因',
      tooLong: `取消原因不能超过 ${REASON_MAX} 个字`,
    } satisfies Record<ReasonProblem, string>,
    keep: '暂不取消',
    confirmCancel: '确认取消',
    done: {
      accept: '已接受报价，请支付服务费。',
      cancel: '服务订单已取消。',
      complete: '已确认验收，服务完成。',
    },
  },
} as const;
