// The mapping step of batch enquiry (issue 33): which column of the buyer's sheet holds each role
// (型号, 品牌, 数量, 单位, 物料编码, 备注), as previewSheet guesses it and the buyer confirms it before
// import. TypeBox schemas (the SPA's types are the same definitions), the roles in the order the
// page shows them, and the rule a mapping must keep to be imported (a model column, no column
// used for two roles).
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';

const Int = (description: string) => Type.Integer({ description });
const Str = (description: string) => Type.String({ description });
const Column = (description: string) => Nullable(Type.Integer({ minimum: 0, maximum: 255, description: `${description}（从 0 起的列序号，null：不导入）` }));

/** The roles a column can have, in the order the mapping step lists them. */
export const SHEET_ROLES = ['model', 'brand', 'qty', 'unit', 'buyerCode', 'remark'] as const;
export type SheetRole = (typeof SHEET_ROLES)[number];
export const SHEET_ROLE_TEXT: Record<SheetRole, string> = {
  model: '型号',
  brand: '品牌',
  qty: '数量',
  unit: '单位',
  buyerCode: '物料编码',
  remark: '备注',
};

export const SheetMapping = Type.Object(
  {
    model: Column('型号列（必填）'),
    brand: Column('品牌列'),
    qty: Column('数量列'),
    unit: Column('单位列'),
    buyerCode: Column('物料编码列（买家自己的编码）'),
    remark: Column('备注列'),
  },
  { additionalProperties: false },
);
export type SheetMapping = Static<typeof SheetMapping>;

export const EMPTY_MAPPING: SheetMapping = { model: null, brand: null, qty: null, unit: null, buyerCode: null, remark: null };

/** One column of the sheet as the preview shows it. */
export const SheetColumn = Type.Object({
  index: Int('列序号（从 0 起）'),
  letter: Str('列字母（A、B…）'),
  header: Str('表头文字（无表头为空）'),
  samples: Type.Array(Str('前几行的内容')),
});
export type SheetColumn = Static<typeof SheetColumn>;

export const SheetPreviewRow = Type.Object({ rowNo: Int('表格中的行号'), cells: Type.Array(Str('单元格文字')) });
export type SheetPreviewRow = Static<typeof SheetPreviewRow>;

/** A row of the sheet that was not read as a line (a note, a total, a contact block), and why. */
export const EnquirySkippedRow = Type.Object({ rowNo: Int('表格中的行号'), text: Str('该行的文字'), reason: Str('未作为询价行的原因') });
export type EnquirySkippedRow = Static<typeof EnquirySkippedRow>;

/** previewSheet's answer: the columns, the guessed (or remembered) mapping, the first rows. */
export const SheetPreview = Type.Object({
  fileName: Str('文件名'),
  headerRowNo: Nullable(Int('表头所在行号（无表头为 null）')),
  columns: Type.Array(SheetColumn),
  mapping: SheetMapping,
  remembered: Type.Boolean({ description: '列对应是否沿用了该会员上次同样表头的确认' }),
  rows: Type.Array(SheetPreviewRow, { description: '前 8 个数据行' }),
  skipped: Type.Array(EnquirySkippedRow, { description: '未作为询价行读取的行及原因' }),
  lineCount: Int('将导入的行数'),
});
export type SheetPreview = Static<typeof SheetPreview>;

/** Why a mapping cannot be imported: no model column, or one column given two roles. */
export type MappingProblem = { kind: 'noModel' } | { kind: 'shared'; index: number; roles: [SheetRole, SheetRole] };

export function checkMapping(mapping: SheetMapping): MappingProblem | null {
  if (mapping.model === null) return { kind: 'noModel' };
  const seen = new Map<number, SheetRole>();
  for (const role of SHEET_ROLES) {
    const index = mapping[role];
    if (index === null) continue;
    const before = seen.get(index);
    if (before) return { kind: 'shared', index, roles: [before, role] };
    seen.set(index, role);
  }
  return null;
}

/** The role a column has in a mapping, or null. */
export function roleOf(mapping: SheetMapping, index: number): SheetRole | null {
  return SHEET_ROLES.find((role) => mapping[role] === index) ?? null;
}
