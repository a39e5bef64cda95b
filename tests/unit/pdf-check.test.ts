// The PDF check by a real parser (issue 35 item 2): both evasions of the old byte scan refused,
// real documents from two producers accepted, forms and automatic actions refused, and a PDF that
// would take too long or too much memory answered within the budget without blocking the caller.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_WAITING, PDF_LIMITS, pdfProblem } from '../../server/security/pdf-check.ts';
import { commentStreamPdf, objectStreamNestedTypePdf } from '../fixtures/pdf/build-evasions.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pdf/${name}`, import.meta.url));

const pdfOf = (...objects: string[]) =>
  Buffer.from(`%PDF-1.7\n${objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('')}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

const stream = (dict: string, body: Buffer | string) => {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  return `<< ${dict} /Length ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream`;
};

describe('pdfProblem (parser)', () => {
  it('refuses both evasions of the byte scan, as committed and as the builder writes them', async () => {
    expect(fixture('comment-stream.pdf').equals(commentStreamPdf())).toBe(true);
    expect(fixture('objstm-nested-type.pdf').equals(objectStreamNestedTypePdf())).toBe(true);
    expect(await pdfProblem(fixture('comment-stream.pdf'))).toBe('active');
    expect(await pdfProblem(fixture('objstm-nested-type.pdf'))).toBe('active');
  });

  it('accepts real documents from LibreOffice and Chromium and leaves the caller its bytes', async () => {
    const bytes = fixture('receipt-libreoffice.pdf');
    expect(await pdfProblem(bytes)).toBeNull();
    expect(bytes.byteLength).toBe(14702);
    expect(await pdfProblem(fixture('receipt-chromium.pdf'))).toBeNull();
  });

  it('allows GoTo as the automatic action, refuses any other automatic action and forms', async () => {
    const pages = '<< /Type /Pages /Kids [] /Count 0 >>';
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoTo /D [3 0 R /Fit] >> >>', pages))).toBeNull();
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>', pages, '<< /S /URI /URI (https://evil.example/) >>'))).toBe('active');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoTo /D [0 /Fit] /Next << /S /URI /URI (https://evil.example/) >> >> >>', pages))).toBe('active');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Page /AA << /O << /S /GoTo /D [0 /Fit] >> >> >>'))).toBeNull();
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Page /AA << /O << /S /Named /N /Print >> >> >>'))).toBe('active');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] >> >>', pages))).toBe('active');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Annot /Subtype /Link /A << /S /ResetForm >> >>'))).toBe('active');
  });

  it('sees an earlier version of a renumbered object and an object hidden in stream data', async () => {
    // Object 3 twice: a reader following an older xref opens the first one.
    const twice = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction 3 0 R >>\nendobj\n3 0 obj\n<< /S /JavaScript /JS (x) >>\nendobj\n3 0 obj\n<< /S /GoTo /D [0 /Fit] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    expect(await pdfProblem(twice)).toBe('active');
    // Inside stream data (by /Length) a parser reading in file order skips it; an xref could point at it.
    const hidden = pdfOf('<< /Type /Catalog /OpenAction 9 0 R >>', stream('', '9 0 obj << /S /JavaScript /JS (x) >> endobj'));
    expect(await pdfProblem(hidden)).toBe('unreadable');
    // A compressed script is never read as a name (page content may spell anything).
    const content = deflateSync(Buffer.from('BT /F1 12 Tf (/JS /JavaScript 1 0 obj) Tj ET', 'latin1'));
    expect(await pdfProblem(pdfOf('<< /Type /Catalog >>', stream('/Filter /FlateDecode', content)))).toBeNull();
  });

  it('refuses what it cannot parse: not a PDF, an invalid object, an undecodable object stream', async () => {
    expect(await pdfProblem(Buffer.from('%PDF-1.7\nthis is not a pdf at all', 'latin1'))).toBe('unreadable');
    expect(await pdfProblem(Buffer.from('hello'))).toBe('unreadable');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages [ 1 2 >>'))).toBe('unreadable');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog >>', stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', 'not zlib at all')))).toBe('unreadable');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog >>', `${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toBe('unreadable');
    // Object 2 reads as the number 3 with no endobj; the parser skips the rest as no object, an xref reader could open object 3 there.
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /OpenAction 3 0 R >>', '3 0 obj\n<< /S /JavaScript /JS (x) >>'))).toBe('unreadable');
  });

  it('bounds the work: size cap, object cap, time budget, and the event loop keeps running', async () => {
    expect(await pdfProblem(Buffer.alloc(PDF_LIMITS.maxBytes + 1), PDF_LIMITS)).toBe('tooComplex');
    const many = pdfOf('<< /Type /Catalog >>', ...Array.from({ length: 50 }, () => 'null'));
    expect(await pdfProblem(many, { ...PDF_LIMITS, maxObjects: 20 })).toBe('tooComplex');
    // 4 MB of bytes that are no object: the parser's recovery walks them one by one for many seconds.
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4_000_000, 'x')]);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 50);
    const started = performance.now();
    expect(await pdfProblem(garbage, { ...PDF_LIMITS, maxMillis: 1_500 })).toBe('tooComplex');
    clearInterval(timer);
    const took = performance.now() - started;
    expect(took).toBeLessThan(3_000);
    expect(ticks).toBeGreaterThan(took / 50 / 2);
  });

  it('answers busy at once when more files wait than the queue holds, and checks the rest', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000_000, 'x')]);
    const limits = { ...PDF_LIMITS, maxMillis: 200 };
    const answers = await Promise.all(Array.from({ length: 2 + MAX_WAITING + 3 }, () => pdfProblem(garbage, limits)));
    expect(answers.filter((a) => a === 'busy')).toHaveLength(3);
    expect(answers.filter((a) => a === 'tooComplex')).toHaveLength(2 + MAX_WAITING);
    expect(await pdfProblem(fixture('receipt-libreoffice.pdf'))).toBeNull();
  }, 20_000);
});
