// Issue 11, item 5: files staff store for a member (service certificates, uploadedBy 'staff') are
// the member's to read but are not charged to the member's quota: a member at the quota cannot
// make staff's delivery fail with 413, and the member's own uploads stay limited as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbUploadStore, STAFF_UPLOAD_PURPOSES } from '../../../server/providers/storage/upload-store.ts';
import { createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { pdf } from '../../support/payment-helpers.ts';

let ctx: TestContext;
let member: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  member = Number((await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.distributor).executeTakeFirstOrThrow()).id);
}, 120_000);
afterAll(async () => ctx?.close());

describe('staff uploads for a member and the member quota', () => {
  it('a member at the quota still receives a staff certificate; it is readable as theirs and not counted', async () => {
    const file = pdf();
    const used = await ctx.app.providers.uploads.usage(member);
    // A quota the member has just filled to the byte.
    const store = new DbUploadStore(ctx.app.db, { maxInputPixels: 40_000_000, memberQuotaBytes: used + file.byteLength });
    await store.put({ bytes: file, mime: 'application/pdf', purpose: 'receipt', ownerMemberId: member, visibility: 'private' });
    expect(await store.usage(member)).toBe(used + file.byteLength);
    await expect(store.put({ bytes: file, mime: 'application/pdf', purpose: 'receipt', ownerMemberId: member, visibility: 'private' })).rejects.toMatchObject({ statusCode: 413 });

    expect(STAFF_UPLOAD_PURPOSES.has('service-certificate')).toBe(true);
    const stored = await store.put({ bytes: file, mime: 'application/pdf', purpose: 'service-certificate', ownerMemberId: member, visibility: 'private', uploadedBy: 'staff' });
    const read = await store.get(stored.id);
    expect(read).toMatchObject({ ownerMemberId: member, visibility: 'private', mime: 'application/pdf' });
    expect(await store.usage(member)).toBe(used + file.byteLength);

    // The member's own next upload is still refused: staff files make no room and take none.
    await expect(store.put({ bytes: file, mime: 'application/pdf', purpose: 'receipt', ownerMemberId: member, visibility: 'private' })).rejects.toMatchObject({ statusCode: 413 });
  });

  it('uploadedBy staff with a member purpose is a programming error (it would be counted)', async () => {
    const store = ctx.app.providers.uploads;
    await expect(store.put({ bytes: pdf(), mime: 'application/pdf', purpose: 'receipt', ownerMemberId: member, uploadedBy: 'staff' })).rejects.toThrow(/not a staff purpose/);
  });
});
