// A formal quote as a PDF (issue 39), drawn with pdfkit and the Noto Sans SC font from npm
// (@expo-google-fonts/noto-sans-sc, OFL): pdfkit embeds only the glyphs used (a font subset
// through fontkit), so a quote of a page is tens of kilobytes, never the 10 MB font. Never printed
// from HTML. A4: the shop's header (name, address, phone from the site settings), the customer's
// (company, requester, phone), the quote's number and dates, the lines (序号, 型号, 名称, 品牌, 数量,
// 单位, 含税单价, 小计, 交期) repeating the table head on every page, the totals with the 13% VAT
// part, the terms and 客服's note, and 第 n 页 / 共 m 页 on every page. The document's dates are
// `creationDate` (the quote's), so the same quote renders the same pages.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatYuan } from '../../../domain/shared/money.ts';
import type { QuoteDetail } from '../../../domain/quotes/quote-views.ts';
import { QUOTE_PDF_TEXT } from './messages.ts';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

export interface QuotePdfInput {
  quote: QuoteDetail;
  shop: { name: string; companyName: string; address: string; phone: string };
  customer: { companyName: string | null; requesterName: string; phone: string };
  /** The document's creation date (the quote's quoted time): fixed, so renders compare. */
  creationDate: Date;
}

const T = QUOTE_PDF_TEXT;

const MARGIN = 40;
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const BOTTOM = PAGE_H - MARGIN - 24;
const COLS = [
  { w: 28, align: 'center' },
  { w: 92, align: 'left' },
  { w: 112, align: 'left' },
  { w: 60, align: 'left' },
  { w: 40, align: 'right' },
  { w: 30, align: 'center' },
  { w: 56, align: 'right' },
  { w: 64, align: 'right' },
  { w: 33, align: 'center' },
] as const;
const PAD = 3;

const dateOf = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : T.none);

/** The quote as PDF bytes. */
export function renderQuotePdf(input: QuotePdfInput): Promise<Buffer> {
  const { quote, shop, customer } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${T.title.replaceAll(' ', '')} ${quote.quoteNo}`, Author: shop.name, Creator: shop.name, Producer: shop.name, CreationDate: input.creationDate, ModDate: input.creationDate },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The shop's and the quote's header.
  doc.font('bold').fontSize(16).fillColor('#111').text(shop.name, MARGIN, MARGIN);
  doc.font('regular').fontSize(8.5).fillColor('#444');
  doc.text(shop.companyName, MARGIN, MARGIN + 22);
  if (shop.address) doc.text(T.field(T.shopAddress, shop.address), MARGIN, MARGIN + 34);
  doc.text(T.field(T.shopPhone, shop.phone), MARGIN, MARGIN + (shop.address ? 46 : 34));
  doc.font('bold').fontSize(20).fillColor('#111').text(T.title, MARGIN, MARGIN + 2, { width: PAGE_W - 2 * MARGIN, align: 'right' });
  doc.font('regular').fontSize(9).fillColor('#333');
  const meta: [string, string][] = [
    [T.quoteNo, quote.quoteNo],
    [T.requested, dateOf(quote.createdAt)],
    [T.quoted, dateOf(quote.quotedAt)],
    [T.validUntil, quote.validUntil ?? T.none],
  ];
  meta.forEach(([k, v], i) => doc.text(T.field(k, v), PAGE_W - MARGIN - 170, MARGIN + 30 + i * 12, { width: 170, align: 'right' }));
  let y = MARGIN + 84;
  doc.moveTo(MARGIN, y).lineTo(PAGE_W - MARGIN, y).lineWidth(1).strokeColor('#1f4e8c').stroke();
  y += 8;
  // The customer's header.
  doc.font('regular').fontSize(9.5).fillColor('#111');
  doc.text(T.field(T.customer, customer.companyName ?? customer.requesterName), MARGIN, y);
  doc.text(T.field(T.requester, customer.requesterName), MARGIN + 300, y);
  y += 14;
  doc.text(T.field(T.phone, customer.phone || T.none), MARGIN, y);
  y += 20;

  const drawHead = () => {
    doc.rect(MARGIN, y, PAGE_W - 2 * MARGIN, 18).fillColor('#e8eef6').fill();
    doc.font('bold').fontSize(8.5).fillColor('#111');
    let x = MARGIN;
    T.head.forEach((h, i) => {
      doc.text(h, x + PAD, y + 4, { width: COLS[i]!.w - 2 * PAD, align: 'center', lineBreak: false });
      x += COLS[i]!.w;
    });
    y += 18;
    doc.font('regular').fontSize(8.5);
  };
  drawHead();
  for (const l of quote.lines) {
    const cells = [
      String(l.lineNo), l.model, l.name, l.brandName, String(l.num), l.unit,
      l.priceFen === null ? T.none : formatYuan(l.priceFen), l.lineFen === null ? T.none : formatYuan(l.lineFen), l.leadDays === null ? T.none : T.days(l.leadDays),
    ];
    const h = Math.max(16, ...cells.map((c, i) => doc.heightOfString(c, { width: COLS[i]!.w - 2 * PAD }) + 6));
    if (y + h > BOTTOM) {
      doc.addPage();
      y = MARGIN;
      drawHead();
    }
    let x = MARGIN;
    doc.fillColor('#111');
    cells.forEach((c, i) => {
      doc.text(c, x + PAD, y + 3, { width: COLS[i]!.w - 2 * PAD, align: COLS[i]!.align });
      x += COLS[i]!.w;
    });
    y += h;
    doc.moveTo(MARGIN, y).lineTo(PAGE_W - MARGIN, y).lineWidth(0.4).strokeColor('#c8d0da').stroke();
  }

  // The totals, then the terms and notes.
  const totals: [string, string][] = quote.goodsFen === null || quote.taxFen === null
    ? []
    : [
        [T.goodsTotal, `¥${formatYuan(quote.goodsFen)}`],
        [T.tax, `¥${formatYuan(quote.taxFen)}`],
        [T.net, `¥${formatYuan(quote.goodsFen - quote.taxFen)}`],
      ];
  const blocks = ([[T.terms, quote.terms], [T.staffNote, quote.staffNote], [T.message, quote.message]] as [string, string][]).filter(([, v]) => v.trim() !== '');
  const blockHeight = (text: string) => doc.heightOfString(text, { width: PAGE_W - 2 * MARGIN }) + 18;
  const needed = totals.length * 15 + 10 + blocks.reduce((s, [, v]) => s + blockHeight(v), 0);
  if (y + Math.min(needed, BOTTOM - MARGIN) > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  y += 8;
  totals.forEach(([k, v], i) => {
    doc.font(i === 0 ? 'bold' : 'regular').fontSize(i === 0 ? 10.5 : 9).fillColor('#111');
    doc.text(k, PAGE_W - MARGIN - 260, y, { width: 150, align: 'right' });
    doc.text(v, PAGE_W - MARGIN - 110, y, { width: 110, align: 'right' });
    y += 15;
  });
  y += 6;
  for (const [k, v] of blocks) {
    if (y + blockHeight(v) > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('bold').fontSize(9).fillColor('#111').text(k, MARGIN, y);
    doc.font('regular').fontSize(9).fillColor('#333').text(v, MARGIN, y + 13, { width: PAGE_W - 2 * MARGIN });
    y = doc.y + 6;
  }

  // Page numbers and the footer on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('regular').fontSize(7.5).fillColor('#666');
    // Below the bottom margin: no automatic page break.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(T.footer, MARGIN, PAGE_H - MARGIN - 8, { width: 380, lineBreak: false });
    doc.text(T.page(i - range.start + 1, range.count), PAGE_W - MARGIN - 120, PAGE_H - MARGIN - 8, { width: 120, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}
