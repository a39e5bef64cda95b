// One schema per address and invoice payload, shared by the forms and the server. Objects refuse
// unknown fields; a patterned string also gets a loose maxLength (above what its pattern allows),
// so an over-long value is still refused by the pattern with the same message as before.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { MOBILE_PATTERN } from '../shared/input-patterns.ts';
import { Nullable } from '../shared/nullable.ts';

const closed = { additionalProperties: false } as const;
const AreaCode = Type.String({ pattern: '^\\d{6}$', maxLength: 16 });
const Mobile = Type.String({ pattern: MOBILE_PATTERN, maxLength: 32 });
/** The row id of an update. */
const RowId = Type.Integer({ minimum: 1, maximum: ID_MAX });

const addressFields = {
  consignee: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: Mobile,
  provinceCode: AreaCode,
  cityCode: AreaCode,
  districtCode: AreaCode,
  detail: Type.String({ minLength: 4, maxLength: 120 }),
  postcode: Type.Optional(Nullable(Type.String({ pattern: '^\\d{6}$', maxLength: 16 }))),
  tag: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  isDefault: Type.Optional(Type.Boolean()),
};

export const AddressBody = Type.Object(addressFields, closed);
export type AddressBody = Static<typeof AddressBody>;
export const AddressUpdateBody = Type.Object({ id: RowId, ...addressFields }, closed);
export type AddressUpdateBody = Static<typeof AddressUpdateBody>;

const Optional = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

const invoiceFields = {
  invoiceType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  titleType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  title: Type.String({ minLength: 2, maxLength: 60 }),
  taxNo: Optional(20),
  regAddress: Optional(120),
  regPhone: Optional(20),
  bankName: Optional(60),
  bankAccount: Type.Optional(Nullable(Type.String({ pattern: '^[0-9 -]{6,40}$', maxLength: 64 }))),
  receiverName: Optional(20),
  receiverMobile: Type.Optional(Nullable(Mobile)),
  receiverEmail: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 80 }))),
  receiverAddress: Optional(160),
  isDefault: Type.Optional(Type.Boolean()),
};

export const InvoiceBody = Type.Object(invoiceFields, closed);
export type InvoiceBody = Static<typeof InvoiceBody>;
export const InvoiceUpdateBody = Type.Object({ id: RowId, ...invoiceFields }, closed);
export type InvoiceUpdateBody = Static<typeof InvoiceUpdateBody>;
