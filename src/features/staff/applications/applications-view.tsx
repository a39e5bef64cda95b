// One kind of application (合作申请 or 分销员申请): status tabs with counts, the list, the selected
// application beside it, and the decision dialogs. Thin: machines/staff/application-review.ts
// holds the list, the selection and the step.
import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { applicationReviewMachine, type ApplicationKind, type ApplicationList, type ApplicationStatus, type DecisionCall, type ListQuery } from '../../../../machines/staff/application-review.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { Pager } from '../components/pager.tsx';
import { staffText } from '../text.ts';
import { decideApplication, fetchApplications, type AnyApplication } from './api.ts';
import { ApproveApplicationDialog, RejectApplicationDialog } from './application-dialogs.tsx';
import { ApplicationDetail } from './application-detail.tsx';
import { ApplicationTable, nameOf } from './application-table.tsx';
import { appText } from './text.ts';

const t = appText;

const logic = applicationReviewMachine.provide({
  actors: {
    fetchList: fromPromise<ApplicationList<{ id: number; status: number }>, ListQuery>(({ input }) => fetchApplications(input)),
    decide: fromPromise<unknown, DecisionCall>(({ input }) => decideApplication(input)),
  },
});

const STATUSES: { status: ApplicationStatus | null; key: 'pending' | 'approved' | 'rejected' | 'all' }[] = [
  { status: 0, key: 'pending' },
  { status: 1, key: 'approved' },
  { status: 2, key: 'rejected' },
  { status: null, key: 'all' },
];

export function ApplicationsView({ kind }: { kind: ApplicationKind }) {
  const [state, send] = useMachine(logic, { input: { kind } });
  const { list, status, current, loadError, selectedId, reason, problem, serverError, done } = state.context;
  const rows = (list?.page.records ?? []) as AnyApplication[];
  const selected = rows.find((r) => r.id === selectedId) ?? null;
  const count = (key: (typeof STATUSES)[number]['key']) => (list ? (key === 'all' ? list.counts.pending + list.counts.approved + list.counts.rejected : list.counts[key]) : null);
  return (
    <Box>
      <Flex role="group" aria-label={t.statusLabel} gap="2" mb="3">
        {STATUSES.map((s) => (
          <Button
            key={s.key}
            size="sm"
            variant={status === s.status ? 'solid' : 'outline'}
            colorPalette={status === s.status ? 'brand' : 'gray'}
            aria-pressed={status === s.status}
            onClick={() => send({ type: 'STATUS', status: s.status })}
            data-testid={`status-${s.key}`}
          >
            {t.statuses[s.key]}
            {count(s.key) !== null ? <chakra.span ml="1">({count(s.key)})</chakra.span> : null}
          </Button>
        ))}
      </Flex>
      {done ? (
        <Text role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="2.5" mb="3" fontSize="14px" data-testid="decision-done">
          {t.done[done]}
        </Text>
      ) : null}
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : list === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Grid templateColumns="minmax(0, 3fr) minmax(0, 2fr)" gap="4" alignItems="start" aria-busy={state.matches('loading')}>
          <Box minHeight="600px" data-testid="application-list">
            <Text fontSize="13px" color="gray.700" mb="2" data-testid="application-total">
              {t.total(list.page.total)}
            </Text>
            {rows.length === 0 ? (
              <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.700" data-testid="application-empty">
                {t.empty}
              </Box>
            ) : (
              <ApplicationTable kind={kind} rows={rows} selectedId={selectedId} onSelect={(id) => send({ type: 'SELECT', id })} />
            )}
            <Pager current={current} pages={list.page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
          </Box>
          {selected ? (
            <ApplicationDetail kind={kind} row={selected} onApprove={() => send({ type: 'APPROVE' })} onReject={() => send({ type: 'REJECT' })} />
          ) : (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6" color="gray.700" fontSize="14px">
              {t.pickOne}
            </Box>
          )}
        </Grid>
      )}
      <ApproveApplicationDialog
        open={state.matches('confirmingApproval') || state.matches('approving')}
        name={selected ? nameOf(kind, selected) : ''}
        busy={state.matches('approving')}
        error={serverError}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <RejectApplicationDialog
        open={state.matches('reasonForm') || state.matches('rejecting')}
        reason={reason}
        problem={problem}
        busy={state.matches('rejecting')}
        error={serverError}
        onEdit={(r) => send({ type: 'EDIT', reason: r })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Box>
  );
}
