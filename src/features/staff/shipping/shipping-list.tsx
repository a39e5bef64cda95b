// The 订单发货 queue (/admin/shipping): state tabs with counts, filters (order number, order
// dates), the table with 发货 on each 待发货 order (the form opens above the table) and 完成 on each
// 已发货 one (after a confirm dialog), the pager, and the way to the batch import. Thin: machines/staff/staff-shipping-queue.ts holds it all.
import { useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Link } from 'wouter';
import { SHIPPING_STATES, type ShippingListAnswer, type ShippingListBody } from '../../../../domain/orders/staff-shipping-payloads.ts';
import { shippingQueueMachine, type ShipInput, type ShippingFilters } from '../../../../machines/staff/staff-shipping-queue.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import { FilterField, formValue, QueueTabs } from '../receipts/queue-controls.tsx';
import { staffText } from '../text.ts';
import { completeOne, fetchShippingPage, shipOne } from './api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ShipOrderForm } from './ship-form.tsx';
import { ShippingTable } from './shipping-table.tsx';
import { shippingText as t } from './text.ts';

const logic = shippingQueueMachine.provide({
  actors: {
    fetchPage: fromPromise<ShippingListAnswer, ShippingListBody>(({ input }) => fetchShippingPage(input)),
    ship: fromPromise<unknown, ShipInput>(({ input }) => shipOne(input)),
    complete: fromPromise<unknown, { orderId: number }>(({ input }) => completeOne(input)),
  },
});

function filtersOf(form: FormData): ShippingFilters {
  return { orderNo: formValue(form, 'orderNo'), from: formValue(form, 'from'), to: formValue(form, 'to') };
}

export function ShippingList() {
  const [state, send] = useMachine(logic);
  const [formKey, setFormKey] = useState(0);
  const { page, filterError, loadError, target, formErrors, shipFailure, shipped, completeTarget, completeFailure, completed } = state.context;
  const f = state.context.filters;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'FILTER', filters: filtersOf(new FormData(event.currentTarget)) });
  };
  const clear = () => {
    setFormKey((k) => k + 1);
    send({ type: 'CLEAR' });
  };
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro}>
        <Button asChild colorPalette="brand" variant="outline" height="38px">
          <Link href="/shipping/import" data-testid="shipping-import-link">
            {t.importButton}
          </Link>
        </Button>
      </PageHeading>
      <Flex mb="3">
        <QueueTabs
          label={t.statesLabel}
          testId="shipping-states"
          active={state.context.state}
          onPick={(s) => send({ type: 'STATE', state: s })}
          tabs={SHIPPING_STATES.map((s) => ({ key: s, text: page ? t.tabCount(t.states[s], page.counts[s]) : t.states[s] }))}
        />
      </Flex>
      <chakra.form key={formKey} onSubmit={submit} noValidate bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" aria-label={t.filters} data-testid="shipping-filters">
        <Grid templateColumns="2fr 1fr 1fr auto" gap="3" alignItems="end">
          <FilterField label={t.orderNo}>
            {(id) => <Input id={id} name="orderNo" defaultValue={f.orderNo ?? ''} placeholder={t.orderNoPlaceholder} height="38px" maxLength={30} aria-invalid={filterError === 'orderNo' || undefined} />}
          </FilterField>
          <FilterField label={t.from}>{(id) => <Input id={id} name="from" type="date" defaultValue={f.from ?? ''} height="38px" />}</FilterField>
          <FilterField label={t.to}>{(id) => <Input id={id} name="to" type="date" defaultValue={f.to ?? ''} height="38px" />}</FilterField>
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" height="38px" data-testid="shipping-apply">
              {t.apply}
            </Button>
            <Button type="button" variant="outline" height="38px" onClick={clear}>
              {t.clear}
            </Button>
          </Flex>
        </Grid>
        {filterError ? (
          <Text role="alert" color="red.700" fontSize="13px" mt="2" data-testid="shipping-filter-error">
            {t.errors[filterError]}
          </Text>
        ) : null}
      </chakra.form>
      {shipped ? (
        <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="3" mb="4" data-testid="shipping-notice">
          {t.shippedNotice(shipped)}
        </Box>
      ) : null}
      {completed ? (
        <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="3" mb="4" data-testid="shipping-complete-notice">
          {t.completedNotice(completed)}
        </Box>
      ) : null}
      <ConfirmDialog
        open={completeTarget !== null}
        title={t.completeDialog.title}
        body={completeTarget ? t.completeDialog.body(completeTarget.orderNo, completeTarget.memberName) : ''}
        confirmLabel={t.completeDialog.confirm}
        cancelLabel={t.completeDialog.cancel}
        busy={state.matches('completing')}
        error={completeFailure}
        onConfirm={() => send({ type: 'COMPLETE' })}
        onCancel={() => send({ type: 'CLOSE_COMPLETE' })}
      />
      {target ? (
        <ShipOrderForm
          key={target.id}
          order={target}
          errors={formErrors}
          failure={shipFailure}
          busy={state.matches('shipping')}
          onShip={(form) => send({ type: 'SHIP', form })}
          onCancel={() => send({ type: 'CLOSE_SHIP' })}
        />
      ) : null}
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="shipping-total">
            {t.total(page.total)}
          </Text>
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.600" data-testid="shipping-empty">
              {t.empty}
            </Box>
          ) : (
            <ShippingTable
              rows={page.records}
              activeId={target?.id ?? null}
              onShip={(order) => send({ type: 'OPEN_SHIP', order })}
              onComplete={(order) => send({ type: 'OPEN_COMPLETE', order })}
            />
          )}
          <Pager current={state.context.current} pages={page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}
