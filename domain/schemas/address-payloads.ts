// One schema per address and invoice payload, shared by the forms and the server.
import { Type, type Static } from 'typebox';
import { MOBILE_PATTERN } from '../account-rules.ts';
import { Nullable } from './nullable.ts';

const AreaCode = Type.String({ pattern: '^\\d{6}$' });

export const AddressBody = Type.Object({
  consignee: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: Type.String({ pattern: MOBILE_PATTERN }),
  provinceCode: AreaCode,
  cityCode: AreaCode,
  districtCode: AreaCode,
  detail: Type.String({ minLength: 4, maxLength: 120 }),
  postcode: Type.Optional(Nullable(Type.String({ pattern: '^\\d{6}$' }))),
  tag: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  isDefault: Type.Optional(Type.Boolean()),
});
export type AddressBody = Static<typeof AddressBody>;
export const AddressUpdateBody = Type.Intersect([Type.Object({ id: Type.Integer({ minimum: 1 }) }), AddressBody]);

const Optional = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

export const InvoiceBody = Type.Object({
  invoiceType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  titleType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  title: Type.String({ minLength: 2, maxLength: 60 }),
  taxNo: Optional(20),
  regAddress: Optional(120),
  regPhone: Optional(20),
  bankName: Optional(60),
  bankAccount: Type.Optional(Nullable(Type.String({ pattern: '^[0-9 -]{6,40}$' }))),
  receiverName: Optional(20),
  receiverMobile: Type.Optional(Nullable(Type.String({ pattern: MOBILE_PATTERN }))),
  receiverEmail: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 80 }))),
  receiverAddress: Optional(160),
  isDefault: Type.Optional(Type.Boolean()),
});
export type InvoiceBody = Static<typeof InvoiceBody>;
export const InvoiceUpdateBody = Type.Intersect([Type.Object({ id: Type.Integer({ minimum: 1 }) }), InvoiceBody]);
