// The units goods are sold in (goods.unit), in the order the catalogue uses them most. Served as
// the `unit` dictionary; the seed's goods use only these.
export const GOODS_UNITS = ['个', '台', '套', '盒', '把', '根', '米', '条', '副', '只', '支', '双', '卷', '顶', '罐', '箱', '盘', '桶', '包', '件', '片', '瓶', '千克', '升'] as const;
