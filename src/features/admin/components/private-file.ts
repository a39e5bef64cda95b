// Private uploads (receipts, licences, after-sales evidence: /files/uploads/…) are served outside
// the gateway and only with a staff token, so the console cannot link them: it reads them with the
// token as a Blob and shows them from an object URL, revoked when the view goes. The one way the
// console's pages do it.
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/client.ts';
import { staffSessionActor } from '../session.ts';

/** The file at `url` as a Blob, read with the staff token; a refusal rejects with its status. */
export async function fetchPrivateFile(url: string): Promise<Blob> {
  const token = staffSessionActor.getSnapshot().context.token;
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'omit' });
  if (!res.ok) throw new ApiError(res.statusText, res.status, res.status);
  return res.blob();
}

export interface PrivateObjectUrl {
  /** The object URL once read; null while loading or after a failure. */
  src: string | null;
  failed: boolean;
}

/**
 * The file at `url` as an object URL while the view lives. `type` re-types the Blob (a PDF is
 * served as an attachment; a Blob of its own type lets the browser show it inline).
 */
export function usePrivateObjectUrl(url: string | null, type?: string): PrivateObjectUrl {
  const [state, setState] = useState<PrivateObjectUrl>({ src: null, failed: url === null });
  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    let made: string | null = null;
    fetchPrivateFile(url)
      .then((blob) => {
        made = URL.createObjectURL(type ? new Blob([blob], { type }) : blob);
        if (live) setState({ src: made, failed: false });
        else URL.revokeObjectURL(made);
      })
      .catch(() => {
        if (live) setState({ src: null, failed: true });
      });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, type]);
  return state;
}
