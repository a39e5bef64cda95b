// The report as a styled .xlsx (downloadReport): sheet 询价结果 with every line, the header frozen
// and each row coloured by status; sheet 问题行 with the lines that need the buyer. And the
// template a buyer fills in.
import { ENQUIRY_LINE_STATUS_TEXT, type EnquiryLineStatus } from '../../../domain/enquiry/enquiry-status.ts';
import type { EnquiryReport } from '../../../domain/enquiry/enquiry-views.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { writeXlsx, type CellStyle } from './xlsx-writer.ts';

const STATUS_STYLE: Record<EnquiryLineStatus, CellStyle> = { matched: 'green', candidates: 'yellow', unmatched: 'red', invalid: 'grey', duplicate: 'blue' };
const yuan = (fen: number) => Math.round(fen) / 100;

export function reportWorkbook(report: EnquiryReport): Buffer {
  const rows: (string | number | null)[][] = [[...ENQUIRY_MSG.reportHeader]];
  const styles: CellStyle[] = ['header'];
  for (const l of report.lines) {
    const g = l.goods ?? (l.quote?.state === 'quoted' ? l.quote.goods : null);
    const qty = l.cartQty ?? l.qty;
    const price = l.goods ? l.goods.unitPriceFen : l.quote?.state === 'quoted' ? l.quote.priceFen : null;
    rows.push([
      l.rowNo, l.inputModel, l.inputBrand, l.inputQty, ENQUIRY_LINE_STATUS_TEXT[l.status], l.reason,
      g?.model ?? null, g?.brandName ?? null, g?.name ?? null, g?.unit ?? null, g?.minOrderQty ?? null, g?.packQty ?? null,
      qty, price === null ? null : yuan(price), price === null || qty === null ? null : yuan(price * qty),
      g?.stockQty ?? null, l.quote?.state === 'quoted' ? l.quote.leadTimeDays : (g?.leadTimeDays ?? null),
    ]);
    styles.push(STATUS_STYLE[l.status]);
  }
  const problems: (string | number | null)[][] = [[...ENQUIRY_MSG.problemsHeader]];
  const problemStyles: CellStyle[] = ['header'];
  for (const l of report.lines) {
    if (l.status === 'matched') continue;
    problems.push([l.rowNo, l.inputModel, l.inputBrand, l.inputQty, ENQUIRY_LINE_STATUS_TEXT[l.status], l.reason]);
    problemStyles.push(STATUS_STYLE[l.status]);
  }
  if (problems.length === 1) problems.push([ENQUIRY_MSG.noProblems]);
  return writeXlsx([
    { name: ENQUIRY_MSG.sheetReport, rows, rowStyles: styles, freezeHeader: true, widths: [6, 22, 12, 10, 8, 36, 22, 12, 28, 6, 8, 8, 10, 10, 12, 8, 8] },
    { name: ENQUIRY_MSG.sheetProblems, rows: problems, rowStyles: problemStyles, freezeHeader: true, widths: [6, 22, 12, 10, 8, 48] },
  ]);
}

/** The template: the four columns the reader knows best and two example lines. */
export function templateWorkbook(): Buffer {
  return writeXlsx([
    {
      name: ENQUIRY_MSG.sheetReport,
      rows: [[...ENQUIRY_MSG.templateHeader], ...ENQUIRY_MSG.templateExamples.map((r) => [...r])],
      freezeHeader: true,
      widths: [24, 14, 10, 8, 20],
    },
  ]);
}
