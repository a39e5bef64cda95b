// Uploads after the audit (issue 11, item 5): images re-encoded (no EXIF, no payload, no bombs),
// PDFs with scripts refused and served as sandboxed attachments, a per-member quota, replaced
// files deleted, and private files (receipts) readable only by their owner and staff (which staff
// role reads which purpose: upload-readers.test.ts).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbUploadStore } from '../../../server/providers/storage/upload-store.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { bombPng, taggedImage } from '../../support/png.ts';
import { demoBuyer, multipart, pdf, placeOrder, RECEIPT, staffToken, transferFields, type Buyer, type FilePart } from '../../support/payment-helpers.ts';
import type { OrderDetail } from '../../../domain/orders/orders.ts';
import type { UploadPurpose } from '../../../domain/shared/upload-purposes.ts';

const AVATAR = '/gateway/member/api/member/updateNickAvatar';
const PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

let ctx: TestContext;
let personal: Buyer;
let enterprise: Buyer;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 40 });
  personal = await demoBuyer(ctx, DEMO.personal);
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

const tagged = (format: 'png' | 'jpeg' | 'webp') => taggedImage(format, PAYLOAD, 48, 32);

const scriptPdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(document.cookie)) >> >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function setAvatar(buyer: Buyer, file: FilePart) {
  return call<{ avatarUrl: string }>(ctx, { method: 'POST', url: AVATAR, token: buyer.token, ...multipart({}, file, 'avatar') });
}

async function uploadReceipt(buyer: Buyer, order: { orderId: number; totalFen: number }, file: FilePart) {
  return call<OrderDetail>(ctx, { method: 'POST', url: RECEIPT, token: buyer.token, ...multipart(transferFields(order), file) });
}

const pendingReceipt = (d: OrderDetail) => d.payments.find((p) => p.status === 0)?.receiptUrl ?? null;

async function fetchUpload(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe('images are re-encoded on the way in', () => {
  for (const format of ['png', 'jpeg', 'webp'] as const) {
    it(`an avatar ${format} loses its EXIF GPS and its HTML payload, and stays a ${format}`, async () => {
      const input = await tagged(format);
      const res = await setAvatar(personal, { filename: `me.${format}`, type: `image/${format}`, bytes: input });
      expect(res.status).toBe(200);
      const img = await fetchUpload(res.body.data.avatarUrl);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe(`image/${format}`);
      expect(img.headers['x-content-type-options']).toBe('nosniff');
      expect(img.rawPayload.includes(PAYLOAD)).toBe(false);
      expect(img.rawPayload.includes('GPS')).toBe(false);
      const meta = await sharp(img.rawPayload).metadata();
      expect(meta).toMatchObject({ format, width: 48, height: 32 });
      expect(meta.exif).toBeUndefined();
    });
  }

  it('refuses an 8192 x 8192 decompression bomb with 400 and a Chinese sentence', async () => {
    const res = await setAvatar(personal, { filename: 'bomb.png', type: 'image/png', bytes: bombPng() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: '图片像素过多（超过 40 百万像素），请缩小后重新上传' });
  });
});

describe('PDF receipts', () => {
  it('refuses a PDF that runs JavaScript when opened, and leaves the order as it was', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const res = await uploadReceipt(personal, order, { filename: '回单.pdf', type: 'application/pdf', bytes: scriptPdf() });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('PDF 文件含有脚本、自动执行的动作或附件，出于安全考虑不能上传，请另存为普通 PDF 或图片后重试');
    const payments = await ctx.handle.db.selectFrom('orderPayment').select('id').where('orderId', '=', order.orderId).execute();
    expect(payments).toEqual([]);
  });

  // Issue 35 item 2: the two PDFs that passed the old byte scan, and real documents that must pass.
  const fixture = (name: string) => readFileSync(new URL(`../../fixtures/pdf/${name}`, import.meta.url));

  it('refuses both evasions of the old byte scan (comment-hidden object, object stream with a nested /Type)', async () => {
    for (const name of ['comment-stream.pdf', 'objstm-nested-type.pdf']) {
      const order = await placeOrder(ctx, personal, 2);
      const res = await uploadReceipt(personal, order, { filename: '回单.pdf', type: 'application/pdf', bytes: fixture(name) });
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ success: false, msg: 'PDF 文件含有脚本、自动执行的动作或附件，出于安全考虑不能上传，请另存为普通 PDF 或图片后重试' });
      expect(await ctx.handle.db.selectFrom('orderPayment').select('id').where('orderId', '=', order.orderId).execute()).toEqual([]);
    }
  });

  it('accepts receipts made by LibreOffice and by Chromium; refuses encrypted and broken PDFs with a Chinese sentence', async () => {
    for (const name of ['receipt-libreoffice.pdf', 'receipt-chromium.pdf']) {
      const order = await placeOrder(ctx, enterprise, 2);
      const res = await uploadReceipt(enterprise, order, { filename: '回单.pdf', type: 'application/pdf', bytes: fixture(name) });
      expect(res.status, name).toBe(200);
      expect(pendingReceipt(res.body.data)).toMatch(/^\/files\/uploads\/[0-9a-f]{32}$/);
    }
    const encrypted = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\n<< /Filter /Standard /V 2 /R 3 >>\nendobj\ntrailer\n<< /Root 1 0 R /Encrypt 2 0 R >>\n%%EOF\n', 'latin1');
    const broken = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages [ 1 2 >>\nendobj\n%%EOF\n', 'latin1');
    const cases: [Buffer, string][] = [
      [encrypted, '不支持加密的 PDF 文件，请去除密码保护后重新上传'],
      [broken, 'PDF 文件无法解析（文件损坏或结构不规范），请重新导出后上传'],
    ];
    for (const [bytes, msg] of cases) {
      const order = await placeOrder(ctx, enterprise, 2);
      const res = await uploadReceipt(enterprise, order, { filename: '回单.pdf', type: 'application/pdf', bytes });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, msg });
    }
  });

  it('serves a plain PDF as a sandboxed attachment, never inline', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const res = await uploadReceipt(personal, order, { filename: '回单.pdf', type: 'application/pdf', bytes: pdf() });
    expect(res.status).toBe(200);
    const file = await fetchUpload(pendingReceipt(res.body.data)!, { authorization: `Bearer ${personal.token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
    expect(String(file.headers['content-security-policy'])).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('private uploads', () => {
  it('a receipt is read by its owner (header or cookie) and staff; another member and a visitor get 404', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const res = await uploadReceipt(personal, order, { filename: '回单.png', type: 'image/png', bytes: await tagged('png') });
    expect(res.status).toBe(200);
    const url = pendingReceipt(res.body.data)!;
    const visitor = await fetchUpload(url);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toMatchObject({ success: false, code: 404 });
    expect((await fetchUpload(url, { authorization: `Bearer ${enterprise.token}` })).statusCode).toBe(404);
    expect((await fetchUpload(url, { cookie: `token=${enterprise.token}` })).statusCode).toBe(404);
    expect((await fetchUpload(url, { authorization: 'Bearer not-a-real-token-0123456789' })).statusCode).toBe(404);
    const readers: Record<string, string>[] = [{ authorization: `Bearer ${personal.token}` }, { cookie: `lang=zh; token=${personal.token}` }, { authorization: `Bearer ${staff}` }];
    for (const headers of readers) {
      const file = await fetchUpload(url, headers);
      expect(file.statusCode, JSON.stringify(headers)).toBe(200);
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['content-type']).toBe('image/png');
    }
  });

  it('an avatar stays public', async () => {
    const res = await setAvatar(enterprise, { filename: 'logo.png', type: 'image/png', bytes: await tagged('png') });
    const img = await fetchUpload(res.body.data.avatarUrl);
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).not.toContain('no-store');
    const row = await ctx.handle.db.selectFrom('upload').select(['visibility', 'ownerMemberId']).where('id', '=', res.body.data.avatarUrl.split('/').pop()!).executeTakeFirstOrThrow();
    expect(row).toEqual({ visibility: 'public', ownerMemberId: enterprise.memberId });
  });

  it('an upload stored without a visibility is private unless its purpose is public', async () => {
    const store = ctx.app.providers.uploads;
    const png = await tagged('png');
    // A purpose the table does not know (a row stored before it): the cast stands for such a row.
    const unknown = await store.put({ bytes: png, mime: 'image/png', purpose: 'certificate' as UploadPurpose, ownerMemberId: personal.memberId });
    expect((await fetchUpload(unknown.url)).statusCode).toBe(404);
    expect((await fetchUpload(unknown.url, { authorization: `Bearer ${personal.token}` })).statusCode).toBe(200);
    const open = await store.put({ bytes: png, mime: 'image/png', purpose: 'certificate' as UploadPurpose, ownerMemberId: personal.memberId, visibility: 'public' });
    expect((await fetchUpload(open.url)).statusCode).toBe(200);
    await store.remove(unknown.url, personal.memberId);
    await store.remove(open.url, personal.memberId);
  });
});

describe('the per-member quota', () => {
  it('refuses an upload past the quota with 413 and a Chinese sentence; other members are not affected', async () => {
    const original = ctx.app.providers.uploads;
    const png = await tagged('png');
    const used = await original.usage(enterprise.memberId);
    const small = new DbUploadStore(ctx.app.db, { maxInputPixels: 40_000_000, memberQuotaBytes: used + 3 * 1024 * 1024 + 1 });
    const one = (await sharp(png).png().toBuffer()).byteLength;
    // Fill the quota to one byte less than this avatar needs, as earlier uploads would.
    const filler = await ctx.handle.db.insertInto('upload').values({
      id: 'f'.repeat(32), ownerMemberId: enterprise.memberId, purpose: 'receipt', mime: 'application/pdf',
      sizeBytes: 3 * 1024 * 1024 + 1 - (one - 1), sha256: '0'.repeat(64), bytes: new Uint8Array(16),
    }).returning('id').executeTakeFirstOrThrow();
    // No avatar to replace (a replaced file would make room): the new one only adds.
    await ctx.handle.db.updateTable('member').set({ avatarUrl: null }).where('id', '=', enterprise.memberId).execute();
    ctx.app.providers.uploads = small;
    try {
      const res = await setAvatar(enterprise, { filename: 'me.png', type: 'image/png', bytes: png });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ success: false, msg: '您上传的文件已达 3 MB 上限，无法继续上传，请联系客服' });
      expect(await small.usage(enterprise.memberId)).toBe(used + 3 * 1024 * 1024 + 1 - (one - 1));
      const other = await setAvatar(personal, { filename: 'me.png', type: 'image/png', bytes: png });
      expect(other.status).toBe(200);
    } finally {
      ctx.app.providers.uploads = original;
      await ctx.handle.db.deleteFrom('upload').where('id', '=', filler.id).execute();
    }
  });

  it('counts concurrent uploads one at a time: never more than the quota is stored', async () => {
    const png = await tagged('png');
    const one = (await sharp(png).png().toBuffer()).byteLength;
    const buyer = await demoBuyer(ctx, DEMO.distributor);
    const store = new DbUploadStore(ctx.app.db, { maxInputPixels: 40_000_000, memberQuotaBytes: 3 * one * 2 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => store.put({ bytes: png, mime: 'image/png', purpose: 'receipt', ownerMemberId: buyer.memberId })));
    const stored = results.filter((r) => r.status === 'fulfilled').length;
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(12);
    expect(await store.usage(buyer.memberId)).toBeLessThanOrEqual(3 * one * 2);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 413 });
  });
});

describe('replacing a file deletes the replaced one', () => {
  it('replace() stores the new file and deletes the old; remove() deletes only the owner’s file', async () => {
    const store = ctx.app.providers.uploads;
    const png = await tagged('png');
    const first = await store.put({ bytes: png, mime: 'image/png', purpose: 'avatar', ownerMemberId: personal.memberId });
    const before = await store.usage(personal.memberId);
    const second = await store.replace(first.url, { bytes: png, mime: 'image/png', purpose: 'avatar', ownerMemberId: personal.memberId });
    expect(await store.get(first.id)).toBeNull();
    expect(await store.get(second.id)).not.toBeNull();
    expect(await store.usage(personal.memberId)).toBe(before);
    expect((await fetchUpload(first.url)).statusCode).toBe(404);
    // Another member's file, a foreign URL and nothing are left alone.
    expect(await store.remove(second.url, enterprise.memberId)).toBe(false);
    expect(await store.remove('https://evil.example/x', personal.memberId)).toBe(false);
    expect(await store.remove(null, personal.memberId)).toBe(false);
    expect(await store.get(second.id)).not.toBeNull();
    expect(await store.remove(second.url, personal.memberId)).toBe(true);
    expect(await store.get(second.id)).toBeNull();
  });

  it('a refused replacement keeps the old file', async () => {
    const store = ctx.app.providers.uploads;
    const first = await store.put({ bytes: await tagged('webp'), mime: 'image/webp', purpose: 'avatar', ownerMemberId: personal.memberId });
    await expect(store.replace(first.url, { bytes: bombPng(), mime: 'image/png', purpose: 'avatar', ownerMemberId: personal.memberId })).rejects.toMatchObject({ statusCode: 400 });
    expect(await store.get(first.id)).not.toBeNull();
    await store.remove(first.url, personal.memberId);
  });
});
