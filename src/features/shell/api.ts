// Common service calls: site settings, help-centre list, customer service, and the user
// agreement and privacy policy the account pages link to.
import type { SiteSettings } from '../../../domain/content/site-settings.ts';
import { get } from '../../lib/client.ts';

export type { SiteSettings };

export interface HelpArticle {
  id: number | string;
  title: string;
  label: string;
}

export interface HelpCategory {
  catId: number | string;
  catName: string;
  articles: HelpArticle[];
}

export interface KfInfo {
  qq: string;
  weixinQrcode: string;
}

export function fetchSiteSettings(): Promise<SiteSettings> {
  return get<SiteSettings>('/common/open/common/site/settings', undefined, { background: true });
}

export function fetchHelpCenterList(): Promise<HelpCategory[]> {
  return get<HelpCategory[]>('/common/open/cms/cmsArticle/getHelpCenterList', undefined, { background: true });
}

export function fetchKfInfo(): Promise<KfInfo> {
  return get<KfInfo>('/common/open/common/kf/getKFByUserIdFront', undefined, { background: true, silent: true });
}

/** The user agreement (1) or the privacy policy (2), from the content service. */
export type AgreementKind = 1 | 2;

export interface AgreementArticle {
  id: number | string;
  title: string;
  /** HTML written in our own CMS. */
  content: string;
  publishedAt?: string | null;
}

/** GET /common/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/{kind}/1 (platform 1: web). */
export function fetchAgreement(kind: AgreementKind): Promise<AgreementArticle> {
  return get<AgreementArticle>(`/common/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/${kind}/1`);
}
