// The API client's wire (src/lib/client.ts): one request out, its status and parsed body back;
// a network failure or a timeout throws. fetch serves every call; a call that wants upload
// progress (a 5 MB enquiry spreadsheet) goes through XMLHttpRequest, the one browser API that
// reports bytes sent.

export interface WireRequest {
  method: 'GET' | 'POST';
  /** The path from the site root, without the query. */
  url: string;
  params?: Record<string, unknown>;
  headers: Record<string, string>;
  body?: BodyInit;
  timeout: number;
  responseType: 'json' | 'blob';
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface WireResponse {
  status: number;
  /** JSON parsed (text when it is not JSON, null when empty), or a Blob for 'blob'. */
  body: unknown;
}

export type Transport = (request: WireRequest) => Promise<WireResponse>;

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

function parseText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function viaFetch(request: WireRequest): Promise<WireResponse> {
  const response = await fetch(request.url + queryOf(request.params), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(request.timeout),
    credentials: 'same-origin',
  });
  const body = request.responseType === 'blob' && response.ok ? await response.blob() : parseText(await response.text());
  return { status: response.status, body };
}

function viaXhr(request: WireRequest): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url + queryOf(request.params));
    xhr.timeout = request.timeout;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => request.onUploadProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, body: parseText(xhr.responseText) });
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

export const browserTransport: Transport = (request) => (request.onUploadProgress && request.responseType === 'json' ? viaXhr(request) : viaFetch(request));
