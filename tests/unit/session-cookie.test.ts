// Issue 11, item 6: the token cookie the session writes (src/lib/session.ts persistToken) is
// SameSite=Strict always, and Secure when the page is served over https (not over plain http,
// where a Secure cookie would not be stored). js-cookie is replaced by a recorder; the page's
// window is a stub whose protocol each case sets.
import { beforeAll, describe, expect, it, vi } from 'vitest';

const cookieCalls = vi.hoisted(() => ({ set: [] as { name: string; value: string; options: Record<string, unknown> }[] }));

vi.mock('js-cookie', () => ({
  default: {
    get: () => undefined,
    set: (name: string, value: string, options: Record<string, unknown>) => {
      cookieCalls.set.push({ name, value, options });
    },
    remove: () => undefined,
  },
}));
vi.mock('../../src/lib/toaster.ts', () => ({ showError: () => undefined, showInfo: () => undefined, toaster: {} }));
vi.mock('wouter/use-browser-location', () => ({ navigate: () => undefined }));

const page = { protocol: 'http:' };

beforeAll(() => {
  vi.stubGlobal('window', { location: page, localStorage: { getItem: () => null, setItem: () => undefined } });
});

async function loginOn(protocol: 'http:' | 'https:', token: string, expiresIn?: number) {
  page.protocol = protocol;
  const session = await import('../../src/lib/session.ts');
  session.startSessionActors({ fetchMemberInfo: () => new Promise(() => undefined), revokeToken: async () => undefined, fetchTrialVipDays: async () => 0 });
  if (session.sessionActor.getSnapshot().context.token !== null) {
    session.sessionActor.send({ type: 'UNAUTHORIZED' });
  }
  cookieCalls.set.length = 0;
  session.sessionActor.send({ type: 'LOGIN', token, ...(expiresIn ? { expiresIn } : {}) });
  expect(cookieCalls.set).toHaveLength(1);
  return cookieCalls.set[0]!;
}

describe('the token cookie', () => {
  it('is Secure and SameSite=Strict on https', async () => {
    const cookie = await loginOn('https:', 'tok-https', 7200);
    expect(cookie.name).toBe('token');
    expect(cookie.value).toBe('tok-https');
    expect(cookie.options).toMatchObject({ path: '/', sameSite: 'strict', secure: true });
    expect(cookie.options.expires).toBeCloseTo(7200 / 86400);
  });

  it('is SameSite=Strict but not Secure on plain http (local use)', async () => {
    const cookie = await loginOn('http:', 'tok-http');
    expect(cookie.options).toMatchObject({ path: '/', sameSite: 'strict', secure: false });
    expect(cookie.options).not.toHaveProperty('expires');
  });
});
