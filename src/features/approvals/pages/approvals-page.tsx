// /company/approvals (订单审批, issue 38 item 4): 待我审批 / 我已审批 / 我提交的, each a page of
// orders with its count, on machines/approvals/approval-list.ts; 查看 (or ?orderId=, which the order
// detail page links to) opens the order's panel (components/approval-detail.tsx) with its lines,
// budget impact, steps and history, and 同意 / 驳回 for the approver of the current level. After a
// decision the list and the counts are read again. The location keeps the view and the order.
import { useCallback, useEffect } from 'react';
import { Box, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useMachine } from '@xstate/react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { APPROVAL_LIST_VIEWS } from '../../../../domain/approvals/approval-rules.ts';
import { approvalListMachine, approvalsHref } from '../../../../machines/approvals/approval-list.ts';
import type { ApprovalListAnswer, ApprovalListQuery, ApprovalListView } from '../../../../machines/approvals/approval-list.ts';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageButtons } from '../../../ui/pagination.tsx';
import { fetchApprovalList } from '../api.ts';
import { ApprovalDetailPanel } from '../components/approval-detail.tsx';
import { ApprovalTable } from '../components/approval-table.tsx';
import { approvalsText } from '../text.ts';

const t = approvalsText;

const pageMachine = approvalListMachine.provide({
  actors: { fetchList: fromPromise<ApprovalListAnswer, ApprovalListQuery>(({ input }) => fetchApprovalList(input)) },
});

export default function ApprovalsPage() {
  const search = useSearch();
  const [snapshot, send] = useMachine(pageMachine, {
    input: (() => {
      const query = new URLSearchParams(search);
      return { view: query.get('view'), orderId: query.get('orderId') };
    })(),
  });
  const { context } = snapshot;

  // The location follows the view and the open order (a reload or a shared link shows the same).
  useEffect(() => {
    const href = approvalsHref(context.view, context.selectedId);
    if (`${window.location.pathname}${window.location.search}` !== href) navigate(href, { replace: true });
  }, [context.view, context.selectedId]);

  const refresh = useCallback(() => send({ type: 'REFRESH' }), [send]);
  const page = context.page;

  let list;
  if (snapshot.matches('failure')) {
    list = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (!page) {
    list = <LoadingBlock label={t.loading} height="240px" />;
  } else if (page.records.length === 0) {
    const empty = t.empty[context.view];
    list = <EmptyBlock id="approvals-empty" testId="approvals-empty" icon={null} headingGap="0" title={empty.title} body={empty.body} action={null} />;
  } else {
    list = (
      <Box aria-busy={snapshot.matches('loading') ? 'true' : undefined}>
        <ApprovalTable rows={page.records} selectedId={context.selectedId} onOpen={(orderId) => send({ type: 'SELECT', orderId })} />
        {page.pages > 1 && (
          <Box mt="4">
            <PageButtons current={context.current} pages={page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
          </Box>
        )}
      </Box>
    );
  }

  return (
    <MemberLayout title={t.title}>
      <Text fontSize="14px" color="gray.700" mb="4">
        {t.intro}
      </Text>
      <Tabs.Root
        recipe={tabsSlotRecipe}
        variant="line"
        colorPalette="brand"
        value={context.view}
        onValueChange={(details) => send({ type: 'SWITCH_VIEW', view: details.value as ApprovalListView })}
      >
        <Tabs.List aria-label={t.tabsLabel} mb="4">
          {APPROVAL_LIST_VIEWS.map((view) => (
            <Tabs.Trigger key={view} value={view} fontSize="15px" px="4" data-testid={`approvals-tab-${view}`}>
              {t.tab(t.views[view], context.counts ? context.counts[view] : null)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {APPROVAL_LIST_VIEWS.map((view) => (
          <Tabs.Content key={view} value={view} p="0">
            {view === context.view ? list : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {context.selectedId !== null && <ApprovalDetailPanel key={context.selectedId} orderId={context.selectedId} onDecided={refresh} onClose={() => send({ type: 'CLOSE' })} />}
    </MemberLayout>
  );
}
