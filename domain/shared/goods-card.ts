// The goods card of every list (docs/api/goods.md: GoodsCard), as the server sends it and the SPA
// shows it: one TypeBox schema (the server's response schema) and its type of the same name (what
// the SPA reads). Money is integer fen. Lists of up to 100 cards are the hot path of search, so
// the schema holds no anyOf (the compiled serializer then writes each field without checks).
import { Type, type Static } from 'typebox';
import { CountField, FenField, IdField, TextField } from './fields.ts';
import { PriceKind, PriceSourceField } from './pricing.ts';
import { Nullable } from './nullable.ts';

export const NameValue = Type.Object(
  {
    name: TextField('参数名'),
    value: TextField('参数值'),
  },
  { additionalProperties: false },
);
export type NameValue = Static<typeof NameValue>;

export const GoodsCard = Type.Object(
  {
    id: IdField('商品编号'),
    goodsCode: TextField('商品编码'),
    model: TextField('型号'),
    name: TextField('商品名称'),
    brandId: IdField('品牌编号'),
    brandName: TextField('品牌'),
    categoryId: IdField('分类编号'),
    categoryName: TextField('分类'),
    unit: TextField('单位'),
    minOrderQty: CountField('起订量'),
    packQty: CountField('包装数量'),
    imageUrl: TextField('商品图片'),
    listPriceFen: FenField('市场价（分）'),
    memberPriceFen: FenField('会员价（分）'),
    vipPriceFen: FenField('VIP 价（分）'),
    /** The price for the viewer (list for visitors, member, or VIP). */
    priceFen: FenField('当前用户的价格（分）'),
    priceKind: PriceKind,
    /** Issue 39: where priceFen comes from (contract: the viewer's company agreement, 协议价) and the agreement's last day. */
    priceSource: PriceSourceField,
    contractValidTo: Nullable(Type.String({ maxLength: 10, description: '协议价有效期至（yyyy-mm-dd；非协议价为 null）' })),
    stockQty: CountField('可售库存'),
    leadTimeDays: CountField('货期（天）'),
    salesCount: CountField('销量'),
    isNew: Type.Boolean({ description: '新品' }),
    isHot: Type.Boolean({ description: '热销' }),
    keySpecs: Type.Array(NameValue, { description: '主要参数（最多 4 项）' }),
  },
  { additionalProperties: false },
);
export type GoodsCard = Static<typeof GoodsCard>;
