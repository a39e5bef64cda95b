// The generated media: product illustrations, banners, brand marks, QR codes and their routes.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { FAMILIES } from '../../server/db/seed/catalogue.ts';
import { installErrorHandlers } from '../../server/http/error-handler.ts';
import { CMS_ADS, CMS_ARTICLES } from '../../server/db/seed/content.ts';
import { SITE_SETTING } from '../../server/db/seed/site.ts';
import { ZONES } from '../../server/db/seed/zones.ts';
import { BANNERS, renderBanner } from '../../server/media/banner-image.ts';
import { renderBrandLogo } from '../../server/media/brand-logo.ts';
import { GOODS_IMAGE_KINDS, renderGoodsImage } from '../../server/media/goods-image.ts';
import mediaPlugin from '../../server/media/plugin.ts';
import { QR_TARGETS, qrMatrix, renderQrSvg } from '../../server/media/qr-image.ts';

/** Well-formedness check without an XML parser: every opened tag is closed in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

function urlPath(url: string): string {
  return url.split('?')[0]!;
}

describe('product illustrations', () => {
  it.each(GOODS_IMAGE_KINDS)('renders %s as a 400x400 SVG', (kind) => {
    const svg = renderGoodsImage(kind, 3)!;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(balanced(svg)).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('covers every family, varies by palette and rejects unknown kinds', () => {
    for (const family of FAMILIES) expect(renderGoodsImage(family.image), family.key).not.toBeNull();
    expect(renderGoodsImage('ball-bearing', 0)).not.toBe(renderGoodsImage('ball-bearing', 1));
    expect(renderGoodsImage('ball-bearing', 9)).toBe(renderGoodsImage('ball-bearing', 1));
    expect(renderGoodsImage('flux-capacitor')).toBeNull();
  });
});

describe('banners and brand marks', () => {
  it('renders every banner the content and zones refer to', () => {
    const names = [...CMS_ADS.map((a) => a.imageUrl), ...ZONES.map((z) => z.bannerUrl), ...CMS_ARTICLES.flatMap((a) => (a.coverUrl ? [a.coverUrl] : []))]
      .map((url) => /^\/files\/banner\/([a-z0-9-]+)\.svg$/.exec(url)?.[1]);
    for (const name of names) {
      expect(name).toBeDefined();
      const svg = renderBanner(name!)!;
      expect(svg, name).toContain('viewBox="0 0 1200 400"');
      expect(balanced(svg)).toBe(true);
      expect(svg).toContain(BANNERS[name!]!.title.replace(/&/g, '&amp;'));
    }
    expect(renderBanner('nope')).toBeNull();
  });

  it('escapes brand names in wordmarks', () => {
    const svg = renderBrandLogo({ key: 'oceansking', name: "Ocean's King", nameCn: '海洋王' });
    expect(svg).toContain('Ocean&#39;s King');
    expect(balanced(svg)).toBe(true);
  });
});

describe('QR codes', () => {
  it('draws exactly the modules of the encoded text', async () => {
    const text = SITE_SETTING.miniProgramUrl;
    const svg = await renderQrSvg(text);
    const d = /<path[^>]*stroke="#1f2328"[^>]*d="([^"]+)"/.exec(svg)?.[1] ?? /<path[^>]*d="([^"]+)"[^>]*stroke="#1f2328"/.exec(svg)?.[1];
    expect(d).toBeTruthy();
    const expected = qrMatrix(text);
    const n = expected.length;
    const drawn = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
    let x = 0;
    let y = 0;
    for (const [, cmd, a, b] of d!.matchAll(/([Mmh])(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
      if (cmd === 'M') [x, y] = [Number(a), Number(b)];
      else if (cmd === 'm') [x, y] = [x + Number(a), y + Number(b)];
      else {
        for (let i = 0; i < Number(a); i += 1) drawn[Math.floor(y) - 2]![x - 2 + i] = true;
        x += Number(a);
      }
    }
    expect(drawn).toEqual(expected);
  });

  it('refuses empty text', async () => {
    await expect(renderQrSvg('')).rejects.toThrow(RangeError);
  });
});

describe('media routes', () => {
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await connect({ databaseUrl: null, dataDir: null });
    await migrateToLatest(handle.db);
    await handle.db.insertInto('siteSetting').values({ key: 'site', value: JSON.stringify(SITE_SETTING) }).execute();
    app = Fastify();
    app.decorate('db', handle.db);
    installErrorHandlers(app, {}); // refusals leave in the envelope, as in buildApp
    await app.register(mediaPlugin);
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('serves goods images with long-lived caching and 404 for unknown kinds', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/goods/ball-bearing.svg?v=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toBe(renderGoodsImage('ball-bearing', 2));
    expect((await app.inject({ method: 'GET', url: '/files/goods/warp-drive.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/files/goods/..%2Fsecret.svg' })).statusCode).toBe(400);
  });

  it('serves a QR code for each site target, from the site setting', async () => {
    for (const name of Object.keys(QR_TARGETS)) {
      const res = await app.inject({ method: 'GET', url: `/files/qr/${name}.svg` });
      expect(res.statusCode, name).toBe(200);
      expect(res.body).toContain('<svg');
    }
    const mobile = await app.inject({ method: 'GET', url: '/files/qr/mobile-site.svg' });
    expect(mobile.body).toBe(await renderQrSvg(SITE_SETTING.mobileSiteUrl));
    expect((await app.inject({ method: 'GET', url: '/files/qr/unknown.svg' })).statusCode).toBe(404);
  });

  it('serves banners and brand marks', async () => {
    expect((await app.inject({ method: 'GET', url: '/files/banner/vip.svg' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/files/brand/skf.svg' })).body).toContain('SKF');
    expect((await app.inject({ method: 'GET', url: '/files/brand/acme.svg' })).statusCode).toBe(404);
    const goodsUrls = FAMILIES.map((f) => `/files/goods/${f.image}.svg`);
    for (const url of new Set(goodsUrls)) expect((await app.inject({ method: 'GET', url: urlPath(url) })).statusCode, url).toBe(200);
  });

  it('answers the old /media/<kind>/ addresses with a 301 to /files/, query kept', async () => {
    const moved = {
      '/media/goods/ball-bearing.svg?v=2': '/files/goods/ball-bearing.svg?v=2',
      '/media/brand/skf.svg': '/files/brand/skf.svg',
      '/media/banner/vip.svg': '/files/banner/vip.svg',
      '/media/qr/mobile-site.svg': '/files/qr/mobile-site.svg',
      '/media/uploads/0123456789abcdef0123456789abcdef': '/files/uploads/0123456789abcdef0123456789abcdef',
    };
    for (const [from, to] of Object.entries(moved)) {
      const res = await app.inject({ method: 'GET', url: from });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await app.inject({ method: 'GET', url: '/media/goods/..%2Fsecret.svg' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/media/mediaList' })).statusCode).toBe(404);
  });
});
