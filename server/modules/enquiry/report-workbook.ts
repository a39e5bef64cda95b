// The report as a styled .xlsx (downloadReport): sheet 询价结果 with every line (the goods it stands
// for now: the buyer's pick, the match or the quoted goods; the stock and quantity notes; the
// buyer's 物料编码 and 备注), the header frozen and each row coloured by status; sheet 问题行 with the
// lines that still need the buyer and the sheet rows not read as lines. And the template.
import { ENQUIRY_LINE_STATUS_TEXT, type EnquiryLineStatus } from '../../../domain/enquiry/enquiry-status.ts';
import type { EnquiryLine, EnquiryReport } from '../../../domain/enquiry/enquiry-views.ts';
import { pickedGoods, type PickedGoods, type PickedSource } from '../../../domain/enquiry/picked-goods.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { writeXlsx, type CellStyle } from './xlsx-writer.ts';

const STATUS_STYLE: Record<EnquiryLineStatus, CellStyle> = { matched: 'green', candidates: 'yellow', unmatched: 'red', invalid: 'grey', duplicate: 'blue' };
const yuan = (fen: number) => Math.round(fen) / 100;

const SOURCE_TEXT: Record<PickedSource, string> = { chosen: ENQUIRY_MSG.sourceChosen, matched: ENQUIRY_MSG.sourceMatched, quoted: ENQUIRY_MSG.sourceQuoted };

/** The status as the download states it: a candidate line the buyer picked reads 已选择, coloured as matched. */
function statusOf(l: EnquiryLine, picked: PickedGoods | null): { text: string; style: CellStyle } {
  if (l.status === 'candidates' && picked?.source === 'chosen') return { text: ENQUIRY_MSG.chosenStatus, style: 'green' };
  return { text: ENQUIRY_LINE_STATUS_TEXT[l.status], style: STATUS_STYLE[l.status] };
}

export function reportWorkbook(report: EnquiryReport): Buffer {
  const rows: (string | number | null)[][] = [[...ENQUIRY_MSG.reportHeader]];
  const styles: CellStyle[] = ['header'];
  const problems: (string | number | null)[][] = [[...ENQUIRY_MSG.problemsHeader]];
  const problemStyles: CellStyle[] = ['header'];
  for (const l of report.lines) {
    // The goods the line stands for now: the buyer's pick, else the match, else the quoted goods.
    const picked = l.status === 'invalid' || l.status === 'duplicate' ? null : pickedGoods(l);
    const g = picked?.goods ?? null;
    const quotedGoods = picked?.source === 'quoted' || (l.quote?.state === 'quoted' && l.quote.goods?.goodsId === g?.goodsId);
    const qty = picked ? picked.qty : (l.cartQty ?? l.qty);
    const price = picked ? picked.unitPriceFen : l.quote?.state === 'quoted' ? l.quote.priceFen : null;
    const status = statusOf(l, picked);
    const stockNote = l.stock && g ? ENQUIRY_MSG.stockShort(l.stock.inStock, l.stock.short, l.stock.leadTimeDays, g.unit) : '';
    rows.push([
      l.rowNo, l.inputModel, l.inputBrand, l.inputQty, status.text, l.reason,
      g?.model ?? null, g?.brandName ?? null, g?.name ?? null, g?.unit ?? null, g?.minOrderQty ?? null, g?.packQty ?? null,
      qty, price === null ? null : yuan(price), price === null || qty === null ? null : yuan(price * qty),
      g?.stockQty ?? null, quotedGoods && l.quote?.leadTimeDays != null ? l.quote.leadTimeDays : (g?.leadTimeDays ?? null),
      picked ? SOURCE_TEXT[picked.source] : null, stockNote, l.qtyNote, l.buyerCode, l.remark,
    ]);
    styles.push(status.style);
    if (l.status === 'matched' || picked?.source === 'chosen') continue;
    problems.push([l.rowNo, l.inputModel, l.inputBrand, l.inputQty, status.text, l.reason, l.buyerCode]);
    problemStyles.push(status.style);
  }
  // Rows of the sheet that were not read as lines (notes, totals, contacts), with why.
  for (const s of report.skipped) {
    problems.push([s.rowNo, s.text, null, null, ENQUIRY_MSG.skippedStatus, s.reason, null]);
    problemStyles.push('grey');
  }
  if (problems.length === 1) problems.push([ENQUIRY_MSG.noProblems]);
  return writeXlsx([
    { name: ENQUIRY_MSG.sheetReport, rows, rowStyles: styles, freezeHeader: true, widths: [6, 22, 12, 10, 8, 36, 22, 12, 28, 6, 8, 8, 10, 10, 12, 8, 8, 10, 36, 24, 16, 24] },
    { name: ENQUIRY_MSG.sheetProblems, rows: problems, rowStyles: problemStyles, freezeHeader: true, widths: [6, 22, 12, 10, 8, 48, 16] },
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
