// The shop's regional warehouses.

export interface WarehouseRow {
  id: number;
  code: string;
  name: string;
  city: string;
}

export const WAREHOUSES: readonly WarehouseRow[] = [
  { id: 1, code: 'SH01', name: '上海中心仓', city: '上海' },
  { id: 2, code: 'SZ01', name: '苏州仓', city: '苏州' },
  { id: 3, code: 'GZ01', name: '广州仓', city: '广州' },
  { id: 4, code: 'TJ01', name: '天津仓', city: '天津' },
  { id: 5, code: 'WH01', name: '武汉仓', city: '武汉' },
  { id: 6, code: 'CD01', name: '成都仓', city: '成都' },
];
