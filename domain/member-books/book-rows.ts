// One schema per row the member-books calls answer (addresses, invoice titles, area divisions),
// shared by the server's response schemas and the types the SPA reads.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';

const NullableText = (description: string) => Nullable(Type.String({ description }));

/** A division of GET /api/sys/area/subList[/id]. */
export const AreaNode = Type.Object({
  id: Type.String({ description: '行政区划代码（GB/T 2260）' }),
  name: Type.String({ description: '名称' }),
  level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '级别（1 省，2 市，3 区县）' }),
  parentId: Nullable(Type.String({ description: '上级区划代码' })),
  hasChildren: Type.Boolean({ description: '是否有下级' }),
});
export type AreaNode = Static<typeof AreaNode>;

/** An address as memberAddress/list, get, save and update answer it. */
export const AddressRow = Type.Object({
  id: Type.Integer({ description: '地址编号' }),
  consignee: Type.String({ description: '收货人' }),
  mobile: Type.String({ description: '手机号' }),
  provinceCode: Type.String({ description: '省代码' }),
  cityCode: Type.String({ description: '市代码' }),
  districtCode: Type.String({ description: '区县代码' }),
  regionText: Type.String({ description: '所在地区' }),
  detail: Type.String({ description: '详细地址' }),
  postcode: NullableText('邮政编码'),
  tag: NullableText('地址标签'),
  isDefault: Type.Boolean({ description: '是否默认地址' }),
  updatedAt: Type.String({ description: '更新时间（ISO 8601）' }),
});
export type AddressRow = Static<typeof AddressRow>;

/** An invoice title as memberInvoice/list, get, save and update answer it. */
export const InvoiceRow = Type.Object({
  id: Type.Integer({ description: '发票信息编号' }),
  invoiceType: Type.Integer({ description: '发票类型（1 增值税普通发票，2 增值税专用发票）' }),
  titleType: Type.Integer({ description: '抬头类型（1 个人，2 企业）' }),
  title: Type.String({ description: '发票抬头' }),
  taxNo: NullableText('纳税人识别号'),
  regAddress: NullableText('注册地址'),
  regPhone: NullableText('注册电话'),
  bankName: NullableText('开户银行'),
  bankAccount: NullableText('银行账号'),
  receiverName: NullableText('收票人'),
  receiverMobile: NullableText('收票人手机'),
  receiverEmail: NullableText('收票邮箱'),
  receiverAddress: NullableText('收票地址'),
  isDefault: Type.Boolean({ description: '是否默认发票' }),
  updatedAt: Type.String({ description: '更新时间（ISO 8601）' }),
});
export type InvoiceRow = Static<typeof InvoiceRow>;
