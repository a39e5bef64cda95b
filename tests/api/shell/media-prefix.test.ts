// Migration 0010 moves stored URLs of served files from /media/<kind>/ to /files/<kind>/ and leaves
// every other address alone (the SPA's /media/mediaList links, outside URLs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { up } from '../../../server/db/migrations/0010-media-prefix.ts';
import { freshDatabase } from '../../support/fresh-database.ts';

const UPLOAD = '0123456789abcdef0123456789abcdef';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
  await migrateToLatest(fresh.handle.db);
});
afterAll(async () => fresh?.drop());

describe('migration 0010-media-prefix', () => {
  it('rewrites stored /media/<kind>/ URLs to /files/<kind>/, and nothing else', async () => {
    const db = fresh.handle.db;
    await db.insertInto('member').values({ username: 'media-prefix', mobile: null, passwordHash: null, companyName: null, nickname: null, avatarUrl: `/media/uploads/${UPLOAD}`, memberPriceEndTime: null, lockedUntil: null, wxOpenId: null }).execute();
    await db.insertInto('brand').values({ id: 9001, name: 'SKF', nameCn: null, country: null, logoUrl: '/media/brand/skf.svg', description: null }).execute();
    await db.insertInto('zone').values({ id: 9001, name: 'z', scopeId: 'bearing', description: null, bannerUrl: '/media/banner/zone-bearing.svg', startAt: null, endAt: null }).execute();
    await db.insertInto('cmsAd').values({ id: 9001, code: 'home_banner', title: 't', imageUrl: '/media/banner/vip.svg', linkUrl: '/media/mediaList', startAt: null, endAt: null }).execute();
    await db.insertInto('cmsAd').values({ id: 9002, code: 'home_banner', title: 't', imageUrl: 'https://cdn.example.com/media/banner/x.svg', linkUrl: null, startAt: null, endAt: null }).execute();
    const site = { qrMobileSite: '/media/qr/mobile-site.svg', newsUrl: '/media/mediaDetail?id=1', mobileSiteUrl: 'https://m.example.com/media/qr/x' };
    await db.insertInto('siteSetting').values({ key: 'media-prefix-test', value: JSON.stringify(site) }).execute();

    await up(db);
    await up(db); // a second run changes nothing

    expect((await db.selectFrom('member').select('avatarUrl').where('username', '=', 'media-prefix').executeTakeFirstOrThrow()).avatarUrl).toBe(`/files/uploads/${UPLOAD}`);
    expect((await db.selectFrom('brand').select('logoUrl').where('id', '=', 9001).executeTakeFirstOrThrow()).logoUrl).toBe('/files/brand/skf.svg');
    expect((await db.selectFrom('zone').select('bannerUrl').where('id', '=', 9001).executeTakeFirstOrThrow()).bannerUrl).toBe('/files/banner/zone-bearing.svg');
    const ads = await db.selectFrom('cmsAd').select(['id', 'imageUrl', 'linkUrl']).where('id', 'in', [9001, 9002]).orderBy('id').execute();
    expect(ads).toEqual([
      { id: 9001, imageUrl: '/files/banner/vip.svg', linkUrl: '/media/mediaList' },
      { id: 9002, imageUrl: 'https://cdn.example.com/media/banner/x.svg', linkUrl: null },
    ]);
    const row = await db.selectFrom('siteSetting').select('value').where('key', '=', 'media-prefix-test').executeTakeFirstOrThrow();
    expect(row.value).toEqual({ ...site, qrMobileSite: '/files/qr/mobile-site.svg' });
  });
});
