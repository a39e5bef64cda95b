// Open content and site calls: help-centre list, site settings, customer-service contacts.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { helpCentreList } from './content-repository.ts';
import { readSiteSettings } from './site-settings.ts';

export default async function contentRoutes(app: FastifyInstance) {
  app.get('/open/cms/cmsArticle/getHelpCenterList', async () => ok(await helpCentreList(app.db)));

  app.get('/open/common/site/settings', async () => ok(await readSiteSettings(app.db)));

  app.get('/open/common/kf/getKFByUserIdFront', async () => {
    const s = await readSiteSettings(app.db);
    return ok({ qq: s.qq, weixinQrcode: s.qrWechatService });
  });
}
