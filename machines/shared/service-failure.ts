// A refused call as the machines see it: the message, the envelope's code, the HTTP status and
// the refusal's data, read from whatever the actor rejected with (the API client's ApiError has
// these fields). Shared by the machines of every feature.
/** A refused call as the machines see it (the API client's ApiError has these fields). */
export interface ServiceFailure {
  message: string;
  /** The envelope's code (e.g. 1010 for an unbound WeChat), or the HTTP status. */
  code: number | null;
  status: number | null;
  /** The envelope's data of the refusal, when it carried any. */
  data: unknown;
}

export function failureOf(error: unknown): ServiceFailure {
  if (typeof error === 'object' && error !== null) {
    const e = error as { message?: unknown; code?: unknown; status?: unknown; data?: unknown };
    return {
      message: typeof e.message === 'string' ? e.message : '',
      code: typeof e.code === 'number' ? e.code : null,
      status: typeof e.status === 'number' ? e.status : null,
      data: e.data ?? null,
    };
  }
  return { message: typeof error === 'string' ? error : '', code: null, status: null, data: null };
}
