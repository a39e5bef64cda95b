// Batch enquiry calls (goods service, enquiryMember, docs/api/enquiry.md): the preview of a sheet
// (its columns and the guessed mapping, multipart `file`), import (multipart `file` and the
// confirmed `mapping`
// `file` with upload progress, or JSON rows pasted from Excel), the report, the .xlsx report and
// template (binary answers), my enquiries, re-enquiry, delete, the ticked lines into the cart in
// one call, the buyer's picks kept, and the request for a staff quote.
import type { MyEnquiryQuery, PasteRow, SaveCartBody } from '../../../domain/enquiry/enquiry-payloads.ts';
import type { EnquiryListRow, EnquiryReport, ImportAnswer, SaveCartAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import type { SheetMapping, SheetPreview } from '../../../domain/enquiry/sheet-mapping.ts';
import { call, get, post, type Page } from '../../lib/client.ts';
import { fetchFile, saveBlob } from '../../lib/file-download.ts';
import { showError } from '../../lib/toaster.ts';
import { enquiryText } from './text.ts';

const BASE = '/goods/api/goods/enquiryMember';
/** Reading and matching 10,000 lines takes seconds; a slow upload of 5 MB more. */
const IMPORT_TIMEOUT_MS = 180_000;

/** POST previewSheet with the file as multipart `file`: its columns, the guessed mapping, the first rows. */
export function previewSheet(file: Blob, fileName: string): Promise<SheetPreview> {
  const body = new FormData();
  body.append('file', file, fileName);
  return call<SheetPreview>({ method: 'POST', url: `${BASE}/previewSheet`, data: body, timeout: IMPORT_TIMEOUT_MS }, { silent: true });
}

/** POST import with the file as multipart `file` and the confirmed `mapping` (JSON); `onProgress` hears the bytes sent. */
export function importFile(file: Blob, fileName: string, mapping: SheetMapping | null, onProgress: (loaded: number, total: number) => void): Promise<ImportAnswer> {
  const body = new FormData();
  // The text field first: a multipart reader that streams the file still has the mapping when the file comes.
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  body.append('file', file, fileName);
  return call<ImportAnswer>({
    method: 'POST',
    url: `${BASE}/import`,
    data: body,
    timeout: IMPORT_TIMEOUT_MS,
    onUploadProgress: (loaded, total) => onProgress(loaded, total || file.size),
  }, { silent: true });
}

/** POST import with rows pasted from Excel. */
export const importRows = (rows: PasteRow[]) => call<ImportAnswer>({ method: 'POST', url: `${BASE}/import`, data: { rows }, timeout: IMPORT_TIMEOUT_MS }, { silent: true });

export const fetchReport = (id: number) => get<EnquiryReport>(`${BASE}/getReportsByOrderId/${id}`, undefined, { silent: true });

/** getMyEnquiryList: a page of my enquiries, or in 全公司 (issue 37) the company's as far as the role reaches. */
export const fetchMyEnquiries = (body: MyEnquiryQuery) => post<Page<EnquiryListRow>>(`${BASE}/getMyEnquiryList`, body);

export const againEnquiry = (id: number) => post<ImportAnswer>(`${BASE}/againEnquiry/${id}`, {}, { silent: true });

export const deleteEnquiry = (id: number) => post<null>(`${BASE}/delete/${id}`, {}, { silent: true });

export const saveEnquiryCart = (id: number, lines: SaveCartBody['lines']) => post<SaveCartAnswer>(`${BASE}/saveCart/batch/${id}`, { lines }, { silent: true });

/** POST chooseGoods/{id}: the buyer's picks kept on the lines (and remembered for the next enquiry). */
export const saveChoices = (id: number, lines: { lineId: number; goodsId: number | null }[]) => post<{ saved: number }>(`${BASE}/chooseGoods/${id}`, { lines }, { silent: true });

export const requestQuote = (id: number, lineIds: number[]) => post<{ requested: number }>(`${BASE}/requestQuote/${id}`, { lineIds }, { silent: true });

/** POST downloadReport {id}: the .xlsx report, saved as 询价结果-<单号>.xlsx. */
export async function downloadReport(id: number, enquiryNo: string): Promise<void> {
  saveBlob(await fetchFile('POST', `${BASE}/downloadReport`, { id }), enquiryText.report.fileName(enquiryNo));
}

/** GET template: the .xlsx template; a refusal is toasted here (the page has no machine state for it). */
export async function downloadTemplate(): Promise<void> {
  try {
    saveBlob(await fetchFile('GET', `${BASE}/template`), enquiryText.upload.templateFileName);
  } catch (error) {
    showError(error instanceof Error && error.message ? error.message : enquiryText.errors.download);
  }
}
