// Reading one cookie from a request's Cookie header: the member's `token` cookie (file
// downloads), the staff console's session cookie (staff-cookie.ts) and the login policy's device
// cookie (modules/account/login-trust.ts) all go through here.

/** The value of the first cookie called `name` in a Cookie header, as sent (trimmed), or null. */
export function rawCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    return part.slice(eq + 1).trim();
  }
  return null;
}

/** An access token's shape: the value of a token cookie that does not match is ignored. */
const ACCESS_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The access token kept in cookie `name` (URI-decoded), or null when absent, badly encoded or malformed. */
export function accessTokenCookie(header: string | undefined, name: string): string | null {
  const raw = rawCookie(header, name);
  if (raw === null) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return ACCESS_TOKEN.test(value) ? value : null;
}
