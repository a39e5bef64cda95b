// The one API client (src/lib/client.ts, on axios; its adapter replaced here by tests/support/fake-adapter.ts): Basic before a token and for the token endpoint,
// Bearer after; unwraps the envelope; success:false toasts msg and rejects; 401 with a token goes
// to the session; the loading bar counts calls.
import { fakeAdapter, type SentRequest } from '../../support/fake-adapter.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('../../../src/lib/toaster.ts', () => ({
  showError: (message: string) => toasts.push(message),
  showInfo: (message: string) => toasts.push(message),
}));

const { setAdapter, configureAuth, call, get, post, request, basicAuthorization, ApiError, queryOf } = await import('../../../src/lib/client.ts');
const { requestPasswordToken } = await import('../../../src/features/account/api.ts');
const { fetchMemberInfo } = await import('../../../src/features/account/api.ts');
const { HEADER_ZONES_REQUEST, fetchHeaderZones } = await import('../../../src/features/catalogue/api.ts');

interface Sent {
  url: string;
  method: string;
  authorization: string;
  params: unknown;
  data: unknown;
}

let sent: Sent[] = [];
let reply: (request: SentRequest) => { status: number; data: unknown };

beforeEach(() => {
  sent = [];
  toasts.length = 0;
  setAdapter(fakeAdapter((request) => {
    sent.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.Authorization ?? '',
      params: request.params,
      data: request.body,
    });
    const { status, data } = reply(request);
    return { status, body: data };
  }));
});

afterEach(() => {
  configureAuth({ getToken: () => null, onUnauthorized: () => {} });
});

const envelope = (data: unknown, success = true, msg = '操作成功', code = 200) => ({ success, code, msg, data });

describe('api client', () => {
  it('sends the client credential as Basic before a token exists, and Bearer after', async () => {
    reply = () => ({ status: 200, data: envelope([]) });
    await get('/common/open/cms/cmsArticle/getHelpCenterList');
    expect(sent[0]!.url).toBe('/gateway/common/open/cms/cmsArticle/getHelpCenterList');
    expect(sent[0]!.authorization).toBe(`Basic ${Buffer.from('aibeike-web:aibeike-web-secret').toString('base64')}`);
    expect(basicAuthorization('a', 'b')).toBe(`Basic ${Buffer.from('a:b').toString('base64')}`);

    configureAuth({ getToken: () => 'tok-1', onUnauthorized: () => {} });
    await get('/common/open/cms/cmsArticle/getHelpCenterList');
    expect(sent[1]!.authorization).toBe('Bearer tok-1');
  });

  it('always sends Basic to the token endpoint, credentials as query parameters', async () => {
    configureAuth({ getToken: () => 'tok-1', onUnauthorized: () => {} });
    reply = () => ({ status: 200, data: envelope({ access_token: 'new', token_type: 'bearer', expires_in: 60 }) });
    const grant = await requestPasswordToken({ username: '13800000001', password: 'Demo2026' });
    expect(grant.access_token).toBe('new');
    expect(sent[0]).toMatchObject({
      url: '/gateway/system/oauth/token',
      method: 'POST',
      params: { username: '13800000001', password: 'Demo2026', grant_type: 'password', user_type: 0, auth_type: 'password' },
    });
    expect(sent[0]!.authorization.startsWith('Basic ')).toBe(true);
  });

  it('unwraps the envelope to its data', async () => {
    reply = () => ({ status: 200, data: envelope({ records: [{ id: 1, name: '轴承专区', scopeId: 1 }], total: 1, size: 20, current: 1, pages: 1 }) });
    const page = await fetchHeaderZones();
    expect(page.records[0]!.name).toBe('轴承专区');
    expect(JSON.parse(String(sent[0]!.data))).toEqual(HEADER_ZONES_REQUEST);
    expect(HEADER_ZONES_REQUEST).toEqual({ current: 1, size: 20, type: 2 });
  });

  it('success:false shows msg as a toast and rejects', async () => {
    reply = () => ({ status: 200, data: envelope(null, false, '库存不足', 500) });
    await expect(post('/goods/api/cart/save', { goodsId: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['库存不足']);
  });

  it('an HTTP error with the envelope shows its msg (wrong password)', async () => {
    reply = () => ({ status: 400, data: envelope(null, false, '用户名或密码错误', 400) });
    await expect(requestPasswordToken({ username: 'a', password: 'b' })).rejects.toMatchObject({ message: '用户名或密码错误' });
    expect(toasts).toEqual(['用户名或密码错误']);
  });

  it('a 401 while a token exists goes to the session, without the msg toast', async () => {
    const onUnauthorized = vi.fn();
    configureAuth({ getToken: () => 'dead', onUnauthorized });
    reply = () => ({ status: 401, data: envelope(null, false, '登录已过期', 401) });
    await expect(get('/order/api/ord/sale/list')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it('a 401 without a token is an ordinary failure', async () => {
    const onUnauthorized = vi.fn();
    configureAuth({ getToken: () => null, onUnauthorized });
    reply = () => ({ status: 401, data: envelope(null, false, '请先登录', 401) });
    await expect(get('/order/api/ord/sale/list')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(toasts).toEqual(['请先登录']);
  });

  it('the staff console\'s cookie session: no token, the CSRF token on writes only, a 401 while open goes to the session (issue 35)', async () => {
    const onUnauthorized = vi.fn();
    let open = true;
    const csrfOf = (r: SentRequest) => r.headers['X-CSRF-Token'];
    const csrfs: (string | undefined)[] = [];
    configureAuth({ getToken: () => null, getCsrfToken: () => 'csrf-1', hasSession: () => open, onUnauthorized });
    reply = (r) => {
      csrfs.push(csrfOf(r));
      return { status: 200, data: envelope(null) };
    };
    await get('/system/api/staff/me');
    await post('/order/api/staff/order/ship', { orderId: 1 });
    expect(csrfs).toEqual([undefined, 'csrf-1']);
    // The cookie does the signing: the client sends no Bearer of its own.
    expect(sent.every((s) => s.authorization.startsWith('Basic '))).toBe(true);
    reply = () => ({ status: 401, data: envelope(null, false, '登录已过期', 401) });
    await expect(post('/order/api/staff/order/ship', { orderId: 1 })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // Not signed in yet (the first /me check): a 401 is the check's answer, not an expiry.
    open = false;
    await expect(get('/system/api/staff/me', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('member info is silent: its failure shows nothing (the session swallows it)', async () => {
    reply = () => ({ status: 500, data: envelope(null, false, '服务器错误', 500) });
    await expect(fetchMemberInfo('tok')).rejects.toBeInstanceOf(ApiError);
    expect(sent[0]!.authorization).toBe('Bearer tok');
    expect(toasts).toEqual([]);
  });

  it('a call that never reaches the server (network down, timeout) says so in Chinese, with no status', async () => {
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(get('/goods/open/goods/list')).rejects.toMatchObject({ status: null, message: '网络异常，请稍后重试' });
    expect(toasts).toEqual(['网络异常，请稍后重试']);
  });

  it('sends JSON bodies as application/json and form bodies as urlencoded, FormData with its own boundary', async () => {
    const headers: Record<string, string>[] = [];
    const previous = setAdapter(fakeAdapter((request) => {
      headers.push(request.headers);
      return { status: 200, body: envelope(null) };
    }));
    await post('/a', { x: 1 });
    await post('/b', new URLSearchParams({ code: '1' }));
    await post('/c', new FormData());
    setAdapter(previous);
    expect(headers.map((h) => h['Content-Type'] ?? null)).toEqual(['application/json', 'application/x-www-form-urlencoded;charset=utf-8', null]);
  });

  it('hands upload progress to the caller as bytes sent and total (axios onUploadProgress)', async () => {
    const heard: [number, number][] = [];
    const previous = setAdapter(async (config) => {
      config.onUploadProgress?.({ loaded: 512, total: 2048, bytes: 512, lengthComputable: true, upload: true });
      config.onUploadProgress?.({ loaded: 2048, total: undefined, bytes: 1536, lengthComputable: false, upload: true });
      return { data: envelope({ id: 7 }), status: 200, statusText: 'OK', headers: {}, config };
    });
    const answer = await call<{ id: number }>({ method: 'POST', url: '/x/import', data: new FormData(), onUploadProgress: (loaded, total) => heard.push([loaded, total]) });
    setAdapter(previous);
    expect(answer).toEqual({ id: 7 });
    expect(heard).toEqual([[512, 2048], [2048, 0]]);
  });

  it('a file download: the Blob on success, the refusal envelope read from the Blob on failure', async () => {
    const file = new Blob(['xlsx'], { type: 'application/octet-stream' });
    reply = () => ({ status: 200, data: file });
    await expect(request({ method: 'GET', url: '/f', responseType: 'blob' }, { silent: true })).resolves.toBe(file);
    reply = () => ({ status: 403, data: new Blob([JSON.stringify(envelope(null, false, '无权下载', 403))], { type: 'application/json' }) });
    await expect(request({ method: 'GET', url: '/f', responseType: 'blob' }, { silent: true })).rejects.toMatchObject({ message: '无权下载', code: 403, status: 403 });
    expect(toasts).toEqual([]);
  });

  it('writes the query: null and undefined left out, arrays as repeated keys, dates as ISO', () => {
    expect(queryOf({ a: 1, b: 'x y', c: null, d: undefined, e: [2, 3], f: new Date(Date.UTC(2026, 0, 2)) })).toBe('?a=1&b=x+y&e=2&e=3&f=2026-01-02T00%3A00%3A00.000Z');
    expect(queryOf({})).toBe('');
    expect(queryOf(undefined)).toBe('');
  });
});
