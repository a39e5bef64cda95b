// The sweep of booking attachments never attached to an order (server/modules/services/
// attachment-sweep.ts over server/providers/storage/unclaimed-uploads.ts): after 24 hours an
// upload of purpose service-attachment on no order is deleted through the upload store (the
// member's quota frees); attached ones, recent ones and other purposes stay; two sweeps at once
// delete each file once; a booking naming an attachment the sweep took is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedAttachment } from '../../../domain/services/service-views.ts';
import { sweepBookingAttachments } from '../../../server/modules/services/public.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { pdf } from '../../support/payment-helpers.ts';
import { png } from '../../support/png.ts';
import { API, booking, itemNamed, multipart, save } from './service-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
}, 120_000);
afterAll(async () => ctx?.close());

const upload = async (token: string, name: string, bytes: Buffer, type = 'image/png') => {
  const res = await call<UploadedAttachment>(ctx, { method: 'POST', url: `${API}/serviceOrder/uploadAttachment`, token, ...multipart({}, [['file', { filename: name, type, bytes }]]) });
  if (res.status !== 200) throw new Error(res.body.msg);
  return res.body.data;
};
const idOf = (url: string) => url.split('/').pop()!;
const age = (url: string, hours: number) =>
  ctx.handle.db.updateTable('upload').set({ createdAt: new Date(Date.now() - hours * 3_600_000) }).where('id', '=', idOf(url)).execute();
const exists = async (url: string) => (await ctx.handle.db.selectFrom('upload').select('id').where('id', '=', idOf(url)).executeTakeFirst()) !== undefined;

describe('booking attachment sweep', () => {
  it('deletes only old attachments on no order, once, freeing the quota; a booking naming a swept file is refused', async () => {
    const m = await makeMember(ctx, '13600008001');
    const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
    const attached = await upload(m.token, '铭牌.png', png(40, 30));
    const abandoned = await upload(m.token, '没用上.pdf', pdf(), 'application/pdf');
    const abandoned2 = await upload(m.token, '也没用上.png', png(20, 20));
    const recent = await upload(m.token, '刚选的.png', png(24, 24));
    const booked = await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { attachments: [{ uploadUrl: attached.uploadUrl, fileName: attached.fileName }] }));
    expect(booked.status).toBe(200);
    // Another purpose, just as old, is not this sweep's.
    const avatar = await ctx.app.providers.uploads.put({ bytes: png(8, 8), mime: 'image/png', purpose: 'receipt', ownerMemberId: m.id, visibility: 'private' });
    for (const url of [attached.uploadUrl, abandoned.uploadUrl, abandoned2.uploadUrl, avatar.url]) await age(url, 25);
    await age(recent.uploadUrl, 23);
    const usage = await ctx.app.providers.uploads.usage(m.id);

    // Two sweeps at once (two processes): each file deleted once.
    const [a, b] = await Promise.all([sweepBookingAttachments(ctx.handle.db, ctx.app.providers.uploads), sweepBookingAttachments(ctx.handle.db, ctx.app.providers.uploads)]);
    expect(a + b).toBe(2);
    expect(await exists(abandoned.uploadUrl)).toBe(false);
    expect(await exists(abandoned2.uploadUrl)).toBe(false);
    expect(await exists(attached.uploadUrl)).toBe(true);
    expect(await exists(recent.uploadUrl)).toBe(true);
    expect(await exists(avatar.url)).toBe(true);
    expect(await ctx.app.providers.uploads.usage(m.id)).toBeLessThan(usage);
    expect(await sweepBookingAttachments(ctx.handle.db, ctx.app.providers.uploads)).toBe(0);

    // The attached file is still served on the order.
    const order = await call<{ attachments: { url: string }[] }>(ctx, { method: 'GET', url: `${API}/serviceOrder/get/${booked.body.data.id}`, token: m.token });
    expect((await ctx.app.inject({ method: 'GET', url: order.body.data.attachments[0]!.url, headers: { cookie: `token=${m.token}` } })).statusCode).toBe(200);
    // A booking that still names a swept file is refused, nothing written.
    const late = await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { attachments: [{ uploadUrl: abandoned.uploadUrl, fileName: abandoned.fileName }] }));
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('附件不存在或已失效，请重新上传');
    // A day later the recent one goes too.
    expect(await sweepBookingAttachments(ctx.handle.db, ctx.app.providers.uploads, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect(await exists(recent.uploadUrl)).toBe(false);
  });
});
