// What the staff agreement calls answer (issue 39): TypeBox schemas, so the response schema and
// the console's type are one definition. Money is integer fen; a rate is basis points of the list
// price; dates are yyyy-mm-dd (China); times ISO 8601.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { AgreementStatusField } from './agreement-payloads.ts';
import { AGREEMENT_STATUSES, type AgreementStatus } from './agreement-rules.ts';

const Fen = (description: string) => Type.Integer({ description });
const StoredStatus = Type.Unsafe<AgreementStatus>({ type: 'string', enum: [...AGREEMENT_STATUSES], description: '保存的状态（已过期不保存，由截止日期判断）' });

export const AgreementRow = Type.Object({
  id: Type.Integer(),
  agreementNo: Type.String({ description: '协议编号' }),
  companyId: Type.Integer(),
  companyName: Type.String(),
  name: Type.String(),
  status: StoredStatus,
  shownStatus: AgreementStatusField,
  statusText: Type.String(),
  validFrom: Type.String(),
  validTo: Type.String(),
  goodsCount: Type.Integer({ description: '商品协议价条数' }),
  brandCount: Type.Integer({ description: '品牌折扣条数' }),
  categoryCount: Type.Integer({ description: '分类折扣条数' }),
  createdByName: Type.String({ description: '起草人' }),
  confirmedByName: Nullable(Type.String({ description: '确认人' })),
  submittedAt: Nullable(Type.String()),
  confirmedAt: Nullable(Type.String()),
  updatedAt: Type.String(),
  version: Type.Integer(),
});
export type AgreementRow = Static<typeof AgreementRow>;

export const AgreementGoodsView = Type.Object({
  goodsId: Type.Integer(),
  goodsCode: Type.String(),
  model: Type.String(),
  name: Type.String(),
  brandName: Type.String(),
  unit: Type.String(),
  listPriceFen: Fen('市场价（分）'),
  memberPriceFen: Fen('会员价（分）'),
  priceFen: Fen('协议价（分）'),
  /** The fixed price is above the member price: members would pay less without it (a warning, not a refusal). */
  aboveMemberPrice: Type.Boolean(),
});
export type AgreementGoodsView = Static<typeof AgreementGoodsView>;

export const AgreementBrandView = Type.Object({ brandId: Type.Integer(), brandName: Type.String(), rateBp: Type.Integer() });
export type AgreementBrandView = Static<typeof AgreementBrandView>;

export const AgreementCategoryView = Type.Object({ categoryId: Type.Integer(), categoryName: Type.String({ description: '分类名称（含上级，如 轴承 / 深沟球轴承）' }), rateBp: Type.Integer() });
export type AgreementCategoryView = Static<typeof AgreementCategoryView>;

/** One line of the audit trail: who did what, when. */
export const AgreementTrailLine = Type.Object({
  at: Type.String(),
  who: Type.String({ description: '员工姓名（命令行为“命令行”）' }),
  action: Type.String(),
  detail: Type.String(),
});
export type AgreementTrailLine = Static<typeof AgreementTrailLine>;

export const AgreementDetail = Type.Object({
  ...AgreementRow.properties,
  note: Type.String(),
  rejectedReason: Nullable(Type.String()),
  createdById: Type.Integer(),
  createdAt: Type.String(),
  revokedByName: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
  goods: Type.Array(AgreementGoodsView),
  brands: Type.Array(AgreementBrandView),
  categories: Type.Array(AgreementCategoryView),
  /** Sentences the console shows above the items (fixed prices above the member price, a window already over). */
  warnings: Type.Array(Type.String()),
  trail: Type.Array(AgreementTrailLine),
  /** What the viewer may do now (their role, and the two-person rule). */
  can: Type.Object({ edit: Type.Boolean(), submit: Type.Boolean(), confirm: Type.Boolean(), reject: Type.Boolean(), revoke: Type.Boolean() }),
  /** Why the viewer may not confirm a pending agreement (they drafted it, or their role), or null. */
  confirmBlockedReason: Nullable(Type.String()),
});
export type AgreementDetail = Static<typeof AgreementDetail>;

export const AGREEMENT_IMPORT_OUTCOMES = ['ok', 'error'] as const;

export const AgreementImportRow = Type.Object({
  rowNo: Type.Integer({ description: '表格中的行号' }),
  code: Type.String({ description: '商品编码或型号（表格原文）' }),
  priceText: Type.String({ description: '协议价（表格原文）' }),
  outcome: Type.Unsafe<(typeof AGREEMENT_IMPORT_OUTCOMES)[number]>({ type: 'string', enum: [...AGREEMENT_IMPORT_OUTCOMES], description: 'ok 已导入，error 未导入' }),
  message: Nullable(Type.String({ description: '未导入的原因' })),
  goodsId: Nullable(Type.Integer()),
  priceFen: Nullable(Type.Integer()),
});
export type AgreementImportRow = Static<typeof AgreementImportRow>;

export const AgreementImportAnswer = Type.Object({
  imported: Type.Integer(),
  failed: Type.Integer(),
  rows: Type.Array(AgreementImportRow),
  agreement: AgreementDetail,
});
export type AgreementImportAnswer = Static<typeof AgreementImportAnswer>;

export const AgreementCompanyOption = Type.Object({ id: Type.Integer(), name: Type.String(), creditCode: Type.String() });
export type AgreementCompanyOption = Static<typeof AgreementCompanyOption>;

export const AgreementOptions = Type.Object({
  brands: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String({ description: '含上级的分类名' }) })),
});
export type AgreementOptions = Static<typeof AgreementOptions>;
