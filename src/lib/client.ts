// The one API client (spec 6, 7, 8), on the browser's fetch: every call goes to /gateway/<service>/...
// - Before a token exists, and always for the token endpoint, the fixed client credential is
//   sent as HTTP Basic; with a token, `Authorization: Bearer <token>`.
// - Responses are unwrapped to the body `{ success, code, msg, data }`; `success: false` shows
//   `msg` as a toast and rejects.
// - A 401 while a token exists (or the staff console's cookie session is open) is handed to the
//   session (which clears it, says 请重新登录 and goes to /login). The console's writes carry its
//   CSRF token in X-CSRF-Token (configureAuth's getCsrfToken).
// The wire itself is one function (transport.ts: fetch, or XMLHttpRequest when the caller wants
// upload progress), which tests replace with setTransport.
import type { Envelope, Page } from '../../domain/shared/envelope.ts';
import { showError } from './toaster.ts';
import { finishLoading, startLoading } from './loading-store.ts';
import { libText } from './text.ts';
import { browserTransport, type Transport, type WireRequest } from './transport.ts';

export const API_BASE = '/gateway';
/** A call that has had no answer after this long fails as a network error. */
const TIMEOUT_MS = 20_000;

export type { Envelope, Page };
export type { Transport, WireRequest };

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

let transport: Transport = browserTransport;

/** Replaces the wire (tests answer calls without a server); returns the one it replaced. */
export function setTransport(next: Transport): Transport {
  const previous = transport;
  transport = next;
  return previous;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** The body on the wire and the content type it needs (FormData sets its own boundary). */
function encodeBody(data: unknown): { body: BodyInit | undefined; contentType: string | null } {
  if (data === undefined) return { body: undefined, contentType: null };
  if (data instanceof FormData || data instanceof Blob) return { body: data, contentType: null };
  if (data instanceof URLSearchParams) return { body: data.toString(), contentType: 'application/x-www-form-urlencoded;charset=utf-8' };
  return { body: JSON.stringify(data), contentType: 'application/json' };
}

/** Sends one call and resolves with the raw answer body (the envelope, or a Blob); refusals reject with ApiError. */
export async function request<B>(config: RequestConfig, options: CallOptions = {}): Promise<B> {
  const token = options.token ?? auth.getToken();
  const { body, contentType } = encodeBody(config.data);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(contentType ? { 'Content-Type': contentType } : {}),
    ...config.headers,
    Authorization: options.clientAuth || !token ? basicAuthorization() : `Bearer ${token}`,
  };
  const csrf = config.method === 'GET' ? null : (auth.getCsrfToken?.() ?? null);
  if (csrf) headers['X-CSRF-Token'] = csrf;
  const sessionOpen = token !== null || (auth.hasSession?.() ?? false);
  const wire: WireRequest = {
    method: config.method,
    url: `${API_BASE}${config.url}`,
    params: config.params,
    headers,
    body,
    timeout: config.timeout ?? TIMEOUT_MS,
    responseType: config.responseType ?? 'json',
    onUploadProgress: config.onUploadProgress,
  };
  if (!options.background) startLoading();
  let status: number | null = null;
  let answer: unknown = null;
  try {
    ({ status, body: answer } = await transport(wire));
  } catch {
    // Never answered (network down, timeout): status stays null.
  } finally {
    if (!options.background) finishLoading();
  }
  if (status !== null && status < 400) {
    if (isEnvelope(answer) && answer.success === false) {
      const message = answer.msg || libText.errors.unknown;
      if (!options.silent) showError(message);
      throw new ApiError(message, answer.code, status, answer.data ?? null);
    }
    return answer as B;
  }
  if (status === 401 && sessionOpen && !options.clientAuth) {
    auth.onUnauthorized();
    throw new ApiError(libText.errors.relogin, isEnvelope(answer) ? answer.code : 401, status);
  }
  const message = isEnvelope(answer) && answer.msg ? answer.msg : status === null ? libText.errors.network : libText.errors.unknown;
  if (!options.silent) showError(message);
  throw new ApiError(message, isEnvelope(answer) ? answer.code : (status ?? 0), status, isEnvelope(answer) ? (answer.data ?? null) : null);
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
