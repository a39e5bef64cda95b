// The real actors of the distribution machines: the calls of api.ts. The report is asked only of a
// distributor (the machine reads the state first); its 601 answer is the ApiError with code 601
// the machine's notDistributor guard reads.
import { fromPromise } from 'xstate';
import { distributionReportMachine, DETAILS_PAGE_SIZE, type DetailsInput } from '../../../machines/distribution/distribution-report.ts';
import { distributorApplyMachine } from '../../../machines/distribution/distributor-apply.ts';
import { saveBlob } from '../../lib/file-download.ts';
import { applyForDistributor, fetchDistributorState, fetchMonthExport, fetchMonthReport, fetchProfitDetails } from './api.ts';
import { distributionText } from './text.ts';

export const distributionReportLogic = distributionReportMachine.provide({
  actors: {
    loadState: fromPromise(() => fetchDistributorState()),
    loadReport: fromPromise(() => fetchMonthReport()),
    loadDetails: fromPromise(({ input }: { input: DetailsInput }) => fetchProfitDetails(input.month, input.current, DETAILS_PAGE_SIZE)),
    exportMonth: fromPromise(async ({ input }: { input: { month: string } }) => {
      saveBlob(await fetchMonthExport(input.month), distributionText.exportFileName(input.month));
    }),
  },
});

export const distributorApplyLogic = distributorApplyMachine.provide({
  actors: { apply: fromPromise(({ input }) => applyForDistributor(input)) },
});
