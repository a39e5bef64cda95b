// The one API client (spec 6, 7, 8), on axios: every call goes to /gateway/<service>/...
// - Before a token exists, and always for the token endpoint, the fixed client credential is
//   sent as HTTP Basic; with a token, `Authorization: Bearer <token>` (the request interceptor).
// - Responses are unwrapped to the body `{ success, code, msg, data }`; `success: false` shows
//   `msg` as a toast and rejects (the response interceptor, as every refusal and network failure).
// - A 401 while a token exists (or the staff console's cookie session is open) is handed to the
//   session (which clears it, says 请重新登录 and goes to /login). The console's writes carry its
//   CSRF token in X-CSRF-Token (configureAuth's getCsrfToken).
// axios's XMLHttpRequest adapter sends every call (it reports upload progress, onUploadProgress);
// tests replace the adapter with setAdapter (tests/support/fake-adapter.ts).
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope, Page } from '../../domain/shared/envelope.ts';
import { showError } from './toaster.ts';
import { finishLoading, startLoading } from './loading-store.ts';
import { libText } from './text.ts';

export const API_BASE = '/gateway';
/** A call that has had no answer after this long fails as a network error. */
const TIMEOUT_MS = 20_000;

export type { Page };

/** Per-call options of this client. */
export interface CallOptions {
  /** Do not toast a failure (the caller swallows it, e.g. member info). */
  silent?: boolean;
  /** Send the client credential even if a token exists (the token endpoint). */
  clientAuth?: boolean;
  /** Keep the loading bar still for this call (background refreshes). */
  background?: boolean;
  /** An explicit token (the session passes the one it is about to use). */
  token?: string;
}

/** One call: path under /gateway, query parameters, a body (JSON, FormData or URLSearchParams). */
export interface RequestConfig {
  method: 'GET' | 'POST';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; 20 s unless given. */
  timeout?: number;
  /** 'blob' for binary answers (.xlsx); JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Bytes of the body sent so far (file uploads). */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/**
 * A failed call: the envelope's code and msg (or the HTTP status when there was no body), and
 * the envelope's data when the refusal carried some (e.g. the socialKey of an unbound WeChat).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number | null;
  readonly data: unknown;
  constructor(message: string, code: number, status: number | null, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

// Defined by vite.config.ts from OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET (the defaults here serve
// tools that load this module without Vite's define, such as Vitest).
const CLIENT_ID = import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'aibeike-web';
const CLIENT_SECRET = import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'aibeike-web-secret';

export function basicAuthorization(id: string = CLIENT_ID, secret: string = CLIENT_SECRET): string {
  const bytes = new TextEncoder().encode(`${id}:${secret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

interface AuthHooks {
  getToken: () => string | null;
  onUnauthorized: () => void;
  /**
   * The staff console's session (issue 35): its token is an HttpOnly cookie the browser sends by
   * itself, so the client holds no token; it sends the session's CSRF token on every write and
   * hands a 401 to the session while one is open.
   */
  getCsrfToken?: () => string | null;
  hasSession?: () => boolean;
}

let auth: AuthHooks = { getToken: () => null, onUnauthorized: () => {} };

/** The session wires itself in here (keeps this module free of a session import). */
export function configureAuth(hooks: AuthHooks): void {
  auth = hooks;
}

/** `?a=1&b=x` of the parameters: null and undefined left out, arrays as repeated keys, dates as ISO. */
export function queryOf(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      search.append(key, item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** What a call's options and the session were when it left: read again by the response interceptor. */
interface CallState extends CallOptions {
  sessionOpen: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** This client's per-call options (request interceptor in, response interceptor out). */
    callState?: CallState;
  }
}

/**
 * The body on the wire, with the content type it needs: JSON; form bodies urlencoded; FormData and
 * Blobs as they are (the browser sets the multipart boundary); `false` keeps axios from adding one.
 */
function encodeBody(data: unknown, headers: InternalAxiosRequestConfig['headers']): unknown {
  if (data === undefined || data instanceof FormData || data instanceof Blob) {
    headers.setContentType(false);
    return data;
  }
  if (data instanceof URLSearchParams) {
    headers.setContentType('application/x-www-form-urlencoded;charset=utf-8');
    return data.toString();
  }
  headers.setContentType('application/json');
  return JSON.stringify(data);
}

/** An answer's body: JSON parsed (text when it is not JSON, null when empty), a Blob read when it carries a refusal. */
async function bodyOf(data: unknown): Promise<unknown> {
  const text = data instanceof Blob && data.type.includes('json') ? await data.text() : data;
  if (typeof text !== 'string') return text;
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * axios's XMLHttpRequest adapter, for every call: it reports upload progress (the enquiry
 * spreadsheet's bar). The fetch adapter is never chosen, and the build leaves it out
 * (vite.config.ts, axiosWithoutFetch).
 */
const BROWSER_ADAPTER = 'xhr';

const http = axios.create({
  adapter: BROWSER_ADAPTER,
  baseURL: API_BASE,
  timeout: TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  paramsSerializer: { serialize: (params: Record<string, unknown>) => queryOf(params).slice(1) },
  transformRequest: [(data, headers) => encodeBody(data, headers)],
  // Text as it came: bodyOf parses it (a refusal's text and a success's the same way).
  transformResponse: [(data: unknown) => data],
  responseType: 'json',
  // An answer under 400 resolves; 4xx and 5xx reach the response interceptor's failure side.
  validateStatus: (status) => status < 400,
  // The console's CSRF token is its own header (configureAuth); no XSRF cookie is read.
  withXSRFToken: false,
});

http.interceptors.request.use((config) => {
  const options = config.callState ?? { sessionOpen: false };
  const token = options.token ?? auth.getToken();
  config.headers.set('Authorization', options.clientAuth || !token ? basicAuthorization() : `Bearer ${token}`);
  const csrf = config.method === 'get' ? null : (auth.getCsrfToken?.() ?? null);
  if (csrf) config.headers.set('X-CSRF-Token', csrf);
  config.callState = { ...options, sessionOpen: token !== null || (auth.hasSession?.() ?? false) };
  if (!options.background) startLoading();
  return config;
});

http.interceptors.response.use(
  async (response: AxiosResponse) => {
    const options = response.config.callState!;
    if (!options.background) finishLoading();
    const answer = response.config.responseType === 'blob' ? response.data : await bodyOf(response.data);
    if (isEnvelope(answer) && answer.success === false) {
      const message = answer.msg || libText.errors.unknown;
      if (!options.silent) showError(message);
      throw new ApiError(message, answer.code, response.status, answer.data ?? null);
    }
    response.data = answer;
    return response;
  },
  async (error: unknown) => {
    const config = error instanceof AxiosError ? error.config : undefined;
    const options = config?.callState ?? { sessionOpen: false };
    if (!options.background) finishLoading();
    // No response: never answered (network down, timeout), status null.
    const status = error instanceof AxiosError && error.response ? error.response.status : null;
    const answer = error instanceof AxiosError && error.response ? await bodyOf(error.response.data) : null;
    if (status === 401 && options.sessionOpen && !options.clientAuth) {
      auth.onUnauthorized();
      throw new ApiError(libText.errors.relogin, isEnvelope(answer) ? answer.code : 401, status);
    }
    const message = isEnvelope(answer) && answer.msg ? answer.msg : status === null ? libText.errors.network : libText.errors.unknown;
    if (!options.silent) showError(message);
    throw new ApiError(message, isEnvelope(answer) ? answer.code : (status ?? 0), status, isEnvelope(answer) ? (answer.data ?? null) : null);
  },
);

/** Replaces axios's adapter (tests answer calls without a server; 'xhr' restores the browser's); returns the one it replaced. */
export function setAdapter(next: AxiosAdapter | typeof BROWSER_ADAPTER): AxiosAdapter | typeof BROWSER_ADAPTER {
  const previous = http.defaults.adapter as AxiosAdapter | typeof BROWSER_ADAPTER;
  http.defaults.adapter = next;
  return previous;
}

/** Sends one call and resolves with the raw answer body (the envelope, or a Blob); refusals reject with ApiError. */
export async function request<B>(config: RequestConfig, options: CallOptions = {}): Promise<B> {
  const { onUploadProgress } = config;
  const response = await http.request<B>({
    method: config.method,
    url: config.url,
    params: config.params,
    data: config.data,
    headers: config.headers,
    timeout: config.timeout ?? TIMEOUT_MS,
    responseType: config.responseType ?? 'json',
    onUploadProgress: onUploadProgress && ((e) => onUploadProgress(e.loaded, e.total ?? 0)),
    callState: { ...options, sessionOpen: false },
  });
  return response.data;
}

/** Sends one call and resolves with the envelope's data. */
export async function call<T>(config: RequestConfig, options: CallOptions = {}): Promise<T> {
  const body = await request<Envelope<T>>(config, options);
  return body.data;
}

export function get<T>(url: string, params?: Record<string, unknown>, options?: CallOptions): Promise<T> {
  return call<T>({ method: 'GET', url, params }, options);
}

export function post<T>(url: string, data?: unknown, options?: CallOptions, params?: Record<string, unknown>): Promise<T> {
  return call<T>({ method: 'POST', url, data, params }, options);
}
