// Open content and site calls: help-centre list, site settings, customer-service contacts.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { Type } from 'typebox';
import { MSG } from '../../../domain/messages.ts';
import { notFound } from '../../http/errors.ts';
import { findArticle, helpCentreList } from './content-repository.ts';

/** getUserAgreementOrPrivacyPolicyInfo/{type}/{platform}: type 1 user agreement, 2 privacy policy. */
const AGREEMENTS: Record<string, string> = { '1': 'user-agreement', '2': 'privacy-policy', 'user-agreement': 'user-agreement', 'privacy-policy': 'privacy-policy' };
import { readSiteSettings } from './site-settings.ts';

export default async function contentRoutes(app: FastifyInstance) {
  app.get('/open/cms/cmsArticle/getHelpCenterList', async () => ok(await helpCentreList(app.db)));

  app.get('/open/cms/cmsArticle/get/:id', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } }, async (request) => {
    const article = await findArticle(app.db, { id: (request.params as { id: number }).id });
    if (!article) throw notFound('文章不存在');
    return ok(article);
  });

  app.get(
    '/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/:type/:platform',
    { schema: { params: Type.Object({ type: Type.String({ maxLength: 20 }), platform: Type.String({ maxLength: 10 }) }) } },
    async (request) => {
      const label = AGREEMENTS[(request.params as { type: string }).type];
      const article = label ? await findArticle(app.db, { label, kind: 'agreement' }) : null;
      if (!article) throw notFound(MSG.agreementNotFound);
      return ok(article);
    },
  );

  app.get('/open/common/site/settings', async () => ok(await readSiteSettings(app.db)));

  app.get('/open/common/kf/getKFByUserIdFront', async () => {
    const s = await readSiteSettings(app.db);
    return ok({ qq: s.qq, weixinQrcode: s.qrWechatService });
  });
}
