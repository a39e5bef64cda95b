// The bodies of the staff agreement calls (issue 39), shared by the console's forms and the server.
// Objects refuse unknown fields; every string has a maxLength and every number a bound. Money is
// integer fen; a rate is basis points of the list price (8800 = 88%).
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { Nullable } from '../shared/nullable.ts';
import { PageQuery } from '../shared/page-query.ts';
import { ID_MAX } from '../shared/row-id.ts';
import {
  AGREEMENT_GOODS_MAX, AGREEMENT_NAME_MAX, AGREEMENT_NOTE_MAX, AGREEMENT_PRICE_MAX_FEN, AGREEMENT_RATE_MAX_BP, AGREEMENT_RATE_MIN_BP, AGREEMENT_RATES_MAX,
  AGREEMENT_REASON_MAX, AGREEMENT_SHOWN_STATUSES, type AgreementShownStatus,
} from './agreement-rules.ts';

const closed = { additionalProperties: false } as const;
const RowId = (description: string) => Type.Integer({ minimum: 1, maximum: ID_MAX, description });
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '读取时的版本号（他人先改过则 409）' });
const Rate = Type.Integer({ minimum: AGREEMENT_RATE_MIN_BP, maximum: AGREEMENT_RATE_MAX_BP, description: '折扣：市场价的万分比（8800 即 88 折）' });

export const AgreementStatusField = Type.Unsafe<AgreementShownStatus>({
  type: 'string', enum: [...AGREEMENT_SHOWN_STATUSES],
  description: '状态：draft 草稿，pending 待确认，active 生效，expired 已过期，rejected 已驳回，revoked 已撤销',
});

export const AgreementListBody = Type.Object({
  ...PageQuery.properties,
  companyId: Type.Optional(Nullable(RowId('企业编号'))),
  status: Type.Optional(Nullable(AgreementStatusField)),
  keyword: Type.Optional(Type.String({ maxLength: 40, description: '协议编号、协议名称或企业名称' })),
}, closed);
export type AgreementListBody = Static<typeof AgreementListBody>;

export const AgreementGoodsItem = Type.Object({
  goodsId: RowId('商品编号'),
  priceFen: Type.Integer({ minimum: 1, maximum: AGREEMENT_PRICE_MAX_FEN, description: '协议单价（含税，分）' }),
}, closed);
export type AgreementGoodsItem = Static<typeof AgreementGoodsItem>;

export const AgreementBrandItem = Type.Object({ brandId: RowId('品牌编号'), rateBp: Rate }, closed);
export type AgreementBrandItem = Static<typeof AgreementBrandItem>;

export const AgreementCategoryItem = Type.Object({ categoryId: RowId('分类编号'), rateBp: Rate }, closed);
export type AgreementCategoryItem = Static<typeof AgreementCategoryItem>;

/** Creates a draft (no id) or edits a draft or rejected agreement (id and the version read). */
export const AgreementSaveBody = Type.Object({
  id: Type.Optional(RowId('协议编号（编辑时）')),
  version: Type.Optional(Version),
  companyId: RowId('企业编号'),
  name: Type.String({ minLength: 1, maxLength: AGREEMENT_NAME_MAX, description: '协议名称' }),
  note: Type.Optional(Type.String({ maxLength: AGREEMENT_NOTE_MAX, description: '备注' })),
  validFrom: DateText('生效日期（含当日，北京时间）'),
  validTo: DateText('截止日期（含当日，北京时间）'),
  goods: Type.Array(AgreementGoodsItem, { maxItems: AGREEMENT_GOODS_MAX, description: '商品协议价' }),
  brands: Type.Array(AgreementBrandItem, { maxItems: AGREEMENT_RATES_MAX, description: '品牌折扣' }),
  categories: Type.Array(AgreementCategoryItem, { maxItems: AGREEMENT_RATES_MAX, description: '分类折扣' }),
}, closed);
export type AgreementSaveBody = Static<typeof AgreementSaveBody>;

/** Submit, confirm and revoke: the version read. */
export const AgreementStepBody = Type.Object({ version: Version }, closed);
export type AgreementStepBody = Static<typeof AgreementStepBody>;

export const AgreementRejectBody = Type.Object({
  version: Version,
  reason: Type.String({ maxLength: AGREEMENT_REASON_MAX, description: '驳回原因（必填）' }),
}, closed);
export type AgreementRejectBody = Static<typeof AgreementRejectBody>;

export const AGREEMENT_IMPORT_MODES = ['replace', 'merge'] as const;
export type AgreementImportMode = (typeof AGREEMENT_IMPORT_MODES)[number];

/** The import form's text fields (multipart, beside the `file`). */
export const AgreementImportFields = Type.Object({
  version: Type.String({ pattern: '^[1-9][0-9]{0,9}$', maxLength: 10, description: '读取时的版本号' }),
  mode: Type.Unsafe<AgreementImportMode>({ type: 'string', enum: [...AGREEMENT_IMPORT_MODES], description: 'replace 替换全部商品协议价；merge 合并，同一商品以表格为准' }),
}, closed);
export type AgreementImportFields = Static<typeof AgreementImportFields>;

export const AgreementCompanyQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 40, description: '企业名称或统一社会信用代码' })),
}, closed);
export type AgreementCompanyQuery = Static<typeof AgreementCompanyQuery>;
