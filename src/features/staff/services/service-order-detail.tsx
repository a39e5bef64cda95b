// One service order in the staff console (/admin/services/:id): the request (item, instruments,
// site, dates, contact, attachments), the member, price and payment, the certificates, the history,
// and beside them the step its status allows (or what it waits for). Thin: the machine
// (machines/staff/staff-service-actions.ts) loads, checks the step's form and sends it.
import { useState, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { ServiceOrderView } from '../../../../domain/services/service-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { serviceOrderActionsMachine, type LoadedOrder } from '../../../../machines/staff/staff-service-actions.ts';
import { stepsFor, waitingFor, type StepRequest } from '../../../../machines/staff/staff-service-rules.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { downloadServiceFile, fetchOrderWithMember, runServiceStep } from './api.ts';
import { StepForm } from './step-form.tsx';
import { servicesText } from './text.ts';

const t = servicesText;
const d = t.detail;

/** Timeline notes that carry dates or trade numbers (masked in the screenshots). */
const VOLATILE_NOTES = new Set(['schedule', 'pay', 'receipt', 'transferConfirm', 'transferReject', 'credit', 'repay']);

const logic = serviceOrderActionsMachine.provide({
  actors: {
    load: fromPromise<LoadedOrder, { id: number }>(({ input }) => fetchOrderWithMember(input.id)),
    act: fromPromise<ServiceOrderView, StepRequest>(({ input }) => runServiceStep(input)),
  },
});

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <chakra.section bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" aria-label={title} data-testid={testId}>
      <chakra.h2 fontSize="15px" fontWeight="700" mb="3">
        {title}
      </chakra.h2>
      {children}
    </chakra.section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="110px 1fr" rowGap="2" columnGap="3" fontSize="13px">
      {rows.map(([k, v]) => (
        <Box key={k} display="contents">
          <chakra.dt color="gray.600">{k}</chakra.dt>
          <chakra.dd color="gray.900">{v}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

function FileLinks({ files, testId }: { files: { id: number; fileName: string; url: string }[]; testId: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box>
      {files.map((file) => (
        <Box key={file.id} py="1">
          <chakra.button
            type="button"
            color="brand.700"
            textDecoration="underline"
            fontSize="13px"
            data-testid={testId}
            aria-label={d.download(file.fileName)}
            onClick={() => {
              setFailed(false);
              downloadServiceFile(file.url, file.fileName).catch(() => setFailed(true));
            }}
          >
            {file.fileName}
          </chakra.button>
        </Box>
      ))}
      {failed ? (
        <Text role="alert" color="red.700" fontSize="13px">
          {d.downloadFailed}
        </Text>
      ) : null}
    </Box>
  );
}

export function ServiceOrderDetail({ id }: { id: number }) {
  const [now] = useState(() => new Date().toISOString());
  const [state, send] = useMachine(logic, { input: { id, now } });
  const { order, member, step, errors, files, fileError, submitError, done, loadError } = state.context;
  const back = (
    <Link href="/services">
      <chakra.span color="brand.700" fontSize="13px" textDecoration="underline">
        {d.back}
      </chakra.span>
    </Link>
  );
  if (state.matches('failed')) {
    return (
      <Box>
        {back}
        {state.context.missing || id === 0 ? <MissingBlock title={d.missing} body={d.missingBody} /> : <FailedBlock title={loadError || d.failed} onRetry={() => send({ type: 'RETRY' })} />}
      </Box>
    );
  }
  if (order === null) return <LoadingBlock label={staffText.loading} height="320px" />;
  const steps = stepsFor(order);
  const waiting = waitingFor(order);
  const editing = state.matches({ ready: 'editing' }) || state.matches({ ready: 'submitting' });
  return (
    <Box aria-busy={state.matches('loading')}>
      {back}
      <Box mt="2">
        <PageHeading title={d.title(order.serviceNo)} intro={order.itemName} />
      </Box>
      <Grid templateColumns="minmax(0, 1fr) 380px" gap="4" alignItems="start">
        <Box>
          <Section title={d.request} testId="service-request">
            <Facts
              rows={[
                [d.item, order.item.name],
                [d.type, order.item.cnas ? d.cnas(order.item.serviceTypeText) : order.item.serviceTypeText],
                [d.mode, order.item.deliveryModeText],
                [d.preferredDates, <chakra.span data-volatile>{d.dates(order.preferredDates)}</chakra.span>],
                [d.plannedDate, <chakra.span data-volatile>{order.plannedDate ?? d.none}</chakra.span>],
                [d.site, order.address ?? d.none],
                [d.contact, <chakra.span data-volatile>{`${order.contact} ${order.mobile}`}</chakra.span>],
                [d.remark, order.remark ?? d.none],
              ]}
            />
          </Section>
          <Section title={d.instruments}>
            <chakra.table width="100%" borderCollapse="collapse" aria-label={d.instruments}>
              <thead>
                <tr>
                  {Object.values(d.instrumentCols).map((h) => (
                    <CompactTh key={h}>{h}</CompactTh>
                  ))}
                </tr>
              </thead>
              <tbody>
                {order.instruments.map((i) => (
                  <tr key={i.lineNo}>
                    <CompactTd>{i.lineNo}</CompactTd>
                    <CompactTd>{i.maker}</CompactTd>
                    <CompactTd>{i.model}</CompactTd>
                    <CompactTd>{i.serialNo ?? d.none}</CompactTd>
                    <CompactTd>{i.assetTag ?? d.none}</CompactTd>
                    <CompactTd>{i.range ?? d.none}</CompactTd>
                    <CompactTd>{i.qty}</CompactTd>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
            {order.attachments.length ? (
              <Box mt="3">
                <Text fontSize="13px" color="gray.600" mb="1">
                  {d.attachments}
                </Text>
                <FileLinks files={order.attachments} testId="service-attachment" />
              </Box>
            ) : null}
          </Section>
          <Section title={d.certificates} testId="service-certificates">
            {order.certificates.length ? <FileLinks files={order.certificates} testId="service-certificate" /> : <Text fontSize="13px" color="gray.600">{d.noCertificates}</Text>}
          </Section>
          <Section title={d.history}>
            <chakra.ol listStyleType="none" data-testid="service-history">
              {order.timeline.map((e, i) => (
                <chakra.li key={i} display="flex" gap="3" fontSize="13px" py="1.5" borderBottomWidth={i < order.timeline.length - 1 ? '1px' : undefined} borderColor="gray.100">
                  <Text color="gray.600" width="130px" flexShrink={0} data-volatile>
                    {formatChinaDateTime(e.at)}
                  </Text>
                  <Text fontWeight="600" width="150px" flexShrink={0}>
                    {e.text}
                  </Text>
                  <Text color="gray.700" data-volatile={VOLATILE_NOTES.has(e.action) ? true : undefined}>
                    {e.note ?? ''}
                  </Text>
                </chakra.li>
              ))}
            </chakra.ol>
          </Section>
        </Box>
        <Box>
          <Section title={d.actions} testId="service-actions">
            <Flex align="center" gap="2" mb="3" fontSize="13px">
              <Text color="gray.600">{d.status}</Text>
              <Text fontWeight="700" fontSize="15px" data-testid="service-status">
                {order.statusText}
              </Text>
            </Flex>
            {done ? (
              <Text role="status" color="green.700" fontSize="13px" mb="2" data-testid="step-done">
                {t.done[done]}
              </Text>
            ) : null}
            {order.cancelReason ? <Text fontSize="13px" color="gray.700" mb="2">{d.cancelled(order.cancelReason, order.cancelledBy)}</Text> : null}
            {waiting ? (
              <Text fontSize="13px" color="gray.700" mb="2" data-testid="service-waiting">
                {d.waiting[waiting]}
              </Text>
            ) : null}
            {steps.length === 0 && !waiting ? <Text fontSize="13px" color="gray.600">{d.noAction}</Text> : null}
            {!editing ? (
              <Flex gap="2" flexWrap="wrap">
                {steps.map((s) => (
                  <Button key={s} size="sm" colorPalette={s === 'cancel' ? 'red' : 'brand'} variant={s === 'cancel' ? 'outline' : 'solid'} onClick={() => send({ type: 'OPEN', step: s })} data-testid={`step-open-${s}`}>
                    {t.steps[s]}
                  </Button>
                ))}
              </Flex>
            ) : null}
            {editing && step ? (
              <StepForm
                step={step}
                order={order}
                now={now}
                errors={errors}
                files={files}
                fileError={fileError}
                submitError={submitError}
                submitting={state.matches({ ready: 'submitting' })}
                onSubmit={(values) => send({ type: 'SUBMIT', values })}
                onPick={(picked) => send({ type: 'PICK', files: picked })}
                onRemove={(index) => send({ type: 'REMOVE', index })}
                onClose={() => send({ type: 'CLOSE' })}
              />
            ) : null}
          </Section>
          <Section title={d.money} testId="service-money">
            <Facts
              rows={[
                [d.amount, order.amountFen === null ? (order.item.quoteRequired ? d.quoteRequired : `${d.estimate} ${order.estimateFen === null ? d.none : formatPrice(order.estimateFen)}`) : formatPrice(order.amountFen)],
                ...(order.item.priceFen !== null ? ([[d.listPriceLabel, d.listPrice(formatPrice(order.item.priceFen), order.item.unit)]] as [string, ReactNode][]) : []),
                [d.quoteNote, order.quoteNote ?? d.none],
                [d.acceptedAt, <chakra.span data-volatile>{order.acceptedAt ? formatChinaDateTime(order.acceptedAt) : d.none}</chakra.span>],
                [d.payment, order.paidAt && order.paidFen !== null ? d.paid(formatPrice(order.paidFen)) : order.payment.creditAt ? d.credit : d.notPaid],
                ...(order.payment.receipt ? ([[d.receiptLabel, d.receipt(order.payment.receipt.statusText)]] as [string, ReactNode][]) : []),
                [d.engineer, <chakra.span data-volatile>{order.engineer ? `${order.engineer} ${order.engineerMobile ?? ''}` : d.none}</chakra.span>],
              ]}
            />
          </Section>
          <Section title={d.member}>
            <Facts rows={[[d.memberMobile, <chakra.span data-volatile data-testid="service-member">{member ? d.memberOf(member.mobile, member.id) : d.none}</chakra.span>], [d.createdAt, <chakra.span data-volatile>{formatChinaDateTime(order.createdAt)}</chakra.span>]]} />
          </Section>
        </Box>
      </Grid>
    </Box>
  );
}
