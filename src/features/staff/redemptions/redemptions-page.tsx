// 积分兑换发货 (/admin/redemptions, points.redemption: 仓库): the redemptions with status buttons and
// their counts, the table with each row's steps, and the open step's form above the table. Thin:
// machines/staff/staff-redemption-queue.ts loads, checks and sends.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { StaffRedemptionQuery } from '../../../../domain/points/points-payloads.ts';
import type { RedemptionStatus } from '../../../../domain/points/redemption-status.ts';
import { redemptionQueueMachine, type RedemptionAction, type RedemptionQueueResult } from '../../../../machines/staff/staff-redemption-queue.ts';
import type { StaffRedemptionRow } from '../../../../domain/points/points-views.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import type { StaffPageProps } from '../page-props.ts';
import { staffText } from '../text.ts';
import { actOnRedemption, fetchRedemptionQueue } from './api.ts';
import { RedemptionForm } from './redemption-form.tsx';
import { RedemptionTable } from './redemption-table.tsx';
import { redemptionsText as t } from './text.ts';

const logic = redemptionQueueMachine.provide({
  actors: {
    fetchQueue: fromPromise<RedemptionQueueResult, StaffRedemptionQuery>(({ input }) => fetchRedemptionQueue(input)),
    act: fromPromise<StaffRedemptionRow, RedemptionAction>(({ input }) => actOnRedemption(input)),
  },
});

export default function RedemptionsPage(_: StaffPageProps) {
  const [state, send] = useMachine(logic);
  const { result, status, loadError, current, done } = state.context;
  const formOpen = state.matches('form') || state.matches('sending');
  const buttons: { status: RedemptionStatus | null; label: string; count: number | null }[] = [
    { status: null, label: t.all, count: result?.counts.total ?? null },
    ...(result?.counts.byStatus ?? []).map((s) => ({ status: s.status, label: s.statusText, count: s.count })),
  ];
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      <Flex as="nav" aria-label={t.statusTabs} gap="2" wrap="wrap" mb="4" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3" data-testid="redemption-status-tabs">
        {buttons.map((b) => {
          const active = status === b.status;
          return (
            <Button key={b.status ?? 'all'} size="sm" variant={active ? 'solid' : 'outline'} colorPalette={active ? 'brand' : 'gray'} aria-pressed={active} disabled={formOpen} onClick={() => send({ type: 'FILTER', status: b.status })} data-testid={`redemption-status-${b.status ?? 'all'}`}>
              {b.label}
              {b.count !== null ? ` ${b.count}` : ''}
            </Button>
          );
        })}
      </Flex>
      {done ? (
        <Text role="status" color="green.700" fontSize="13px" mb="3" data-testid="redemption-done">
          {t.doneOf(t.done[done.step], done.orderNo)}
        </Text>
      ) : null}
      {formOpen ? <RedemptionForm context={state.context} sending={state.matches('sending')} send={send} /> : null}
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : result === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="redemption-total">
            {t.total(result.page.total)}
          </Text>
          {result.page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.600" data-testid="redemption-empty">
              {t.empty}
            </Box>
          ) : (
            <RedemptionTable rows={result.page.records} onStep={(step, row) => send({ type: 'OPEN', step, id: row.id })} />
          )}
          <Pager current={current} pages={result.page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}
