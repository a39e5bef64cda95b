// The 收款确认 queue (/admin/receipts): kind tabs (商品订单 / 服务订单), state tabs with counts,
// filters (order number, upload dates), the table and the pager. Thin: the machine
// (machines/staff/staff-receipt-queue.ts) holds the tabs, filters and page and loads; the filter form
// is read when 查询 is pressed.
import { useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { RECEIPT_KINDS, RECEIPT_STATES, type ReceiptListAnswer } from '../../../../domain/staff/receipts-payloads.ts';
import { NO_RECEIPT_FILTERS, receiptsQueueMachine, type ReceiptFilters, type ReceiptPageInput } from '../../../../machines/staff/staff-receipt-queue.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import { staffText } from '../text.ts';
import { fetchReceiptPage } from './api.ts';
import { FilterField, formValue, QueueTabs } from './queue-controls.tsx';
import { ReceiptsTable } from './receipts-table.tsx';
import { receiptsText as t } from './text.ts';

const logic = receiptsQueueMachine.provide({
  actors: { fetchPage: fromPromise<ReceiptListAnswer, ReceiptPageInput>(({ input }) => fetchReceiptPage(input.kind, input.body)) },
});

function filtersOf(form: FormData): ReceiptFilters {
  return { orderNo: formValue(form, 'orderNo'), from: formValue(form, 'from'), to: formValue(form, 'to') };
}

export function ReceiptsList() {
  const [state, send] = useMachine(logic, { input: {} });
  const [formKey, setFormKey] = useState(0);
  const { page, filterError, loadError, kind } = state.context;
  const f = state.context.filters;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'FILTER', filters: filtersOf(new FormData(event.currentTarget)) });
  };
  const clear = () => {
    setFormKey((k) => k + 1);
    send({ type: 'CLEAR' });
  };
  const counts = page?.counts;
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      <Flex justify="space-between" align="center" mb="3" gap="4" wrap="wrap">
        <QueueTabs label={t.kindsLabel} testId="receipt-kinds" active={kind} onPick={(k) => send({ type: 'KIND', kind: k })} tabs={RECEIPT_KINDS.map((k) => ({ key: k, text: t.kinds[k] }))} />
        <QueueTabs
          label={t.statesLabel}
          testId="receipt-states"
          active={state.context.state}
          onPick={(s) => send({ type: 'STATE', state: s })}
          tabs={RECEIPT_STATES.map((s) => ({ key: s, text: counts ? t.tabCount(t.states[s], counts[s]) : t.states[s] }))}
        />
      </Flex>
      <chakra.form key={formKey} onSubmit={submit} noValidate bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" aria-label={t.filters} data-testid="receipt-filters">
        <Grid templateColumns="2fr 1fr 1fr auto" gap="3" alignItems="end">
          <FilterField label={t.orderNo}>
            {(id) => <Input id={id} name="orderNo" defaultValue={f.orderNo ?? ''} placeholder={t.orderNoPlaceholder} height="38px" maxLength={30} aria-invalid={filterError === 'orderNo' || undefined} />}
          </FilterField>
          <FilterField label={t.from}>{(id) => <Input id={id} name="from" type="date" defaultValue={f.from ?? ''} height="38px" />}</FilterField>
          <FilterField label={t.to}>{(id) => <Input id={id} name="to" type="date" defaultValue={f.to ?? ''} height="38px" />}</FilterField>
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" height="38px" data-testid="receipt-apply">
              {t.apply}
            </Button>
            <Button type="button" variant="outline" height="38px" onClick={clear} disabled={f === NO_RECEIPT_FILTERS && !filterError}>
              {t.clear}
            </Button>
          </Flex>
        </Grid>
        {filterError ? (
          <Text role="alert" color="red.700" fontSize="13px" mt="2" data-testid="receipt-filter-error">
            {t.errors[filterError]}
          </Text>
        ) : null}
      </chakra.form>
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="receipt-total">
            {t.total(page.total)}
          </Text>
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.600" data-testid="receipt-empty">
              {t.empty}
            </Box>
          ) : (
            <ReceiptsTable rows={page.records} />
          )}
          <Pager current={state.context.current} pages={page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}
