// Media routes: product illustrations, brand wordmarks, banners and the site's QR codes, all SVG.
//   GET /media/goods/<kind>.svg?v=<0-7>   GET /media/brand/<key>.svg
//   GET /media/banner/<name>.svg          GET /media/qr/<mini-program|official-account|wechat-service|mobile-site>.svg
// QR targets are read from the `site` setting, so changing a URL there changes the code.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { BRANDS } from '../db/seed/brands.ts';
import { notFound } from '../http/errors.ts';
import { renderBanner } from './banner-image.ts';
import { renderBrandLogo } from './brand-logo.ts';
import { renderGoodsImage } from './goods-image.ts';
import { QR_TARGETS, isQrName, renderQrSvg } from './qr-image.ts';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const CACHE = 'public, max-age=86400';
const FILE = Type.Object({ file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*\\.svg$', maxLength: 64 }) });
const VARIANT = Type.Object({ v: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })) });

function baseName(params: unknown): string {
  return (params as { file: string }).file.replace(/\.svg$/, '');
}

function sendSvg(reply: FastifyReply, svg: string | null): FastifyReply {
  if (svg === null) throw notFound('图片不存在');
  return reply.header('content-type', SVG_TYPE).header('cache-control', CACHE).send(svg);
}

/** Memoises rendered documents: every route's output is a pure function of its key. */
function memo(render: (key: string) => string | null): (key: string) => string | null {
  const cache = new Map<string, string | null>();
  return (key) => {
    if (!cache.has(key)) {
      if (cache.size > 2000) cache.clear();
      cache.set(key, render(key));
    }
    return cache.get(key)!;
  };
}

const goodsImage = memo((key) => {
  const [kind, v] = key.split('|');
  return renderGoodsImage(kind!, Number(v));
});
const banner = memo(renderBanner);
const brandLogo = memo((key) => {
  const brand = BRANDS.find((b) => b.key === key);
  return brand ? renderBrandLogo(brand) : null;
});

async function qrFor(app: FastifyInstance, name: string, cache: Map<string, string>): Promise<string | null> {
  if (!isQrName(name)) return null;
  const row = await app.db.selectFrom('siteSetting').select('value').where('key', '=', 'site').executeTakeFirst();
  const url = (row?.value as Record<string, unknown> | undefined)?.[QR_TARGETS[name]];
  if (typeof url !== 'string' || url.length === 0) return null;
  let svg = cache.get(url);
  if (!svg) {
    svg = await renderQrSvg(url);
    cache.set(url, svg);
  }
  return svg;
}

export default async function mediaPlugin(app: FastifyInstance): Promise<void> {
  const qrCache = new Map<string, string>();

  app.get('/media/goods/:file', { schema: { params: FILE, querystring: VARIANT } }, async (request, reply) => {
    const v = (request.query as { v?: number }).v ?? 0;
    return sendSvg(reply, goodsImage(`${baseName(request.params)}|${v}`));
  });

  app.get('/media/brand/:file', { schema: { params: FILE } }, async (request, reply) => sendSvg(reply, brandLogo(baseName(request.params))));

  app.get('/media/banner/:file', { schema: { params: FILE } }, async (request, reply) => sendSvg(reply, banner(baseName(request.params))));

  app.get('/media/qr/:file', { schema: { params: FILE } }, async (request, reply) => sendSvg(reply, await qrFor(app, baseName(request.params), qrCache)));
}
