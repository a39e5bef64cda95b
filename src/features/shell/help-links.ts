// Links into the help centre: /helpCenter?type=<article label>&value=<article id> (spec 2.1, 2.4).
import type { HelpArticle, HelpCategory } from './api.ts';

export function helpHref(article: Pick<HelpArticle, 'id' | 'label'>): string {
  const query = new URLSearchParams({ type: article.label, value: String(article.id) });
  return `/helpCenter?${query.toString()}`;
}

/** The first article whose title contains `keyword`, searching every category. */
export function findHelpArticle(list: readonly HelpCategory[] | undefined, keyword: string): HelpArticle | undefined {
  for (const category of list ?? []) {
    const found = category.articles.find((article) => article.title.includes(keyword));
    if (found) return found;
  }
  return undefined;
}
