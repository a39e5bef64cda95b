// /company/budgets (部门预算, issue 38) on machines/approvals/budget-editor.ts: per department and
// period a table (部门, 周期, 类型, 预算, 本期已用, 本期剩余) and per budget a bar chart of the
// spend of its last periods (ECharts, a lazy chunk; each chart is an image described in words, the
// table its text alternative); for the admin 设置预算, 编辑 and 删除 (after a confirmation); every
// other member reads (a buyer only their department's, as the server answers).
import { lazy, Suspense } from 'react';
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { BudgetSaveBody } from '../../../../domain/approvals/approval-payloads.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { budgetEditorMachine, type BudgetPageData, type BudgetRow } from '../../../../machines/approvals/budget-editor.ts';
import { sessionActor } from '../../../lib/session.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { deleteBudget, fetchBudgetPage, saveBudget } from '../admin/api.ts';
import { approvalsAdminText } from '../admin/text.ts';
import { BudgetDialog } from '../components/budget-dialog.tsx';

const BudgetChart = lazy(() => import('../components/budget-chart.tsx'));
const t = approvalsAdminText.budgets;

const pageMachine = budgetEditorMachine.provide({
  actors: {
    fetchPage: fromPromise<BudgetPageData>(() => fetchBudgetPage()),
    saveBudget: fromPromise<{ id: number }, BudgetSaveBody>(({ input }) => saveBudget(input)),
    deleteBudget: fromPromise<unknown, { id: number }>(({ input }) => deleteBudget(input.id)),
  },
  actions: {
    saved: (_, params) => showInfo(params.what === 'saved' ? t.saved : t.deleted),
  },
});

const periodOf = (b: BudgetRow) => approvalsAdminText.periodText[b.period];

function BudgetsTable({ budgets, admin, busy, onEdit, onDelete }: { budgets: BudgetRow[]; admin: boolean; busy: boolean; onEdit: (id: number) => void; onDelete: (id: number) => void }) {
  return (
    <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" aria-label={t.tableLabel} data-testid="budgets-table">
      <thead>
        <tr>
          <CompactTh>{t.department}</CompactTh>
          <CompactTh>{t.period}</CompactTh>
          <CompactTh>{t.mode}</CompactTh>
          <CompactTh textAlign="right">{t.amount}</CompactTh>
          <CompactTh textAlign="right">{t.spent}</CompactTh>
          <CompactTh textAlign="right">{t.remaining}</CompactTh>
          {admin && <CompactTh>{t.actions}</CompactTh>}
        </tr>
      </thead>
      <tbody>
        {budgets.map((b) => (
          <tr key={b.id} data-testid="budget-row">
            <CompactTd fontWeight="600">{b.departmentName}</CompactTd>
            <CompactTd>
              {periodOf(b)}
              <Text as="span" color="gray.600" data-volatile>
                {t.periodLabel(b.periodLabel)}
              </Text>
            </CompactTd>
            <CompactTd>{approvalsAdminText.modeShort[b.mode]}</CompactTd>
            <CompactTd textAlign="right" fontVariantNumeric="tabular-nums">{formatPrice(b.amountFen)}</CompactTd>
            <CompactTd textAlign="right" fontVariantNumeric="tabular-nums">{formatPrice(b.spentFen)}</CompactTd>
            <CompactTd textAlign="right" fontVariantNumeric="tabular-nums" color={b.remainingFen < 0 ? 'red.700' : 'green.700'} fontWeight="600">
              {formatPrice(b.remainingFen)}
            </CompactTd>
            {admin && (
              <CompactTd whiteSpace="nowrap">
                <Flex gap="2">
                  <Button size="xs" variant="outline" aria-label={t.editOf(b.departmentName, periodOf(b))} onClick={() => onEdit(b.id)} disabled={busy}>
                    {t.edit}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" aria-label={t.removeOf(b.departmentName, periodOf(b))} onClick={() => onDelete(b.id)} disabled={busy}>
                    {t.remove}
                  </Button>
                </Flex>
              </CompactTd>
            )}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

function Charts({ budgets }: { budgets: BudgetRow[] }) {
  return (
    <Box as="section" aria-labelledby="budget-charts-title" mt="6">
      <Heading as="h2" id="budget-charts-title" fontSize="16px" fontWeight="600" color="gray.900" mb="3">
        {t.chartsLabel}
      </Heading>
      <SimpleGrid columns={2} gap="4">
        {budgets.map((b) => (
          <Box key={b.id} as="figure" m="0" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3" data-testid="budget-figure">
            <Text as="figcaption" fontSize="14px" fontWeight="600" color="gray.800" mb="1">
              {t.chartTitle(b.departmentName, periodOf(b))}
            </Text>
            <Suspense fallback={<LoadingBlock label={t.chartLoading} />}>
              <BudgetChart budget={b} label={t.chartLabel(b.departmentName, periodOf(b), b.amountFen, b.history)} />
            </Suspense>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** The page again from the start when the member info (read after a direct load) makes the member the admin. */
export default function CompanyBudgetsPage() {
  const admin = useSelector(sessionActor, (s) => s.context.userInfo?.companyRole === 'admin' && s.context.userInfo?.companyMemberStatus === 'active');
  return <BudgetsPageBody key={admin ? 'admin' : 'reader'} admin={admin} />;
}

function BudgetsPageBody({ admin }: { admin: boolean }) {
  const [snapshot, send] = useMachine(pageMachine, { input: { admin } });
  const { context } = snapshot;
  const data = context.data;
  const busy = !snapshot.matches('ready');
  const deleting = data?.budgets.find((b) => b.id === context.deleting);

  let body;
  if (snapshot.matches('failure')) {
    body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (data === null) {
    body = <LoadingBlock label={t.loading} />;
  } else if (data.budgets.length === 0) {
    body = <EmptyBlock id="budgets-empty" testId="budgets-empty" icon={null} headingGap="2" title={t.emptyTitle} body={admin ? t.emptyBody : t.emptyBodyReader} action={null} />;
  } else {
    body = (
      <>
        <BudgetsTable budgets={data.budgets} admin={admin} busy={busy} onEdit={(id) => send({ type: 'EDIT_BUDGET', id })} onDelete={(id) => send({ type: 'DELETE', id })} />
        <Charts budgets={data.budgets} />
      </>
    );
  }

  return (
    <MemberLayout title={t.title}>
      <Flex align="flex-start" gap="3" mb="4">
        <Text flex="1" fontSize="14px" color="gray.700">
          {t.intro}
        </Text>
        {admin && (
          <Button colorPalette="brand" onClick={() => send({ type: 'NEW' })} disabled={busy} data-testid="budget-new">
            {t.create}
          </Button>
        )}
      </Flex>
      {!admin && data && <Text mb="3" fontSize="13px" color="gray.600">{t.readOnly}</Text>}
      {context.formError && context.form === null && (
        <Text role="alert" mb="3" color="red.700" fontSize="13px">
          {context.formError}
        </Text>
      )}
      <Box aria-busy={busy ? 'true' : undefined}>{body}</Box>
      <BudgetDialog data={data} form={context.form} errors={context.errors} formError={context.formError} saving={snapshot.matches('saving')} send={send} />
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirming' }) || snapshot.matches('deleting')}
        title={t.confirmRemove.title}
        body={t.confirmRemove.body(deleting?.departmentName ?? '', deleting ? periodOf(deleting) : '')}
        confirmLabel={t.confirmRemove.confirm}
        cancelLabel={t.confirmRemove.cancel}
        busy={snapshot.matches('deleting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </MemberLayout>
  );
}
