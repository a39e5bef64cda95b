// Links of the model-conversion pages.
export const TRANSITION_SEARCH_PATH = '/modelTransition/search';

export function transitionSearchHref(keyword: string, page = 1): string {
  const q = new URLSearchParams();
  if (keyword.trim()) q.set('keyword', keyword.trim());
  if (page > 1) q.set('page', String(page));
  const text = q.toString();
  return text ? `${TRANSITION_SEARCH_PATH}?${text}` : TRANSITION_SEARCH_PATH;
}

export function transitionDetailsHref(groupId: number): string {
  return `/modelTransition/details?id=${groupId}`;
}
