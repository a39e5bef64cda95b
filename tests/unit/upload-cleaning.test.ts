// Uploads are cleaned before they are stored (issue 11, item 5): images re-encoded by sharp under a
// pixel limit (no EXIF, no payload), PDFs with scripts, actions or attachments refused.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bombPng, taggedImage } from '../support/png.ts';
import { cleanUpload, DEFAULT_UPLOAD_SETTINGS } from '../../server/providers/storage/upload-store.ts';
import { reencodeImage } from '../../server/security/image-reencode.ts';
import { pdfProblem } from '../../server/security/pdf-check.ts';
import { detectFile } from '../../server/security/file-check.ts';

const PAYLOAD = '<html><script>alert(document.cookie)</script></html>';

const tagged = (format: 'png' | 'jpeg' | 'webp') => taggedImage(format, PAYLOAD);

describe('reencodeImage', () => {
  for (const format of ['png', 'jpeg', 'webp'] as const) {
    it(`re-encodes a ${format}: same format and size, no EXIF (GPS), no HTML payload`, async () => {
      const input = await tagged(format);
      expect(input.includes(PAYLOAD)).toBe(true);
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const result = await reencodeImage(input, `image/${format}`, 40_000_000);
      if (!result.ok) throw new Error(result.reason);
      const out = Buffer.from(result.bytes);
      expect(out.includes(PAYLOAD)).toBe(false);
      expect(out.includes('GPS')).toBe(false);
      const meta = await sharp(out).metadata();
      expect(meta).toMatchObject({ format, width: 40, height: 30 });
      expect(meta.exif).toBeUndefined();
      expect(detectFile(out, [`image/${format}`])).toBe(`image/${format}`);
    });
  }

  it('removes a JPEG comment segment carrying HTML', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const text = Buffer.from(PAYLOAD);
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]), text]);
    const withComment = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
    expect(detectFile(withComment, ['image/jpeg'])).toBe('image/jpeg');
    const result = await reencodeImage(withComment, 'image/jpeg', 40_000_000);
    expect(result.ok && Buffer.from(result.bytes).includes(PAYLOAD)).toBe(false);
  });

  it('refuses an 8192 x 8192 decompression bomb from its header, and a file of another format', async () => {
    const bomb = bombPng();
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(detectFile(bomb, ['image/png'])).toBe('image/png');
    const started = performance.now();
    expect(await reencodeImage(bomb, 'image/png', 40_000_000)).toEqual({ ok: false, reason: 'tooManyPixels' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await reencodeImage(await tagged('jpeg'), 'image/png', 40_000_000)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await reencodeImage(Buffer.from('not an image at all'), 'image/webp', 40_000_000)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

const pdfOf = (...objects: string[]) =>
  Buffer.from(`%PDF-1.7\n${objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('')}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

function streamObject(dict: string, body: Buffer): string {
  return `<< ${dict} /Length ${body.length} >>\nstream\n${body.toString('latin1')}\nendstream`;
}

describe('pdfProblem', () => {
  it('accepts a plain document, a destination OpenAction, URI links and binary streams', async () => {
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /FitH null] >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /Link /A << /S /URI /URI (https://www.aibeike.com/) >> >>] >>'))).toBeNull();
    // Compressed page content whose bytes happen to spell "/JS": not a name, not refused.
    const noise = Buffer.concat([Buffer.from([0x78, 0x9c, 0x01]), Buffer.from(' /JS /AA /Launch ', 'latin1'), Buffer.alloc(20, 7)]);
    expect(await pdfProblem(pdfOf('<< /Type /Catalog >>', streamObject('/Filter /FlateDecode', noise)))).toBeNull();
  });

  it('refuses scripts, automatic actions, launch actions and attachments, also behind #xx escapes', async () => {
    const cases = [
      '<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      '<< /Type /Catalog /Names << /JavaScript 2 0 R >> >>',
      '<< /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>',
      '<< /Type /Catalog /OpenAction << /S /Launch /F (calc.exe) >> >>',
      '<< /Type /Page /AA << /O 5 0 R >> >>',
      '<< /Type /Catalog /Names << /EmbeddedFiles 4 0 R >> >>',
      '<< /Type /Annot /Subtype /FileAttachment /FS 6 0 R >>',
      '<< /Type /Catalog /AcroForm << /XFA 7 0 R >> >>',
      '<< /S /SubmitForm /F (https://evil.example/) >>',
      '<< /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) >>',
    ];
    for (const dict of cases) expect(await pdfProblem(pdfOf(dict)), dict).toBe('active');
  });

  it('finds a script hidden in a compressed object stream', async () => {
    const hidden = deflateSync(Buffer.from('5 0 << /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
    expect(await pdfProblem(pdfOf('<< /Type /Catalog /OpenAction 5 0 R >>', streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', hidden)))).toBe('active');
    const clean = deflateSync(Buffer.from('5 0 << /Type /Pages /Count 0 >>', 'latin1'));
    expect(await pdfProblem(pdfOf('<< /Type /Catalog >>', streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', clean)))).toBeNull();
  });

  it('refuses encrypted PDFs and object streams it cannot read', async () => {
    const encrypted = Buffer.from(pdfOf('<< /Type /Catalog >>', '<< /Filter /Standard /V 2 >>').toString('latin1').replace('<< /Root 1 0 R >>', '<< /Root 1 0 R /Encrypt 2 0 R >>'), 'latin1');
    expect(await pdfProblem(encrypted)).toBe('encrypted');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog >>', streamObject('/Type /ObjStm /N 1 /First 4 /Filter /ASCII85Decode', Buffer.from('9jqo^BlbD-BleB1DJ+*+F(f,q~>'))))).toBe('unreadable');
    expect(await pdfProblem(pdfOf('<< /Type /Catalog >>', streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not zlib at all'))))).toBe('unreadable');
  });
});

describe('cleanUpload', () => {
  it('answers 400 with a Chinese sentence for a bomb and for a PDF with a script', async () => {
    await expect(cleanUpload(bombPng(), 'image/png', DEFAULT_UPLOAD_SETTINGS)).rejects.toMatchObject({ statusCode: 400, message: '图片像素过多（超过 40 百万像素），请缩小后重新上传' });
    await expect(cleanUpload(pdfOf('<< /OpenAction << /S /JavaScript /JS (x) >> >>'), 'application/pdf', DEFAULT_UPLOAD_SETTINGS)).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('PDF 文件含有脚本') });
    const plain = pdfOf('<< /Type /Catalog >>');
    expect(await cleanUpload(plain, 'application/pdf', DEFAULT_UPLOAD_SETTINGS)).toBe(plain);
  });
});
