// The member's invoice titles (member service /api/memberInvoice/*).
import type { InvoicePayload, InvoiceRow } from '../../machines/invoice-form.ts';
import { get, post } from './client.ts';

export type { InvoicePayload, InvoiceRow };

const BOOK = '/member/api/memberInvoice';

export function listInvoices(): Promise<InvoiceRow[]> {
  return get<InvoiceRow[]>(`${BOOK}/list`);
}

export function getInvoice(id: number): Promise<InvoiceRow> {
  return get<InvoiceRow>(`${BOOK}/get/${id}`);
}

/** save (id null) or update: answers the stored row. */
export function saveInvoice(id: number | null, body: InvoicePayload): Promise<InvoiceRow> {
  return id === null ? post<InvoiceRow>(`${BOOK}/save`, body) : post<InvoiceRow>(`${BOOK}/update`, { id, ...body });
}

export function deleteInvoice(id: number): Promise<null> {
  return post<null>(`${BOOK}/delete/${id}`);
}

export function setDefaultInvoice(id: number): Promise<null> {
  return post<null>(`${BOOK}/setDefaultInvoice/${id}`);
}
