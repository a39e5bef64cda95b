// 工作台 (/admin, every staff member, issue 22 item 5): the work queues the staff member's
// permissions open, each a card with what waits in it that opens the queue's page; for report.view
// (财务, 运营, 管理员) the report below them: today's orders and sales, the 30-day chart, the top
// goods and the search terms that found nothing; at the foot, the staff member's permissions.
// Thin: the machine (machines/staff/dashboard.ts) loads the queues, then the report.
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { DashboardQueue, DashboardReport } from '../../../../domain/staff/dashboard-payloads.ts';
import { PERMISSIONS } from '../../../../domain/staff/staff-roles.ts';
import { canSeeReport, dashboardMachine } from '../../../../machines/staff/dashboard.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import type { StaffPageProps } from '../page-props.ts';
import { fetchDashboardQueues, fetchDashboardReport } from './api.ts';
import { QueueCards } from './queue-cards.tsx';
import { ReportPanel } from './report-panel.tsx';
import { dashboardText as t } from './text.ts';

const logic = dashboardMachine.provide({
  actors: {
    fetchQueues: fromPromise<DashboardQueue[]>(() => fetchDashboardQueues()),
    fetchReport: fromPromise<DashboardReport>(() => fetchDashboardReport()),
  },
});

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <chakra.h2 id={id} fontSize="17px" fontWeight="600" color="gray.900" mb="3">
      {children}
    </chakra.h2>
  );
}

export default function DashboardPage({ me }: StaffPageProps) {
  const [state, send] = useMachine(logic, { input: { canReport: canSeeReport(me.permissions) } });
  const { queues, report, topBy, canReport } = state.context;
  const loading = state.matches('loadingQueues') || state.matches('loadingReport');
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro(me.displayName, me.roleText)}>
        <Button size="sm" variant="outline" onClick={() => send({ type: 'REFRESH' })} disabled={loading} data-testid="dashboard-refresh">
          {t.refresh}
        </Button>
      </PageHeading>
      {state.matches('failed') ? (
        <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : queues === null ? (
        <LoadingBlock label={t.loading} height="320px" />
      ) : (
        <>
          <Box as="section" aria-labelledby="dashboard-queues" aria-busy={state.matches('loadingQueues') || undefined}>
            <SectionHeading id="dashboard-queues">{t.queues.heading}</SectionHeading>
            <QueueCards queues={queues} />
          </Box>
          {canReport ? (
            <Box as="section" aria-labelledby="dashboard-report-heading" mt="8">
              <SectionHeading id="dashboard-report-heading">{t.report.heading}</SectionHeading>
              {state.matches('reportFailed') ? (
                <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6" display="flex" alignItems="center" gap="4" role="alert">
                  <Text color="gray.700">
                    {t.report.failed}
                    {t.report.failedReason(state.context.reportError ?? '')}
                  </Text>
                  <Button size="sm" colorPalette="brand" variant="outline" onClick={() => send({ type: 'RETRY' })}>
                    {t.report.retry}
                  </Button>
                </Box>
              ) : report === null ? (
                <LoadingBlock label={t.report.loading} height="320px" />
              ) : (
                <ReportPanel report={report} topBy={topBy} onTopBy={(by) => send({ type: 'TOP_BY', by })} />
              )}
            </Box>
          ) : null}
        </>
      )}
      <Box as="section" aria-labelledby="dashboard-permissions" mt="8" pt="4" borderTopWidth="1px" borderColor="gray.200">
        <chakra.h2 id="dashboard-permissions" fontSize="14px" fontWeight="600" color="gray.700" mb="2">
          {t.permissions}
        </chakra.h2>
        {me.permissions.length === 0 ? (
          <Text color="gray.600" fontSize="13px">
            {t.noPermissions}
          </Text>
        ) : (
          <chakra.ul display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0" data-testid="staff-permissions">
            {me.permissions.map((p) => (
              <chakra.li key={p} px="2.5" py="1" bg="gray.100" borderRadius="sm" fontSize="12px" color="gray.800">
                {PERMISSIONS[p].text}
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Box>
    </Box>
  );
}
