// Where a visitor goes after logging in: the page named by ?redirect= when it is a page of this
// site (never another origin, never the account forms themselves), else a fallback.

/** Pages a visitor may be sent back to after logging in: in-app paths, never the account forms. */
const NOT_A_TARGET = /^\/(login|registered|retrieve)(\/|\?|$)/;

/** The `redirect` query parameter if it names a page of this site, else `fallback`. */
export function redirectTarget(search: string, fallback = '/'): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || NOT_A_TARGET.test(raw)) return fallback;
  return raw;
}

/** `/setPassword`, keeping where to go afterwards. */
export function setPasswordHref(next: string): string {
  return next === '/' ? '/setPassword' : `/setPassword?redirect=${encodeURIComponent(next)}`;
}
