// The tests' fake transport for the SPA's API client (src/lib/client.ts): an axios adapter that
// hands each call, as it would leave the browser (method, /gateway path, query parameters,
// headers, encoded body), to the test's `answer` and resolves with the status and body it gives;
// a throwing `answer` is a call that never reached the server. Install it with setAdapter.
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';

/** One call as the client sent it. */
export interface SentRequest {
  method: 'GET' | 'POST';
  /** The path from the site root, without the query. */
  url: string;
  params: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  /** The body on the wire: JSON text, urlencoded text, FormData or a Blob; undefined when none. */
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export function fakeAdapter(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>): AxiosAdapter {
  return async (config) => {
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)]));
    const sent: SentRequest = {
      method: String(config.method).toUpperCase() as SentRequest['method'],
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      params: config.params as Record<string, unknown> | undefined,
      headers,
      body: config.data,
    };
    const { status, body } = await answer(sent);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    // What axios's own adapters do (settle): an answer the client's validateStatus refuses rejects.
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
}
