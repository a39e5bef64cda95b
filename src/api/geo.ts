// Places: the GB/T 2260 division lists of the system service (read level by level, kept for the
// session: they do not change) and the common service's reverse geocoder behind 定位.
import type { AreaLists, AreaNode, AreaRequest, PlaceFound, Position } from '../../machines/address-form.ts';
import { get } from './client.ts';

export type { AreaNode, PlaceFound, Position };

const lists = new Map<string, Promise<AreaNode[]>>();

/** GET /system/api/sys/area/subList (provinces) or subList/{id} (a division's children). */
export function fetchAreas(parentId: string | null): Promise<AreaNode[]> {
  const key = parentId ?? '';
  let list = lists.get(key);
  if (!list) {
    list = get<AreaNode[]>(parentId ? `/system/api/sys/area/subList/${parentId}` : '/system/api/sys/area/subList', undefined, { background: true });
    // A failed read is asked again next time.
    list.catch(() => lists.delete(key));
    lists.set(key, list);
  }
  return list;
}

/** The lists the cascader needs for the chosen province and city. */
export async function fetchAreaLists(request: AreaRequest): Promise<AreaLists> {
  const [provinces, cities, districts] = await Promise.all([
    fetchAreas(null),
    request.provinceCode ? fetchAreas(request.provinceCode) : Promise.resolve([]),
    request.cityCode ? fetchAreas(request.cityCode) : Promise.resolve([]),
  ]);
  return { provinces, cities, districts };
}

/** GET /common/open/common/map/getAddressByLngLat?lat&lng. */
export function reverseGeocode(position: Position): Promise<PlaceFound> {
  return get<PlaceFound>('/common/open/common/map/getAddressByLngLat', { lat: position.lat, lng: position.lng });
}

/** The device's position (navigator.geolocation); rejects with the browser's error (code 1-3). */
export function currentPosition(geolocation: Geolocation): Promise<Position> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (found) => resolve({ lat: found.coords.latitude, lng: found.coords.longitude }),
      (error) => reject({ code: error.code, message: error.message }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
