// The 服务订单 queue's calls (issue 22): the staff API `npm run services` shares
// (/common/api/staff/common/serviceOrder/*: queue, get, quote, confirm, schedule, start, deliver,
// cancel; paths.ts) and the download of a certificate or attachment with the staff token.
import type { ServiceOrderView } from '../../../../domain/services/service-views.ts';
import type { ServiceQueuePage, ServiceQueueQuery } from '../../../../domain/services/staff-service-queue-payloads.ts';
import type { LoadedOrder } from '../../../../machines/staff/staff-service-actions.ts';
import type { StepRequest } from '../../../../machines/staff/staff-service-rules.ts';
import { get, post } from '../../../lib/client.ts';
import { fetchFile, saveBlob } from '../../../lib/file-download.ts';
import { SERVICE_CONSOLE_PATHS } from './paths.ts';

export const fetchServiceQueue = (query: ServiceQueueQuery) => post<ServiceQueuePage>(SERVICE_CONSOLE_PATHS.queue, query);

/** Silent: a missing order is shown by the page. */
export const fetchStaffServiceOrder = (id: number) => get<ServiceOrderView>(SERVICE_CONSOLE_PATHS.get.replace(':id', String(id)), undefined, { silent: true });

/** The order and its member (the queue's row of its service number). */
export async function fetchOrderWithMember(id: number): Promise<LoadedOrder> {
  const order = await fetchStaffServiceOrder(id);
  const rows = await post<ServiceQueuePage>(SERVICE_CONSOLE_PATHS.queue, { current: 1, size: 1, serviceNo: order.serviceNo }, { silent: true }).catch(() => null);
  const row = rows?.records.find((r) => r.id === order.id);
  return { order, member: row ? { id: row.memberId, mobile: row.memberMobile } : null };
}

/** One staff step; silent: the form shows the refusal. Deliver is a multipart form (id, note, certificate files). */
export function runServiceStep(request: StepRequest): Promise<ServiceOrderView> {
  if (request.step === 'deliver') {
    const form = new FormData();
    form.append('id', String(request.id));
    if (request.note) form.append('note', request.note);
    for (const file of request.files) form.append('certificate', file as unknown as Blob, file.name);
    return post<ServiceOrderView>(SERVICE_CONSOLE_PATHS.deliver, form, { silent: true });
  }
  return post<ServiceOrderView>(SERVICE_CONSOLE_PATHS[request.step], request.body, { silent: true });
}

/** A file of the order read with the staff token (a plain link would carry none), saved as a download. */
export async function downloadServiceFile(url: string, fileName: string): Promise<void> {
  saveBlob(await fetchFile('GET', url.replace(/^\/gateway/, '')), fileName);
}
