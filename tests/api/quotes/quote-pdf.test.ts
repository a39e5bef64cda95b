// The quote's PDF (issue 39): a fixed quote rendered by quote-pdf.ts, page 1 turned into a PNG by
// poppler's pdftoppm (-r 60) and compared pixel by pixel (sharp's raw pixels) with the committed
// baseline tests/fixtures/quotes/quote-page1.png, within a small tolerance (font rasterising may
// differ by a shade between poppler builds). To write a new baseline after a deliberate change:
//   UPDATE_QUOTE_PDF_BASELINE=1 npx vitest run tests/api/quotes/quote-pdf.test.ts
// and look at the PNG before committing it. The text is extractable (pdftotext), the font is an
// embedded subset (pdffonts: emb yes, sub yes) and the file stays small.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteTotals } from '../../../domain/quotes/quote-totals.ts';
import type { QuoteDetail, QuoteLineView } from '../../../domain/quotes/quote-views.ts';
import { renderQuotePdf, type QuotePdfInput } from '../../../server/modules/quotes/quote-pdf.ts';

const BASELINE = fileURLToPath(new URL('../../fixtures/quotes/quote-page1.png', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'quote-pdf-'));

const MODELS = ['6205-2RS', 'LC1D09M7', 'SMC-CDJ2B16-45', 'NSK-6302ZZ', 'E3Z-D61'];

function fixedQuote(lineCount: number): QuotePdfInput {
  const lines: QuoteLineView[] = Array.from({ length: lineCount }, (_, i) => ({
    lineNo: i + 1, goodsId: 100 + i, goodsCode: `G${100 + i}`, model: MODELS[i % MODELS.length]!, name: i % 2 ? '交流接触器 线圈 AC220V' : '深沟球轴承 双面橡胶密封',
    brandName: i % 2 ? '施耐德' : 'SKF', unit: '个', imageUrl: '', num: 10 + i, askedPriceFen: 2600, askedPriceSource: 'member', priceFen: 2350 + i * 10, lineFen: (2350 + i * 10) * (10 + i), leadDays: 3 + (i % 4), remark: '',
  }));
  const totals = quoteTotals(lines)!;
  const quote: QuoteDetail = {
    id: 1, quoteNo: 'BJ2611290000001', status: 'quoted', statusText: '已报价', source: 'cart', sourceText: '购物车', lineCount, totalFen: totals.goodsFen, requesterName: '王采购',
    companyName: '苏州精工自动化设备有限公司', wantedDate: '2026-12-01', validUntil: '2026-12-15', createdAt: '2026-11-28T02:00:00.000Z', quotedAt: '2026-11-29T03:00:00.000Z',
    message: '月度备货，请尽快报价。', terms: '价格含 13% 增值税及运费；款到发货；质保一年。', staffNote: '现货供应，下单后 3 天内发货。', lines, goodsFen: totals.goodsFen, taxFen: totals.taxFen,
    canAccept: false, canWithdraw: false, canRerequest: false, draftId: null, orderId: null, acceptedAt: null, version: 2,
  };
  return {
    quote,
    shop: { name: '爱备客', companyName: '爱备客（上海）工业品有限公司', address: '上海市闵行区申长路988弄虹桥万科中心3号楼', phone: '400-820-8820' },
    customer: { companyName: quote.companyName, requesterName: '王采购', phone: '13800000004' },
    creationDate: new Date('2026-11-29T03:00:00.000Z'),
  };
}

async function page1Png(pdf: Buffer, name: string): Promise<Buffer> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
  return readFileSync(join(dir, `${name}.png`));
}

async function rawOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the quote PDF', () => {
  it('page 1 matches the baseline within a small pixel tolerance', async () => {
    const pdf = await renderQuotePdf(fixedQuote(5));
    const png = await page1Png(pdf, 'fixed');
    if (process.env.UPDATE_QUOTE_PDF_BASELINE === '1') writeFileSync(BASELINE, png);
    expect(existsSync(BASELINE), 'baseline missing: run with UPDATE_QUOTE_PDF_BASELINE=1').toBe(true);
    const [got, want] = await Promise.all([rawOf(png), rawOf(readFileSync(BASELINE))]);
    expect([got.width, got.height]).toEqual([want.width, want.height]);
    let differing = 0;
    for (let i = 0; i < got.data.length; i += 3) {
      const d = Math.max(Math.abs(got.data[i]! - want.data[i]!), Math.abs(got.data[i + 1]! - want.data[i + 1]!), Math.abs(got.data[i + 2]! - want.data[i + 2]!));
      if (d > 40) differing++;
    }
    expect(differing / (got.width * got.height)).toBeLessThan(0.002);
  });

  it('renders the same pages for the same quote', async () => {
    const [a, b] = await Promise.all([renderQuotePdf(fixedQuote(5)), renderQuotePdf(fixedQuote(5))]);
    expect((await rawOf(await page1Png(a, 'a'))).data.equals((await rawOf(await page1Png(b, 'b'))).data)).toBe(true);
  });

  it('has extractable text (models, 增值税, totals), an embedded font subset, and stays small; a long quote gets page numbers', async () => {
    const pdf = await renderQuotePdf(fixedQuote(5));
    expect(pdf.length).toBeLessThan(200_000);
    const file = join(dir, 'text.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const m of MODELS) expect(text).toContain(m);
    expect(text).toContain('增值税');
    expect(text).toContain('苏州精工自动化设备有限公司');
    expect(text).toContain('有效期至：2026-12-15');
    const totals = quoteTotals(fixedQuote(5).quote.lines)!;
    expect(text).toContain(`¥${(totals.taxFen / 100).toFixed(2)}`);
    const fonts = execFileSync('pdffonts', [file]).toString().split('\n').filter((l) => l.includes('NotoSansSC'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const l of fonts) expect(l).toMatch(/\+NotoSansSC-\S+\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    const long = join(dir, 'long.pdf');
    writeFileSync(long, await renderQuotePdf(fixedQuote(70)));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [long]).toString())![1]);
    expect(pages).toBeGreaterThan(1);
    const longText = execFileSync('pdftotext', [long, '-']).toString();
    // pdftotext drops the spaces between CJK characters.
    const numbered = (n: number) => new RegExp(`第\\s*${n}\\s*页\\s*/\\s*共\\s*${pages}\\s*页`);
    expect(longText).toMatch(numbered(1));
    expect(longText).toMatch(numbered(pages));
  });
});
