// Private uploads (receipts, licences, after-sales evidence: /files/uploads/…) are served only to
// their owner and the staff roles whose queue uses them. The console reads them with its session
// cookie (sent by the browser; issue 35) as a Blob and shows them from an object URL, revoked when
// the view goes, so a refusal shows as the view's own notice rather than a broken image. The one
// way the console's pages do it.
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/client.ts';

/** The file at `url` as a Blob, read with the session cookie; a refusal rejects with its status. */
export async function fetchPrivateFile(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: 'same-origin' });
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
