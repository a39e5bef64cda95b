// Service and testing calls (common service, spec 7; docs/api/services.md): the catalogue (under
// /open/: visitors browse it), the member's address book (the booking's site address), the
// instrument sheet reader, the booking, the member's orders with the counts of the tabs, one
// order, and the member's steps on it (cancelServe, acceptQuote, pay, confirmComplete), and the
// booking's attachments (uploadAttachment), the transfer receipt (uploadPayReceipt) and credit terms (payOnCredit).
import type { AddressRow } from '../../../domain/member-books/book-rows.ts';
import type { CancelServiceBody, InstrumentRow, SaveServiceOrderBody, ServiceOrderQuery } from '../../../domain/services/service-payloads.ts';
import type { ServiceItemCard, ServiceItemView, ServiceOrderRow, ServiceOrderView, ServicePayStart, ServiceStatusCounts, UploadedAttachment } from '../../../domain/services/service-views.ts';
import type { CatalogueBody } from '../../../machines/services/service-catalogue.ts';
import { get, post, type Page } from '../../lib/client.ts';

const OPEN = '/common/open/common';
const API = '/common/api/common';

export const listServiceItems = (body: CatalogueBody) => post<Page<ServiceItemCard>>(`${OPEN}/serviceItem/list`, body);
/** Silent: a missing item is shown by the page (404), not toasted. */
export const fetchServiceItem = (id: number) => get<ServiceItemView>(`${OPEN}/serviceItem/get/${id}`, undefined, { silent: true });

export const fetchAddresses = () => get<AddressRow[]>('/member/api/memberAddress/list');

/** POST serviceOrder/readInstruments (multipart: file): the rows of an instrument sheet. */
export async function readInstruments(file: Blob): Promise<InstrumentRow[]> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'instruments.xlsx');
  const answer = await post<{ rows: InstrumentRow[] }>(`${API}/serviceOrder/readInstruments`, body, { silent: true });
  return answer.rows;
}

/** Silent: the form shows the refusal beside the submit button. */
export const saveServiceOrder = (body: SaveServiceOrderBody) => post<{ id: number }>(`${API}/serviceOrder/save`, body, { silent: true });

export const listServiceOrders = (body: ServiceOrderQuery) => post<Page<ServiceOrderRow>>(`${API}/serviceOrder/list`, body);
export const fetchServiceCounts = () => get<ServiceStatusCounts>(`${API}/serviceOrder/findDiffStatusNumber`);
export const fetchServiceOrder = (id: number) => get<ServiceOrderView>(`${API}/serviceOrder/get/${id}`, undefined, { silent: true });

export const cancelServe = (body: CancelServiceBody) => post<ServiceOrderView>(`${API}/serviceOrder/cancelServe`, body, { silent: true });
export const acceptQuote = (id: number) => post<ServiceOrderView>(`${API}/serviceOrder/acceptQuote`, { id }, { silent: true });
export const confirmComplete = (id: number) => post<ServiceOrderView>(`${API}/serviceOrder/confirmComplete`, { id }, { silent: true });
/** Silent: the page shows the refusal beside the order. */
export const payServiceOrder = (id: number) => post<ServicePayStart>(`${API}/serviceOrder/pay`, { id }, { silent: true });

/** POST serviceOrder/uploadPayReceipt (multipart: id, file): a bank-transfer receipt; answers the order. Silent: the page shows a refusal. */
export function uploadServiceReceipt(id: number, file: Blob): Promise<ServiceOrderView> {
  const body = new FormData();
  body.append('id', String(id));
  body.append('file', file, file instanceof File ? file.name : 'receipt');
  return post<ServiceOrderView>(`${API}/serviceOrder/uploadPayReceipt`, body, { silent: true });
}

/** POST serviceOrder/payOnCredit: the accepted quote on the member's credit terms (账期). */
export const payServiceOnCredit = (id: number) => post<ServiceOrderView>(`${API}/serviceOrder/payOnCredit`, { id }, { silent: true });

/** POST serviceOrder/uploadAttachment (multipart: file): one attachment of the booking form. */
export function uploadAttachment(file: Blob): Promise<UploadedAttachment> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'attachment');
  return post<UploadedAttachment>(`${API}/serviceOrder/uploadAttachment`, body, { silent: true });
}
