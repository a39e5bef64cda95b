// Supplier cooperation (供应商合作, docs/api/cooperation.md): the programmes a company applies to,
// what each asks and offers, the annual sales ranges, the application's statuses with their named
// transitions, and the limits of the form. The SPA, the server and the dictionaries read these.
import { IntEnum } from '../shared/int-enum.ts';

/** The programmes, by their stored number (cooperation_info.programme). */
export const PROGRAMME = { supplier: 1, brandDealer: 2, servicePartner: 3 } as const;
export type Programme = (typeof PROGRAMME)[keyof typeof PROGRAMME];
export const PROGRAMMES: readonly Programme[] = [1, 2, 3];
export const ProgrammeSchema = IntEnum<Programme>([1, 2, 3], '合作类型（1 供应商入驻，2 品牌授权经销商，3 服务合作伙伴）');

export const PROGRAMME_TEXT: Record<Programme, string> = {
  1: '供应商入驻',
  2: '品牌授权经销商',
  3: '服务合作伙伴',
};

/** What each programme asks of the applicant and what we offer, shown on /cooperation. */
export const PROGRAMME_TERMS: Record<Programme, { summary: string; asks: readonly string[]; offers: readonly string[] }> = {
  1: {
    summary: '工业品生产厂家、一级代理商入驻爱备客，直接面向制造企业的维修与采购人员销售。',
    asks: ['依法登记的企业，营业执照在有效期内', '经营工业品（MRO）类目，能提供正规增值税发票', '可承诺交期与库存，支持 48 小时内发货'],
    offers: ['覆盖制造、能源、轨交等行业的企业采购客户', '批量询价与型号匹配带来的精准需求', '对公结算、账期客户由平台统一管理'],
  },
  2: {
    summary: '持有品牌厂家授权的经销商，以授权品牌身份在平台展示与销售，型号数据与品牌页同步。',
    asks: ['品牌厂家出具的有效授权书（须上传）', '授权品牌的现货库存或稳定货源', '提供原厂质保与售后支持'],
    offers: ['品牌专区与“授权经销商”标识', '型号替换与选型搜索中的优先展示', '品牌询价线索优先分配'],
  },
  3: {
    summary: '计量校准、设备检测与现场维保服务商，承接平台客户的服务订单。',
    asks: ['具备相应资质（如 CNAS 认可、特种设备检验资质）', '明确的服务区域与响应时效', '出具可追溯的证书或服务报告'],
    offers: ['平台“服务与检测”频道的服务订单', '统一的报价、排期与结算流程', '客户设备台账带来的周期性复检需求'],
  },
};

/** Annual sales ranges (年销售额), by stored number. */
export const SALES_RANGE = { under5m: 1, to20m: 2, to100m: 3, to500m: 4, over500m: 5 } as const;
export type SalesRange = (typeof SALES_RANGE)[keyof typeof SALES_RANGE];
export const SALES_RANGES: readonly SalesRange[] = [1, 2, 3, 4, 5];
export const SalesRangeSchema = IntEnum<SalesRange>([1, 2, 3, 4, 5], '年销售额区间（1 500 万元以下，2 500 万至 2000 万元，3 2000 万至 1 亿元，4 1 亿至 5 亿元，5 5 亿元以上）');

export const SALES_RANGE_TEXT: Record<SalesRange, string> = {
  1: '500 万元以下',
  2: '500 万至 2000 万元',
  3: '2000 万至 1 亿元',
  4: '1 亿至 5 亿元',
  5: '5 亿元以上',
};

/** The stored number of each status of an application (cooperation_info.status). */
export const COOPERATION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type CooperationStatus = (typeof COOPERATION_STATUS)[keyof typeof COOPERATION_STATUS];
export const COOPERATION_STATUSES: readonly CooperationStatus[] = [0, 1, 2];
export const CooperationStatusSchema = IntEnum<CooperationStatus>([0, 1, 2], '审核状态（0 待审核，1 已通过，2 未通过）');

export const COOPERATION_STATUS_TEXT: Record<CooperationStatus, string> = { 0: '待审核', 1: '已通过', 2: '未通过' };

/** The named transitions: only a pending application moves, and only by staff. */
export const COOPERATION_TRANSITIONS = {
  0: { approve: 1, reject: 2 },
  1: {},
  2: {},
} as const satisfies Record<CooperationStatus, Partial<Record<'approve' | 'reject', CooperationStatus>>>;
export type CooperationTransition = 'approve' | 'reject';

/** The status `transition` leads to from `from`, or null when it is not allowed. */
export function cooperationMove(from: CooperationStatus, transition: CooperationTransition): CooperationStatus | null {
  const moves: Partial<Record<CooperationTransition, CooperationStatus>> = COOPERATION_TRANSITIONS[from];
  return moves[transition] ?? null;
}

/** A member may send a new application when they have none, or their latest was rejected. */
export function mayApply(latest: CooperationStatus | null): boolean {
  return latest === null || latest === COOPERATION_STATUS.rejected;
}

export const COMPANY_NAME_MAX = 100;
export const CONTACT_MAX = 30;
export const EMAIL_MAX = 100;
export const MAX_CATEGORIES = 10;
export const MAX_BRANDS = 20;
export const BRAND_NAME_MAX = 40;
export const REVIEW_NOTE_MAX = 200;

/** Business licence (营业执照) and brand authorisation (品牌授权书) files. */
export const COOPERATION_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const COOPERATION_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/** The programme needs a brand authorisation file. */
export const needsAuthorisation = (programme: number) => programme === PROGRAMME.brandDealer;
