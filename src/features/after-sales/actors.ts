// The real actors of the after-sales pages: the refunds machine (machines/after-sales/
// refund-request.ts) wired to the calls of api.ts, with the browser files the form picked (kept
// here by the EvidenceFile the machine holds), and the loads of the list and the form's preview
// (machines/shared/page-load.ts).
import { fromPromise } from 'xstate';
import { pageLoadMachine } from '../../../machines/shared/page-load.ts';
import { refundRequestMachine, type EvidenceFile } from '../../../machines/after-sales/refund-request.ts';
import { countBody, listBody, parseApplyOrderId, parseRefundQuery } from '../../../machines/after-sales/refund-list-query.ts';
import type { ScopeFilters } from '../../../machines/shared/company-scope.ts';
import { fetchScopeFilters } from '../company-scope/public.ts';
import type { WriteRefundBody } from '../../../domain/after-sales/refund-payloads.ts';
import type { RefundCounts, RefundDetail, RefundPreview, RefundSummary } from '../../../domain/after-sales/refund-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { failureOf } from '../../../machines/shared/service-failure.ts';
import { cancelRefund, fetchRefund, fetchRefundCounts, fetchRefundPreview, fetchRefundTrace, fetchRefunds, shipBackRefund, uploadEvidence, writeRefundOrder } from './api.ts';

/** The browser File behind each EvidenceFile the machine was given. */
const files = new WeakMap<EvidenceFile, File>();

export function evidenceOf(file: File): EvidenceFile {
  const picked = { name: file.name, size: file.size, type: file.type };
  files.set(picked, file);
  return picked;
}

/** One request with its trace from getTrace (the status log and the return shipment). */
async function loadRefund(id: number): Promise<RefundDetail> {
  const [detail, trace] = await Promise.all([fetchRefund(id), fetchRefundTrace(id).catch(() => null)]);
  return trace ? { ...detail, trace } : detail;
}

export const refundRequestLogic = refundRequestMachine.provide({
  actors: {
    uploadEvidence: fromPromise<string, EvidenceFile>(({ input }) => uploadEvidence(files.get(input)!, input.name)),
    submit: fromPromise<RefundDetail, WriteRefundBody>(({ input }) => writeRefundOrder(input)),
    load: fromPromise<RefundDetail, { id: number }>(({ input }) => loadRefund(input.id)),
    cancel: fromPromise<RefundDetail, { id: number }>(({ input }) => cancelRefund(input.id)),
    shipBack: fromPromise<RefundDetail, { id: number; carrier: string; trackingNo: string }>(({ input }) => shipBackRefund(input)),
  },
});

export interface RefundListAnswer {
  page: Page<RefundSummary>;
  counts: RefundCounts;
  /** 全公司's member and department filters (null in 我的). */
  filters: ScopeFilters | null;
}

/** /afterSale's list: keyed by its href (refundListHref: tab, keyword, page, and 全公司 with its filters). */
export const refundListLogic = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(async ({ input }) => {
      const query = parseRefundQuery(input.key.split('?')[1] ?? '');
      const [page, counts, filters] = await Promise.all([
        fetchRefunds(listBody(query)),
        fetchRefundCounts(countBody(query)),
        query.scope.scope === 'company' ? fetchScopeFilters() : Promise.resolve(null),
      ]);
      return { page, counts, filters } satisfies RefundListAnswer;
    }),
  },
});

/** What an order allows, or the server's refusal (another member's order, not eligible, past the window). */
export type PreviewAnswer = { preview: RefundPreview } | { refused: string };

/** The request form's preview: keyed by ?orderId=; a refusal is an answer the page shows. */
export const refundPreviewLogic = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(async ({ input }) => {
      const orderId = parseApplyOrderId(input.key);
      if (orderId === null) return { refused: '' } satisfies PreviewAnswer;
      try {
        return { preview: await fetchRefundPreview(orderId, { silent: true }) } satisfies PreviewAnswer;
      } catch (error) {
        const failure = failureOf(error);
        // A refusal (404, 409) is shown on the page; a network failure is retried.
        if (failure.status !== null && failure.status >= 400 && failure.status < 500) return { refused: failure.message } satisfies PreviewAnswer;
        throw error;
      }
    }),
  },
});
