// The goods service's Chinese messages (refusals and notices sent in `msg`).
import { MSG } from '../../../domain/shared/messages.ts';

export const GOODS_MSG = {
  goodsNotFound: '商品不存在',
  zoneNotFound: '专区不存在',
  groupNotFound: '型号转换记录不存在',
  categoryNotFound: MSG.categoryNotFound,
  modelKeywordRequired: '请输入型号或选择品牌',
  sizeRequired: '请至少输入内径、外径、宽度中的一项',
  nothingFound: (keyword: string) => `未找到与“${keyword}”相关的商品，可尝试型号转换查询或批量询价`,
  // the staff console's catalogue edits (staff-catalogue-service.ts)
  staffGoodsUnknown: '商品不存在，请检查商品编号',
  staffZoneUnknown: (id: number) => `专区 ${id} 不存在`,
  priceSaved: '阶梯价已保存，前台即时生效',
  shelved: (onShelf: boolean) => (onShelf ? '商品已上架' : '商品已下架'),
  zonesSaved: '专区已保存',
  // brand aliases (brand-alias-service.ts)
  brandUnknown: '品牌不存在，请检查品牌编号',
  aliasIsName: (alias: string, brand: string) => `“${alias}”已是品牌“${brand}”的名称，无需再添加为别名`,
  aliasTaken: (alias: string, brand: string) => `别名“${alias}”已属于品牌“${brand}”，同一个别名只能对应一个品牌`,
  aliasTooMany: (max: number) => `一个品牌最多 ${max} 个别名`,
  aliasSaved: '别名已添加，搜索与批量询价即时生效',
  aliasRemoved: '别名已删除，搜索与批量询价即时生效',
} as const;
