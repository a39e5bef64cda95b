// Distribution calls (docs/api/distribution.md): the member's distributor state, the 12-month
// report (601 for a non-distributor), a month's details, the month's .xlsx, and the application.
import type { DistributorApplyDraft } from '../../../domain/distribution/distribution-payloads.ts';
import type { DistributorState, MonthProfitReport, ProfitDetail } from '../../../domain/distribution/distribution-views.ts';
import { get, post, type Page } from '../../lib/client.ts';
import { fetchFile } from '../../lib/file-download.ts';

const ORD = '/order/api/ord/distributor';

export const fetchDistributorState = () => get<DistributorState>('/member/api/member/distributor/status', undefined, { silent: true });
export const fetchMonthReport = () => get<MonthProfitReport>(`${ORD}/monthReturnProfitListForWeb`, undefined, { silent: true });
export const fetchProfitDetails = (month: string, current: number, size: number) =>
  get<Page<ProfitDetail>>(`${ORD}/getProfitDetailsFofWeb`, { month, current, size }, { silent: true });
export const fetchMonthExport = (month: string) => fetchFile('GET', `${ORD}/exportProfitDetails`, undefined, { month });
export const applyForDistributor = (draft: DistributorApplyDraft) => post<{ id: number }>('/member/api/member/distributor/apply', draft, { silent: true });
