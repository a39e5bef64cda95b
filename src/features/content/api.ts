// Content calls of the common service: the help-centre tree, an article (with prev/next,
// related media and vote counts), help search, votes, and the media centre. Votes carry the
// visitor key (x-visitor-key, a random key kept in localStorage) so one visitor has one vote;
// a logged-in member's token is sent by the client as usual and counts instead.
import type { ArticleDetail, FeedbackAnswer, HelpCentreEntry, HelpSearchHit, MediaCard, MediaCategory } from '../../../domain/content/content-answers.ts';
import { VISITOR_KEY_HEADER } from '../../../domain/content/content-payloads.ts';
import { call, get, post, type Page } from '../../lib/client.ts';

const CMS = '/common/open/cms/cmsArticle';
const VISITOR_KEY_STORAGE = 'aibeike.visitorKey';

export type { ArticleDetail, FeedbackAnswer, HelpCentreEntry, HelpSearchHit, MediaCard, MediaCategory };

export function fetchHelpCatalogue(): Promise<HelpCentreEntry[]> {
  return get<HelpCentreEntry[]>(`${CMS}/getHelpCenterList`);
}

export function fetchArticle(id: number): Promise<ArticleDetail> {
  return get<ArticleDetail>(`${CMS}/get/${id}`, undefined, { silent: true });
}

export function searchHelp(keyword: string): Promise<HelpSearchHit[]> {
  return get<HelpSearchHit[]>(`${CMS}/searchHelp`, { keyword });
}

/** This browser's visitor key: made once (random, URL-safe) and kept. */
export function visitorKey(): string {
  let key = window.localStorage.getItem(VISITOR_KEY_STORAGE);
  if (!key || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    window.localStorage.setItem(VISITOR_KEY_STORAGE, key);
  }
  return key;
}

export function voteArticle(articleId: number, helpful: boolean): Promise<FeedbackAnswer> {
  return call<FeedbackAnswer>({ method: 'POST', url: `${CMS}/feedback/${articleId}`, data: { helpful }, headers: { [VISITOR_KEY_HEADER]: visitorKey() } });
}

export function fetchMediaCategories(): Promise<MediaCategory[]> {
  return get<MediaCategory[]>(`${CMS}/mediaCategories`);
}

export function fetchMediaList(current: number, size: number, categoryId: number | null): Promise<Page<MediaCard>> {
  return post<Page<MediaCard>>(`${CMS}/findMediaCenterList`, { current, size, ...(categoryId !== null ? { categoryId } : {}) });
}
