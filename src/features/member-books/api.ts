// The member's books: the address book (member service /api/memberAddress/*), the invoice titles
// (/api/memberInvoice/*), and places: the GB/T 2260 division lists of the system service (read level
// by level, kept for the session: they do not change) and the common service's reverse geocoder
// behind 定位.
import type { AddressPayload, AddressRow, AreaLists, AreaNode, AreaRequest, PlaceFound, Position } from '../../../machines/member-books/address-form.ts';
import { get, post } from '../../lib/client.ts';
import type { InvoicePayload, InvoiceRow } from '../../../machines/member-books/invoice-form.ts';

export type { AddressPayload, AddressRow };

const ADDRESSES = '/member/api/memberAddress';

export function listAddresses(): Promise<AddressRow[]> {
  return get<AddressRow[]>(`${ADDRESSES}/list`);
}

/** save (id null) or update: answers the stored row. */
export function saveAddress(id: number | null, body: AddressPayload): Promise<AddressRow> {
  return id === null ? post<AddressRow>(`${ADDRESSES}/save`, body) : post<AddressRow>(`${ADDRESSES}/update`, { id, ...body });
}

export function deleteAddress(id: number): Promise<null> {
  return post<null>(`${ADDRESSES}/delete/${id}`);
}

export function setDefaultAddress(id: number): Promise<null> {
  return post<null>(`${ADDRESSES}/setDefaultAddress/${id}`);
}

export type { InvoicePayload, InvoiceRow };

const INVOICES = '/member/api/memberInvoice';

export function listInvoices(): Promise<InvoiceRow[]> {
  return get<InvoiceRow[]>(`${INVOICES}/list`);
}

/** save (id null) or update: answers the stored row. */
export function saveInvoice(id: number | null, body: InvoicePayload): Promise<InvoiceRow> {
  return id === null ? post<InvoiceRow>(`${INVOICES}/save`, body) : post<InvoiceRow>(`${INVOICES}/update`, { id, ...body });
}

export function deleteInvoice(id: number): Promise<null> {
  return post<null>(`${INVOICES}/delete/${id}`);
}

export function setDefaultInvoice(id: number): Promise<null> {
  return post<null>(`${INVOICES}/setDefaultInvoice/${id}`);
}

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
