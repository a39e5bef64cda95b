// Binary answers (.xlsx reports and templates): fetched with the member's token as a Blob, a
// refusal (a JSON envelope inside the Blob) turned into an ApiError with the server's sentence,
// and saved under a file name as the browser's download.
import { ApiError, http } from './client.ts';
import { libText } from './text.ts';

export async function fetchFile(method: 'GET' | 'POST', url: string, data?: unknown, params?: Record<string, unknown>): Promise<Blob> {
  try {
    return await http.request<Blob, Blob>({ method, url, data, params, responseType: 'blob', aibeike: { silent: true } });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    const body = (error as { response?: { data?: unknown } }).response?.data;
    let message: string = libText.errors.download;
    if (error instanceof ApiError && error.message) message = error.message;
    if (body instanceof Blob) {
      try {
        const parsed = JSON.parse(await body.text()) as { msg?: string };
        if (parsed.msg) message = parsed.msg;
      } catch {
        // Not an envelope: the generic sentence stays.
      }
    }
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
