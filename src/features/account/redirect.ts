// Where a visitor goes after logging in: the page named by ?redirect= when it is a page of this
// site (never another origin, never the account forms themselves), else a fallback. The rule
// itself lives with the route guard, which sends visitors to /login?redirect=….
import { redirectTarget } from '../../../machines/shell/route-guard.ts';

export { redirectTarget };

/** `/setPassword`, keeping where to go afterwards. */
export function setPasswordHref(next: string): string {
  return next === '/' ? '/setPassword' : `/setPassword?redirect=${encodeURIComponent(next)}`;
}
