// Content calls of the catalogue pages: the ad slots (home banners) of the common service.
import { get } from './client.ts';

export interface AdImage {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
}

/** GET /common/open/cms/cmsAd/getAdImages/{code}?displayPosition= (home banners: home_banner, 1). */
export function fetchAdImages(code: string, displayPosition = 1): Promise<AdImage[]> {
  return get<AdImage[]>(`/common/open/cms/cmsAd/getAdImages/${encodeURIComponent(code)}`, { displayPosition }, { background: true });
}
