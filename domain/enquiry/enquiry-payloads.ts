// The payloads of the enquiry calls (TypeBox; the SPA checks with the same schemas).
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { ID_MAX } from '../shared/row-id.ts';
import { PageQuery } from '../shared/page-query.ts';
import { CompanyScopeFields } from '../shared/company-scope.ts';
import { ENQUIRY_CELL_MAX, ENQUIRY_MAX_LINES, ENQUIRY_MAX_QTY, QUOTE_MAX_LEAD_DAYS, QUOTE_MAX_PRICE_FEN, QUOTE_NOTE_MAX } from './enquiry-rules.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '编号' });
const Cell = (description: string) => Type.String({ maxLength: ENQUIRY_CELL_MAX, description });

/** import as JSON: rows pasted from Excel (the paste box splits them). */
export const PasteRow = Type.Object(
  { model: Cell('型号'), brand: Type.Optional(Cell('品牌')), qty: Type.Optional(Cell('数量（按填写的文字）')) },
  closed,
);
export type PasteRow = Static<typeof PasteRow>;
export const PasteBody = Type.Object({ rows: Type.Array(PasteRow, { minItems: 1, maxItems: ENQUIRY_MAX_LINES }) }, closed);
export type PasteBody = Static<typeof PasteBody>;

/** saveCart/batch/{id}: the ticked lines, each with the goods chosen and the quantity. */
export const SaveCartBody = Type.Object(
  {
    lines: Type.Array(
      Type.Object({ lineId: Id, goodsId: Id, qty: Type.Integer({ minimum: 1, maximum: ENQUIRY_MAX_QTY, description: '数量' }) }, closed),
      { minItems: 1, maxItems: 200, description: '勾选的行（最多 200 行，购物车上限）' },
    ),
  },
  closed,
);
export type SaveCartBody = Static<typeof SaveCartBody>;

/**
 * chooseGoods/{id}: the goods the buyer picked on lines of the report (the match, a candidate or
 * the quoted goods), or null to take the choice back. Kept on the line and remembered for the
 * member's next enquiry with the same typed text.
 */
export const ChooseBody = Type.Object(
  {
    lines: Type.Array(
      // null as `const`, tried first: the server's validator coerces types, so a `type: null` branch
      // would take 0 or '' as null, and an integer branch tried first would turn null into 0.
      Type.Object({ lineId: Id, goodsId: Type.Union([Type.Unsafe<null>({ const: null }), Id], { description: '所选商品编号（null：取消选择）' }) }, closed),
      { minItems: 1, maxItems: 200, description: '所选的行（最多 200 行）' },
    ),
  },
  closed,
);
export type ChooseBody = Static<typeof ChooseBody>;

export const DownloadBody = Type.Object({ id: Id }, closed);
export type DownloadBody = Static<typeof DownloadBody>;

export const MyEnquiryQuery = Type.Object({ ...PageQuery.properties, size: Type.Integer({ minimum: 1, maximum: 50, default: 10 }), ...CompanyScopeFields }, closed);
export type MyEnquiryQuery = Static<typeof MyEnquiryQuery>;

/** Ask a manual quote for lines (unmatched or candidates) of an enquiry. */
export const RequestQuoteBody = Type.Object({ lineIds: Type.Array(Id, { minItems: 1, maxItems: ENQUIRY_MAX_LINES, uniqueItems: true }) }, closed);
export type RequestQuoteBody = Static<typeof RequestQuoteBody>;

/** Staff answer one waiting line: a goods we sell, or a special price; lead time and validity. */
export const StaffQuoteBody = Type.Object(
  {
    lineId: Id,
    goodsId: Type.Optional(Id),
    priceFen: Type.Integer({ minimum: 1, maximum: QUOTE_MAX_PRICE_FEN, description: '报价单价（分）' }),
    leadTimeDays: Type.Integer({ minimum: 0, maximum: QUOTE_MAX_LEAD_DAYS, description: '货期（天）' }),
    validUntil: DateText('有效期至（YYYY-MM-DD，不早于今天）'),
    note: Type.Optional(Type.String({ maxLength: QUOTE_NOTE_MAX, description: '说明' })),
  },
  closed,
);
export type StaffQuoteBody = Static<typeof StaffQuoteBody>;

export const StaffQuoteQuery = Type.Object({ ...PageQuery.properties, state: Type.Optional(Type.Union([Type.Literal('requested'), Type.Literal('quoted')])) }, closed);
export type StaffQuoteQuery = Static<typeof StaffQuoteQuery>;

const ColumnIndex = (description: string) => Type.Integer({ minimum: 0, maximum: 999, description });
const OptionalColumn = (description: string) => Type.Optional(Type.Union([Type.Unsafe<null>({ const: null }), ColumnIndex(description)]));

/**
 * The multipart text field `mapping` of import and previewSheet: the column of each role (0-based),
 * model required, the others a column or null/absent.
 */
export const ColumnMappingBody = Type.Object(
  {
    model: ColumnIndex('型号列'),
    brand: OptionalColumn('品牌列'),
    qty: OptionalColumn('数量列'),
    unit: OptionalColumn('单位列'),
    buyerCode: OptionalColumn('买家物料编码列'),
    remark: OptionalColumn('备注列'),
  },
  closed,
);
export type ColumnMappingBody = Static<typeof ColumnMappingBody>;
