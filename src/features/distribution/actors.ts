// The real actors of the distribution machines: the calls of api.ts; a 601 answer of the report
// becomes the machine's NotDistributor (with the member's state, for the application panel).
import { fromPromise } from 'xstate';
import { NOT_DISTRIBUTOR_CODE } from '../../../domain/distribution/distribution-rules.ts';
import { distributionReportMachine, DETAILS_PAGE_SIZE, type DetailsInput, type NotDistributor, type Overview } from '../../../machines/distribution/distribution-report.ts';
import { distributorApplyMachine } from '../../../machines/distribution/distributor-apply.ts';
import { ApiError } from '../../lib/client.ts';
import { saveBlob } from '../../lib/file-download.ts';
import { applyForDistributor, fetchDistributorState, fetchMonthExport, fetchMonthReport, fetchProfitDetails } from './api.ts';
import { distributionText } from './text.ts';

async function loadOverview(): Promise<Overview> {
  const state = await fetchDistributorState();
  try {
    return { state, report: await fetchMonthReport() };
  } catch (error) {
    if (error instanceof ApiError && error.code === NOT_DISTRIBUTOR_CODE) {
      const refusal: NotDistributor = { code: NOT_DISTRIBUTOR_CODE, state };
      throw refusal;
    }
    throw error;
  }
}

export const distributionReportLogic = distributionReportMachine.provide({
  actors: {
    loadOverview: fromPromise(loadOverview),
    loadDetails: fromPromise(({ input }: { input: DetailsInput }) => fetchProfitDetails(input.month, input.current, DETAILS_PAGE_SIZE)),
    exportMonth: fromPromise(async ({ input }: { input: { month: string } }) => {
      saveBlob(await fetchMonthExport(input.month), distributionText.exportFileName(input.month));
    }),
  },
});

export const distributorApplyLogic = distributorApplyMachine.provide({
  actors: { apply: fromPromise(({ input }) => applyForDistributor(input)) },
});
