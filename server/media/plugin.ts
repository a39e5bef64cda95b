// Media routes: product illustrations, brand wordmarks, banners and the site's QR codes, all SVG.
//   GET /files/goods/<kind>.svg?v=<0-7>   GET /files/brand/<key>.svg
//   GET /files/banner/<name>.svg          GET /files/qr/<mini-program|official-account|wechat-service|mobile-site>.svg
// QR targets are read from the `site` setting, so changing a URL there changes the code. The old
// addresses /media/<goods|brand|banner|qr|uploads>/<file> answer a 301 to /files/...; nothing else
// under /media/ is the server's, so the SPA's /media/mediaList and /media/mediaDetail stay pages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { BRANDS } from '../db/seed/brands.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { FileAnswers } from '../http/openapi.ts';
import { EnvelopeOf } from '../http/schemas.ts';
import { renderBanner } from './banner-image.ts';
import { renderBrandLogo } from './brand-logo.ts';
import { renderGoodsImage } from './goods-image.ts';
import { FILES_PREFIX, LEGACY_PREFIX, movedFileUrl, type FileKind } from './paths.ts';
import { QR_TARGETS, isQrName, renderQrSvg } from './qr-image.ts';
import { UPLOAD_PARAMS } from './upload-routes.ts';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const CACHE = 'public, max-age=86400';
const FILE = Type.Object({ file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*\\.svg$', maxLength: 64 }) });
const SVG_ANSWER = FileAnswers(['image/svg+xml'], 'SVG 图片');
const VARIANT = Type.Object({ v: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })) });

function baseName(params: { file: string }): string {
  return params.file.replace(/\.svg$/, '');
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

/** GET /media/<kind>/<file>: a 301 to the same file (path and query as sent) under /files/<kind>/. */
function legacyRedirect(app: FastifyInstance, kind: FileKind, params: TSchema): void {
  const param = kind === 'uploads' ? 'id' : 'file';
  app.get(`${LEGACY_PREFIX}/${kind}/:${param}`, {
    schema: {
      deprecated: true,
      params,
      response: {
        301: Type.Null({ description: `已移至 ${FILES_PREFIX}/${kind}/（Location 给出新地址）` }),
        400: EnvelopeOf(Type.Null()),
      },
    },
  }, async (request: FastifyRequest, reply: FastifyReply) => {
    const target = movedFileUrl(request.url);
    if (!target) throw badRequest();
    return reply.header('cache-control', CACHE).redirect(target, 301);
  });
}

export default async function mediaPlugin(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const qrCache = new Map<string, string>();

  app.get(`${FILES_PREFIX}/goods/:file`, { schema: { params: FILE, querystring: VARIANT, response: SVG_ANSWER } }, async (request, reply) => {
    const v = request.query.v ?? 0;
    return sendSvg(reply, goodsImage(`${baseName(request.params)}|${v}`));
  });

  app.get(`${FILES_PREFIX}/brand/:file`, { schema: { params: FILE, response: SVG_ANSWER } }, async (request, reply) => sendSvg(reply, brandLogo(baseName(request.params))));

  app.get(`${FILES_PREFIX}/banner/:file`, { schema: { params: FILE, response: SVG_ANSWER } }, async (request, reply) => sendSvg(reply, banner(baseName(request.params))));

  app.get(`${FILES_PREFIX}/qr/:file`, { schema: { params: FILE, response: SVG_ANSWER } }, async (request, reply) => sendSvg(reply, await qrFor(plain, baseName(request.params), qrCache)));

  for (const kind of ['goods', 'brand', 'banner', 'qr'] as const) legacyRedirect(plain, kind, FILE);
  legacyRedirect(plain, 'uploads', UPLOAD_PARAMS);
}
