// The detail panel of /company/approvals for one order (?orderId=), on
// machines/approvals/approval-decision.ts: the facts (下单人, 部门, 采购单号, 成本中心, the reasons),
// 同意 and 驳回 with the comment (only while the caller decides the current level), the lines, the
// budget impact (本期剩余 → 通过后剩余), the steps (第1级 本部门审批人: 林娜 同意 …) and the history.
// After a decision (or a 409: someone else decided first) the page's list is read again.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { APPROVAL_COMMENT_MAX } from '../../../../domain/approvals/approval-rules.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { approvalDecisionMachine } from '../../../../machines/approvals/approval-decision.ts';
import type { ApprovalDecideBody, ApprovalDecisionContext, ApprovalDetail, DecisionNotice } from '../../../../machines/approvals/approval-decision.ts';
import { AppLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { uiText } from '../../../ui/text.ts';
import { decideApproval, fetchApprovalDetail } from '../api.ts';
import { approvalsText } from '../text.ts';
import { ApprovalStatusBadge } from './approval-table.tsx';

const t = approvalsText.detail;

const baseLogic = approvalDecisionMachine.provide({
  actors: {
    fetchDetail: fromPromise<ApprovalDetail, { orderId: number }>(({ input }) => fetchApprovalDetail(input.orderId)),
    decide: fromPromise<ApprovalDetail, ApprovalDecideBody>(({ input }) => decideApproval(input)),
  },
});

function SubTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" fontSize="15px" fontWeight="600" color="gray.800" mb="2">
      {children}
    </Heading>
  );
}

function Facts({ detail }: { detail: ApprovalDetail }) {
  const f = t.facts;
  const facts: Array<[string, ReactNode]> = [
    [f.requester, detail.requesterName],
    [f.department, detail.departmentName ?? approvalsText.none],
    [f.createdAt, <span data-volatile>{formatChinaDateTime(detail.createdAt)}</span>],
    [f.amount, <Text as="span" fontWeight="600" color="brand.700">{formatPrice(detail.totalFen)}</Text>],
    [f.poNumber, detail.poNumber ?? approvalsText.none],
    [f.costCentre, detail.costCentre ?? approvalsText.none],
    [f.holdUntil, detail.approvalStatus === 'pending' && detail.holdUntil ? <span data-volatile>{formatChinaDateTime(detail.holdUntil)}</span> : approvalsText.none],
    [f.rule, detail.plan.ruleName ?? f.softBudget],
    [f.reasons, detail.plan.reasons.join(approvalsText.reasonsJoin) || approvalsText.none],
    ...(detail.remark ? ([[f.remark, detail.remark]] as Array<[string, ReactNode]>) : []),
  ];
  return (
    <Grid as="dl" templateColumns="96px 1fr 96px 1fr" columnGap="4" rowGap="2" fontSize="13px" data-testid="approval-facts">
      {facts.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="gray.600">
            {label}
          </Text>
          <Text as="dd" color="gray.800" m="0">
            {value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

function Lines({ detail }: { detail: ApprovalDetail }) {
  const l = t.lines;
  return (
    <Box as="section" aria-label={l.title}>
      <SubTitle>{l.title}</SubTitle>
      <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" data-testid="approval-lines">
        <thead>
          <tr>
            <CompactTh whiteSpace="nowrap">{l.code}</CompactTh>
            <CompactTh whiteSpace="nowrap">{l.goods}</CompactTh>
            <CompactTh whiteSpace="nowrap">{l.brand}</CompactTh>
            <CompactTh whiteSpace="nowrap">{l.buyerCode}</CompactTh>
            <CompactTh textAlign="right" whiteSpace="nowrap">{l.price}</CompactTh>
            <CompactTh textAlign="right" whiteSpace="nowrap">{l.num}</CompactTh>
            <CompactTh textAlign="right" whiteSpace="nowrap">{l.total}</CompactTh>
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((line) => (
            <tr key={line.goodsId}>
              <CompactTd>{line.goodsCode}</CompactTd>
              <CompactTd>
                {line.name}
                {!line.name.includes(line.model) && (
                  <Text as="span" color="gray.600">
                    {' '}
                    {line.model}
                  </Text>
                )}
              </CompactTd>
              <CompactTd>{line.brandName}</CompactTd>
              <CompactTd>{line.buyerCode ?? approvalsText.none}</CompactTd>
              <CompactTd textAlign="right">{formatPrice(line.unitPriceFen)}</CompactTd>
              <CompactTd textAlign="right">
                {line.num}
                {line.unit}
              </CompactTd>
              <CompactTd textAlign="right" fontWeight="600">
                {formatPrice(line.lineFen)}
              </CompactTd>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function Budgets({ detail }: { detail: ApprovalDetail }) {
  const b = t.budgets;
  return (
    <Box as="section" aria-label={b.title} data-testid="approval-budgets">
      <SubTitle>{b.title}</SubTitle>
      {detail.budgets.length === 0 ? (
        <Text fontSize="13px" color="gray.600">
          {b.none}
        </Text>
      ) : (
        // The period and the figures move with the calendar and the department's orders (masked in baselines).
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" data-volatile>
          {detail.budgets.map((budget) => (
            <Box as="li" key={`${budget.period}-${budget.departmentName}`} borderWidth="1px" borderColor="gray.200" borderRadius="md" px="3" py="2" fontSize="13px">
              <Flex gap="3" align="baseline" wrap="wrap">
                <Text fontWeight="600" color="gray.800">
                  {b.name(budget.departmentName, b.period[budget.period], budget.periodLabel)}
                </Text>
                <Text color="gray.600">{b.mode[budget.mode]}</Text>
                <Text color="gray.600">{b.amount(formatPrice(budget.amountFen))}</Text>
              </Flex>
              <Text mt="1" color={budget.afterFen < 0 ? 'red.700' : 'gray.800'}>
                {b.change(formatPrice(budget.remainingFen), formatPrice(budget.afterFen))}
                {budget.afterFen < 0 && ` ${b.over}`}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Steps({ detail }: { detail: ApprovalDetail }) {
  const s = t.steps;
  return (
    <Box as="section" aria-label={s.title} data-testid="approval-steps">
      <SubTitle>{s.title}</SubTitle>
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="2">
        {detail.steps.map((step) => {
          const current = detail.currentLevel === step.level;
          let state: string;
          if (step.decision && step.deciderName) state = s.by(step.deciderName, approvalsText.decisionText[step.decision]);
          else state = current ? s.waiting : s.notYet;
          return (
            <Box as="li" key={step.level} fontSize="13px" borderLeftWidth="3px" borderColor={step.decision === 'reject' ? 'red.500' : step.decision ? 'green.600' : current ? 'orange.400' : 'gray.300'} pl="3">
              <Text color="gray.800">
                <Text as="span" fontWeight="600">
                  {s.step(step.level, approvalsText.deciderText[step.decider])}
                </Text>
                {uiText.punctuation.colon}
                {state}
                {step.decidedAt && (
                  <Text as="span" color="gray.600" ml="2" data-volatile>
                    {formatChinaDateTime(step.decidedAt)}
                  </Text>
                )}
              </Text>
              {step.comment && <Text color="gray.700">{s.comment(step.comment)}</Text>}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function History({ detail }: { detail: ApprovalDetail }) {
  const h = t.history;
  return (
    <Box as="section" aria-label={h.title} data-testid="approval-history">
      <SubTitle>{h.title}</SubTitle>
      {detail.history.length === 0 ? (
        <Text fontSize="13px" color="gray.600">
          {h.none}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" fontSize="13px">
          {detail.history.map((entry, i) => (
            <Flex as="li" key={i} gap="3">
              <Text color="gray.600" flexShrink={0} data-volatile>
                {formatChinaDateTime(entry.at)}
              </Text>
              <Text color="gray.800">{entry.text}</Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function noticeText(notice: DecisionNotice): string {
  switch (notice.kind) {
    case 'decided':
      return t.notice.decided(approvalsText.decisionText[notice.decision]);
    case 'uncertain':
      return t.notice.uncertain;
    default:
      return notice.text;
  }
}

function Notice({ notice }: { notice: DecisionNotice }) {
  const ok = notice.kind === 'decided';
  const warn = notice.kind === 'uncertain' || notice.kind === 'conflict';
  return (
    <Box
      role={ok ? 'status' : 'alert'}
      data-testid="approval-notice"
      data-kind={notice.kind}
      bg={ok ? 'green.50' : warn ? 'orange.50' : 'red.50'}
      borderWidth="1px"
      borderColor={ok ? 'green.200' : warn ? 'orange.300' : 'red.200'}
      color={ok ? 'green.900' : warn ? 'orange.900' : 'red.900'}
      borderRadius="md"
      px="4"
      py="3"
      fontSize="14px"
    >
      {noticeText(notice)}
    </Box>
  );
}

function DecideForm({ context, busy, onComment, onApprove, onReject }: { context: ApprovalDecisionContext; busy: boolean; onComment: (comment: string) => void; onApprove: () => void; onReject: () => void }) {
  const d = t.decide;
  const problem = context.commentProblem;
  return (
    <Box as="section" aria-label={d.title} bg="gray.50" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="approval-decide">
      <chakra.label htmlFor="approval-comment" display="block" fontSize="14px" fontWeight="600" color="gray.800" mb="2">
        {d.label}
      </chakra.label>
      <chakra.textarea
        id="approval-comment"
        value={context.comment}
        maxLength={APPROVAL_COMMENT_MAX}
        disabled={busy}
        placeholder={d.placeholder}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={problem ? 'approval-comment-error approval-comment-count' : 'approval-comment-count'}
        onChange={(event) => onComment(event.target.value)}
        width="100%"
        minHeight="72px"
        bg="white"
        borderWidth="1px"
        borderColor={problem ? 'red.600' : 'gray.300'}
        borderRadius="md"
        px="3"
        py="2"
        fontSize="14px"
        resize="vertical"
      />
      <Flex align="center" gap="3" mt="1">
        {problem && (
          <Text id="approval-comment-error" fontSize="13px" color="red.700" role="alert">
            {problem === 'required' ? d.required : d.tooLong(APPROVAL_COMMENT_MAX)}
          </Text>
        )}
        <Text id="approval-comment-count" fontSize="12px" color="gray.600" ml="auto">
          {d.counter(context.comment.length, APPROVAL_COMMENT_MAX)}
        </Text>
      </Flex>
      <Flex gap="3" mt="3" justify="flex-end">
        <Button variant="outline" colorPalette="red" onClick={onReject} disabled={busy} loading={busy && context.decision === 'reject'} loadingText={d.deciding} data-testid="approval-reject">
          {d.reject}
        </Button>
        <Button colorPalette="brand" onClick={onApprove} disabled={busy} loading={busy && context.decision === 'approve'} loadingText={d.deciding} data-testid="approval-approve">
          {d.approve}
        </Button>
      </Flex>
    </Box>
  );
}

export function ApprovalDetailPanel({ orderId, onDecided, onClose }: { orderId: number; onDecided: () => void; onClose: () => void }) {
  // The page's `send` is stable: the logic is made once per panel.
  const [logic] = useState(() => baseLogic.provide({ actions: { decided: () => onDecided() } }));
  const [snapshot, send] = useMachine(logic, { input: { orderId } });
  const { context } = snapshot;
  const detail = context.detail;

  let body: ReactNode;
  if (snapshot.matches('missing')) {
    body = (
      <Box py="8" textAlign="center" data-testid="approval-missing">
        <Text fontSize="16px" fontWeight="600" color="gray.800">
          {t.missingTitle}
        </Text>
        <Text mt="2" fontSize="14px" color="gray.600">
          {t.missingBody}
        </Text>
      </Box>
    );
  } else if (snapshot.matches('failure')) {
    body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (!detail) {
    body = <LoadingBlock label={t.loading} height="240px" />;
  } else {
    const busy = snapshot.matches('deciding') || snapshot.matches('loading');
    body = (
      <Stack gap="5" aria-busy={busy ? 'true' : undefined}>
        <Facts detail={detail} />
        {context.notice && <Notice notice={context.notice} />}
        {snapshot.matches('uncertain') && (
          <Flex gap="3">
            <Button colorPalette="brand" onClick={() => send({ type: 'RETRY' })}>
              {t.notice.retry}
            </Button>
            <Button variant="outline" onClick={() => send({ type: 'RELOAD' })}>
              {t.notice.reload}
            </Button>
          </Flex>
        )}
        {detail.canDecide && !snapshot.matches('uncertain') && (
          <DecideForm
            context={context}
            busy={busy}
            onComment={(comment) => send({ type: 'SET_COMMENT', comment })}
            onApprove={() => send({ type: 'APPROVE' })}
            onReject={() => send({ type: 'REJECT' })}
          />
        )}
        <Steps detail={detail} />
        <Budgets detail={detail} />
        <Lines detail={detail} />
        <History detail={detail} />
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="approval-detail-title" bg="white" borderWidth="1px" borderColor="brand.200" borderRadius="md" p="5" mt="5" data-testid="approval-detail">
      <Flex align="center" gap="3" mb="4">
        <Heading as="h2" id="approval-detail-title" fontSize="17px" fontWeight="600" color="gray.900">
          {detail ? (
            <>
              {t.titlePrefix}
              <span data-volatile>{detail.orderNo}</span>
            </>
          ) : (
            t.label
          )}
        </Heading>
        {detail && <ApprovalStatusBadge status={detail.approvalStatus} />}
        <Flex ml="auto" gap="4" align="center">
          {detail && (
            <AppLink href={`/myOrderDetail/${detail.orderId}`} fontSize="13px" color="brand.700">
              {t.toOrder}
            </AppLink>
          )}
          <Button size="sm" variant="outline" onClick={onClose}>
            {t.close}
          </Button>
        </Flex>
      </Flex>
      {body}
    </Box>
  );
}
