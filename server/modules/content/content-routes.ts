// Open content and site calls: help-centre list, articles, the agreements, site settings,
// customer-service contacts.
import { Type } from 'typebox';
import { Article, ArticleDetail, HelpCentreEntry, KfInfo } from '../../../domain/content/content-answers.ts';
import { SiteSettings } from '../../../domain/content/site-settings.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { findArticle, helpCentreList } from './content-repository.ts';
import { articleDetail } from './media-repository.ts';
import { CONTENT_MSG } from './messages.ts';
import { AgreementParams } from './schemas.ts';
import { readSiteSettings } from './site-settings.ts';
import { readDb } from '../../db/replica-reads.ts';

/** getUserAgreementOrPrivacyPolicyInfo/{type}/{platform}: type 1 user agreement, 2 privacy policy. */
const AGREEMENTS = new Map([
  ['1', 'user-agreement'],
  ['2', 'privacy-policy'],
  ['user-agreement', 'user-agreement'],
  ['privacy-policy', 'privacy-policy'],
]);

const contentRoutes: Routes = async (app) => {
  app.get('/open/cms/cmsArticle/getHelpCenterList', { schema: { response: Answers(Type.Array(HelpCentreEntry)) } }, async (request) => ok(await helpCentreList(await readDb(request))));

  app.get('/open/cms/cmsArticle/get/:id', { schema: { description: '文章详情：同分类的上一篇/下一篇、相关资讯（资讯文章最多 4 篇）与“有帮助”票数', params: IdParams, response: Answers(ArticleDetail) } }, async (request) => {
    const article = await articleDetail(await readDb(request), request.params.id);
    if (!article) throw notFound(CONTENT_MSG.articleNotFound);
    return ok(article);
  });

  app.get(
    '/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/:type/:platform',
    { schema: { params: AgreementParams, response: Answers(Article) } },
    async (request) => {
      const label = AGREEMENTS.get(request.params.type);
      const article = label ? await findArticle(await readDb(request), { label, kind: 'agreement' }) : null;
      if (!article) throw notFound(MSG.agreementNotFound);
      return ok(article);
    },
  );

  // vip688 (spec 9's flag) is the process's VIP688_OFFER, not a stored setting.
  app.get('/open/common/site/settings', { schema: { response: Answers(SiteSettings) } }, async (request) => ok({ ...(await readSiteSettings(await readDb(request))), vip688: app.config.vip688Offer }));

  app.get('/open/common/kf/getKFByUserIdFront', { schema: { response: Answers(KfInfo) } }, async (request) => {
    const s = await readSiteSettings(await readDb(request));
    return ok({ qq: s.qq, weixinQrcode: s.qrWechatService });
  });
};

export default contentRoutes;
