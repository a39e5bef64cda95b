// Binary answers (.xlsx reports and templates): fetched with the member's token as a Blob, a
// refusal (its JSON envelope, parsed by the transport) turned into an ApiError with the server's sentence,
// and saved under a file name as the browser's download.
import { ApiError, request } from './client.ts';
import { libText } from './text.ts';

export async function fetchFile(method: 'GET' | 'POST', url: string, data?: unknown, params?: Record<string, unknown>): Promise<Blob> {
  try {
    return await request<Blob>({ method, url, data, params, responseType: 'blob' }, { silent: true });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    const message = error instanceof ApiError && error.status !== null && error.message ? error.message : libText.errors.download;
    throw new ApiError(message, status ?? 0, status);
  }
}

/** Saves a Blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
