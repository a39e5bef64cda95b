// The real actors of the services machines: the calls of api.ts, and the browser file behind each
// instrument sheet and attachment the booking machine was given.
import { fromPromise } from 'xstate';
import type { CancelServiceBody, InstrumentRow, SaveServiceOrderBody, ServiceOrderQuery } from '../../../domain/services/service-payloads.ts';
import type { ServiceOrderView, UploadedAttachment } from '../../../domain/services/service-views.ts';
import type { Page } from '../../lib/client.ts';
import type { ServiceItemCard } from '../../../domain/services/service-views.ts';
import { serviceBookingMachine, type BookingLoaded, type PickedFile, type PickedSheet } from '../../../machines/services/service-booking.ts';
import { serviceCatalogueMachine, type CatalogueBody } from '../../../machines/services/service-catalogue.ts';
import { serviceOrderListMachine, type ServiceListAnswer } from '../../../machines/services/service-order-list.ts';
import { serviceOrderMachine } from '../../../machines/services/service-order.ts';
import {
  acceptQuote, cancelServe, confirmComplete, payServiceOrder, fetchAddresses, fetchServiceCounts, fetchServiceItem, fetchServiceOrder, listServiceItems, listServiceOrders, readInstruments,
  payServiceOnCredit, saveServiceOrder, uploadAttachment, uploadServiceReceipt,
} from './api.ts';
import type { ReceiptFile } from '../../../machines/shared/receipt-file.ts';

const sheets = new WeakMap<PickedSheet, File>();
const picked = new WeakMap<PickedFile, File>();

export function attachmentOf(file: File): PickedFile {
  const one = { name: file.name, size: file.size };
  picked.set(one, file);
  return one;
}

export function sheetOf(file: File): PickedSheet {
  const picked = { name: file.name, size: file.size };
  sheets.set(picked, file);
  return picked;
}

/** A fresh request key for one booking form (a retried submit of it books once). */
export function newRequestKey(): string {
  return `svc-${crypto.randomUUID().replace(/-/g, '')}`;
}

export const catalogueLogic = serviceCatalogueMachine.provide({
  actors: { load: fromPromise<Page<ServiceItemCard>, CatalogueBody>(({ input }) => listServiceItems(input)) },
});

export const bookingLogic = serviceBookingMachine.provide({
  actors: {
    load: fromPromise<BookingLoaded, { itemId: number; loggedIn: boolean }>(async ({ input }) => {
      const [item, addresses] = await Promise.all([fetchServiceItem(input.itemId), input.loggedIn ? fetchAddresses() : Promise.resolve(null)]);
      return { item, addresses };
    }),
    readSheet: fromPromise<InstrumentRow[], { file: PickedSheet }>(({ input }) => readInstruments(sheets.get(input.file)!)),
    save: fromPromise<{ id: number }, SaveServiceOrderBody>(({ input }) => saveServiceOrder(input)),
    uploadAttachment: fromPromise<UploadedAttachment, { file: PickedFile }>(({ input }) => uploadAttachment(picked.get(input.file)!)),
  },
});

export const serviceOrderListLogic = serviceOrderListMachine.provide({
  actors: {
    load: fromPromise<ServiceListAnswer, ServiceOrderQuery>(async ({ input }) => {
      const [page, counts] = await Promise.all([listServiceOrders(input), fetchServiceCounts()]);
      return { page, counts };
    }),
  },
});

export const serviceOrderLogic = serviceOrderMachine.provide({
  actors: {
    load: fromPromise<ServiceOrderView, { id: number }>(({ input }) => fetchServiceOrder(input.id)),
    accept: fromPromise<ServiceOrderView, { id: number }>(({ input }) => acceptQuote(input.id)),
    pay: fromPromise<{ payUrl: string }, { id: number }>(({ input }) => payServiceOrder(input.id)),
    cancel: fromPromise<ServiceOrderView, CancelServiceBody>(({ input }) => cancelServe(input)),
    complete: fromPromise<ServiceOrderView, { id: number }>(({ input }) => confirmComplete(input.id)),
    // The machine holds the browser's File as a ReceiptFile (name, size, type).
    uploadReceipt: fromPromise<ServiceOrderView, { id: number; file: ReceiptFile }>(({ input }) => uploadServiceReceipt(input.id, input.file as unknown as Blob)),
    payOnCredit: fromPromise<ServiceOrderView, { id: number }>(({ input }) => payServiceOnCredit(input.id)),
  },
  actions: {
    goToPay: (_, params: { payUrl: string }) => {
      window.location.assign(params.payUrl);
    },
  },
});
