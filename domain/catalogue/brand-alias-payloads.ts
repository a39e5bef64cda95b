// Brand aliases in the staff console's catalogue (商品管理 › 品牌别名, issue 33 item 4): the other
// names buyers write for a brand (东华 for DONGHUA, 瓦轴 for ZWZ), used by search and by enquiry
// matching. Payloads and views of /api/staff/goods/catalogue/brand/*, and the rule the server and
// the console's form share (one Chinese sentence per problem).
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { BRAND_ALIAS_MAX_LENGTH, BRAND_ALIAS_MIN_KEY, brandKey } from './brand-key.ts';

const closed = { additionalProperties: false } as const;
const BrandId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '品牌编号' });

export const BrandAliasRow = Type.Object(
  { id: Type.Integer({ minimum: 1, description: '别名编号' }), alias: Type.String({ maxLength: BRAND_ALIAS_MAX_LENGTH, description: '别名' }) },
  closed,
);
export type BrandAliasRow = Static<typeof BrandAliasRow>;

export const BrandAliases = Type.Object(
  {
    id: BrandId,
    name: Type.String({ maxLength: 100, description: '品牌名称' }),
    nameCn: Nullable(Type.String({ maxLength: 100, description: '中文名称' })),
    aliases: Type.Array(BrandAliasRow, { description: '别名（添加顺序）' }),
  },
  closed,
);
export type BrandAliases = Static<typeof BrandAliases>;

export const AliasBody = Type.Object(
  {
    brandId: BrandId,
    alias: Type.String({ maxLength: 100, description: '别名：中文简称、旧称、英文名或拼音（40 个字符以内）' }),
  },
  closed,
);
export type AliasBody = Static<typeof AliasBody>;

export const ALIAS_TEXT = {
  empty: '请填写别名',
  tooLong: `别名不能超过 ${BRAND_ALIAS_MAX_LENGTH} 个字符`,
  tooShort: '别名至少要有两个字母、数字或汉字（公司、集团等后缀不计）',
} as const;

/** What is wrong with an alias as typed, or null. */
export function aliasProblem(alias: string): string | null {
  const text = alias.trim();
  if (text === '') return ALIAS_TEXT.empty;
  if ([...text].length > BRAND_ALIAS_MAX_LENGTH) return ALIAS_TEXT.tooLong;
  if ([...brandKey(text)].length < BRAND_ALIAS_MIN_KEY) return ALIAS_TEXT.tooShort;
  return null;
}
