// The one axios client (spec 6, 7, 8): every call goes to /gateway/<service>/...
// - Before a token exists, and always for the token endpoint, the fixed client credential is
//   sent as HTTP Basic; with a token, `Authorization: Bearer <token>`.
// - Responses are unwrapped to the body `{ success, code, msg, data }`; `success: false` shows
//   `msg` as a toast and rejects.
// - A 401 while a token exists is handed to the session (which clears it, says 请重新登录 and
//   goes to /login).
import axios from 'axios';
import type { Envelope, Page } from '../../domain/shared/envelope.ts';
import type { AxiosError, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { showError } from './toaster.ts';
import { finishLoading, startLoading } from './loading-store.ts';
import { libText } from './text.ts';

export const API_BASE = '/gateway';

export type { Envelope, Page };

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

declare module 'axios' {
  interface AxiosRequestConfig {
    aibeike?: CallOptions;
  }
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
}

let auth: AuthHooks = { getToken: () => null, onUnauthorized: () => {} };

/** The session wires itself in here (keeps this module free of a session import). */
export function configureAuth(hooks: AuthHooks): void {
  auth = hooks;
}

export const http = axios.create({
  baseURL: API_BASE,
  timeout: 20000,
  headers: { Accept: 'application/json' },
});

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const options = config.aibeike ?? {};
  const token = options.token ?? auth.getToken();
  config.headers.set(
    'Authorization',
    options.clientAuth || !token ? basicAuthorization() : `Bearer ${token}`,
  );
  if (!options.background) startLoading();
  return config;
});

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

function settle(config: AxiosRequestConfig | undefined): void {
  if (!config?.aibeike?.background) finishLoading();
}

http.interceptors.response.use(
  (response) => {
    settle(response.config);
    const body: unknown = response.data;
    if (isEnvelope(body) && body.success === false) {
      const message = body.msg || libText.errors.unknown;
      if (!response.config.aibeike?.silent) showError(message);
      return Promise.reject(new ApiError(message, body.code, response.status, body.data ?? null));
    }
    // Unwrapped: callers receive the envelope, not axios's response object.
    return body as never;
  },
  (error: AxiosError) => {
    settle(error.config);
    const status = error.response?.status ?? null;
    const body: unknown = error.response?.data;
    const options = error.config?.aibeike ?? {};
    const sentToken = options.token ?? auth.getToken();
    if (status === 401 && sentToken && !options.clientAuth) {
      auth.onUnauthorized();
      const code = isEnvelope(body) ? body.code : 401;
      return Promise.reject(new ApiError(libText.errors.relogin, code, status));
    }
    const message = isEnvelope(body) && body.msg ? body.msg : status === null ? libText.errors.network : libText.errors.unknown;
    if (!options.silent) showError(message);
    return Promise.reject(
      new ApiError(message, isEnvelope(body) ? body.code : (status ?? 0), status, isEnvelope(body) ? (body.data ?? null) : null),
    );
  },
);

/** Sends one call and resolves with the envelope's data. */
export async function call<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<T> {
  const body = await http.request<Envelope<T>, Envelope<T>>({ ...config, aibeike: options });
  return body.data;
}

export function get<T>(url: string, params?: Record<string, unknown>, options?: CallOptions): Promise<T> {
  return call<T>({ method: 'GET', url, params }, options);
}

export function post<T>(url: string, data?: unknown, options?: CallOptions, params?: Record<string, unknown>): Promise<T> {
  return call<T>({ method: 'POST', url, data, params }, options);
}
