// Ad slots (cmsAd): GET /open/cms/cmsAd/getAdImages/{code}?displayPosition= -> the slot's live
// images in order (home banners: code home_banner). An unknown code is an empty list.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { ok } from '../../http/envelope.ts';

const AdParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) });
const AdQuery = Type.Object({ displayPosition: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })) });

export default async function adRoutes(app: FastifyInstance) {
  app.get('/open/cms/cmsAd/getAdImages/:code', { schema: { params: AdParams, querystring: AdQuery } }, async (request) => {
    const { code } = request.params as Static<typeof AdParams>;
    const { displayPosition } = request.query as Static<typeof AdQuery>;
    const now = new Date();
    let q = app.db
      .selectFrom('cmsAd')
      .select(['id', 'title', 'imageUrl', 'linkUrl'])
      .where('code', '=', code)
      .where('status', '=', 1)
      .where((eb) => eb.or([eb('startAt', 'is', null), eb('startAt', '<=', now)]))
      .where((eb) => eb.or([eb('endAt', 'is', null), eb('endAt', '>', now)]));
    if (displayPosition !== undefined) q = q.where('displayPosition', '=', displayPosition);
    return ok(await q.orderBy('sort').orderBy('id').execute());
  });
}
