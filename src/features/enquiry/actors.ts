// The real actors of the enquiry machines: the calls of api.ts, and the browser files the upload
// page picked or dropped (kept here by the PickedSheet the machine holds).
import { fromPromise } from 'xstate';
import type { MyEnquiryQuery } from '../../../domain/enquiry/enquiry-payloads.ts';
import type { EnquiryReport, ImportAnswer, SaveCartAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import { enquiryListMachine, type EnquiryListAnswer } from '../../../machines/enquiry/enquiry-list.ts';
import { fetchScopeFilters } from '../company-scope/public.ts';
import { enquiryReportMachine, type SaveCartInput, type SaveChoicesInput } from '../../../machines/enquiry/enquiry-report.ts';
import type { SheetPreview } from '../../../domain/enquiry/sheet-mapping.ts';
import { enquiryUploadMachine, type ImportInput, type PreviewInput } from '../../../machines/enquiry/enquiry-upload.ts';
import type { PickedSheet } from '../../../machines/enquiry/paste-rows.ts';
import { enquiryText } from './text.ts';
import { againEnquiry, deleteEnquiry, downloadReport, fetchMyEnquiries, fetchReport, importFile, importRows, previewSheet, requestQuote, saveChoices, saveEnquiryCart } from './api.ts';

/** The browser File behind each PickedSheet the machine was given. */
const files = new WeakMap<PickedSheet, File>();

export function pickedOf(file: File): PickedSheet {
  const picked = { name: file.name, size: file.size };
  files.set(picked, file);
  return picked;
}

export const enquiryUploadLogic = enquiryUploadMachine.provide({
  actors: {
    previewSheet: fromPromise<SheetPreview, PreviewInput>(({ input }) => {
      const file = files.get(input.file);
      if (!file) return Promise.reject(new Error(enquiryText.errors.fileLost));
      return previewSheet(file, file.name);
    }),
    importSheet: fromPromise<ImportAnswer, ImportInput>(({ input }) => {
      if (input.source.kind === 'paste') return importRows(input.source.rows);
      const file = files.get(input.source.file);
      if (!file) return Promise.reject(new Error(enquiryText.errors.fileLost));
      return importFile(file, file.name, input.mapping, input.onProgress);
    }),
  },
});

export const enquiryReportLogic = enquiryReportMachine.provide({
  actors: {
    load: fromPromise<EnquiryReport, { id: number }>(({ input }) => fetchReport(input.id)),
    saveCart: fromPromise<SaveCartAnswer, SaveCartInput>(({ input }) => saveEnquiryCart(input.id, input.lines)),
    saveChoices: fromPromise<unknown, SaveChoicesInput>(({ input }) => saveChoices(input.id, input.lines)),
    download: fromPromise<void, { id: number; enquiryNo: string }>(({ input }) => downloadReport(input.id, input.enquiryNo)),
    again: fromPromise<unknown, { id: number }>(({ input }) => againEnquiry(input.id)),
    requestQuote: fromPromise<{ requested: number }, { id: number; lineIds: number[] }>(({ input }) => requestQuote(input.id, input.lineIds)),
  },
});

export const enquiryListLogic = enquiryListMachine.provide({
  actors: {
    load: fromPromise<EnquiryListAnswer, MyEnquiryQuery>(async ({ input }) => {
      const [page, filters] = await Promise.all([fetchMyEnquiries(input), input.scope === 'company' ? fetchScopeFilters() : Promise.resolve(null)]);
      return { page, filters };
    }),
    remove: fromPromise<unknown, { id: number }>(({ input }) => deleteEnquiry(input.id)),
  },
});
