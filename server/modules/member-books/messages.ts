// The member-books module's own words to clients (the shared ones are in domain/shared/messages.ts).
export const BOOKS_MSG = {
  addressSaved: '地址已保存',
  addressUpdated: '地址已更新',
  addressDeleted: '地址已删除',
  addressDefaultSet: '已设为默认地址',
  invoiceSaved: '发票信息已保存',
  invoiceUpdated: '发票信息已更新',
  invoiceDeleted: '发票信息已删除',
  invoiceDefaultSet: '已设为默认发票',
} as const;

/** The reverse geocoder's refusals. */
export const MAP_MSG = {
  outsideService: '该位置不在服务范围内',
  badLat: '纬度（lat）须为 -90 到 90 之间的数字',
  badLng: '经度（lng）须为 -180 到 180 之间的数字',
} as const;
