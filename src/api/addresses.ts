// The member's address book (member service /api/memberAddress/*).
import type { AddressPayload, AddressRow } from '../../machines/address-form.ts';
import { get, post } from './client.ts';

export type { AddressPayload, AddressRow };

const BOOK = '/member/api/memberAddress';

export function listAddresses(): Promise<AddressRow[]> {
  return get<AddressRow[]>(`${BOOK}/list`);
}

/** The addresses an invoice can be mailed to (the same book, default first). */
export function listInvoiceAddresses(): Promise<AddressRow[]> {
  return get<AddressRow[]>(`${BOOK}/invoiceList`);
}

export function getAddress(id: number): Promise<AddressRow> {
  return get<AddressRow>(`${BOOK}/get/${id}`);
}

/** save (id null) or update: answers the stored row. */
export function saveAddress(id: number | null, body: AddressPayload): Promise<AddressRow> {
  return id === null ? post<AddressRow>(`${BOOK}/save`, body) : post<AddressRow>(`${BOOK}/update`, { id, ...body });
}

export function deleteAddress(id: number): Promise<null> {
  return post<null>(`${BOOK}/delete/${id}`);
}

export function setDefaultAddress(id: number): Promise<null> {
  return post<null>(`${BOOK}/setDefaultAddress/${id}`);
}
