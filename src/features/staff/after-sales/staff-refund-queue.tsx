// The after-sales list (/admin/after-sales): status buttons with their counts, type and number
// filters, the table and paging. Thin: machines/staff/staff-refund-queue.ts loads and filters.
import { useId, useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { StaffRefundQuery } from '../../../../domain/after-sales/refund-payloads.ts';
import { REFUND_TYPE_TEXT, type RefundStatus, type RefundType } from '../../../../domain/after-sales/refund-status.ts';
import { refundQueueMachine, type RefundFilters, type RefundQueueResult } from '../../../../machines/staff/staff-refund-queue.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import { staffText } from '../text.ts';
import { fetchRefundQueue } from './api.ts';
import { RefundTable } from './staff-refund-table.tsx';
import { afterSalesText as t } from './text.ts';

const logic = refundQueueMachine.provide({
  actors: { fetchQueue: fromPromise<RefundQueueResult, StaffRefundQuery>(({ input }) => fetchRefundQueue(input)) },
});

const Select = chakra('select', {
  base: { height: '38px', width: '100%', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' },
});

export function RefundList() {
  const [state, send] = useMachine(logic);
  const { result, filters, filterError, loadError, current } = state.context;
  const [type, setType] = useState<string>(filters.refundType === null ? '' : String(filters.refundType));
  const [keyword, setKeyword] = useState(filters.keyword);
  const typeId = useId();
  const keywordId = useId();
  const apply = (next: Partial<RefundFilters>) => send({ type: 'FILTER', filters: { ...filters, refundType: type ? (Number(type) as RefundType) : null, keyword, ...next } });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({});
  };
  const clear = () => {
    setType('');
    setKeyword('');
    send({ type: 'FILTER', filters: { status: null, refundType: null, keyword: '' } });
  };
  const statusButtons: { status: RefundStatus | null; label: string; count: number | null }[] = [
    { status: null, label: t.all, count: result?.counts.total ?? null },
    ...(result?.counts.byStatus ?? []).map((s) => ({ status: s.status, label: s.statusText, count: s.count })),
  ];
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4">
        <Flex as="nav" aria-label={t.statusTabs} gap="2" wrap="wrap" mb="3" data-testid="refund-status-tabs">
          {statusButtons.map((b) => {
            const active = filters.status === b.status;
            return (
              <Button
                key={b.status ?? 'all'}
                size="sm"
                variant={active ? 'solid' : 'outline'}
                colorPalette={active ? 'brand' : 'gray'}
                aria-pressed={active}
                onClick={() => apply({ status: b.status })}
                data-testid={`refund-status-${b.status ?? 'all'}`}
              >
                {b.label}
                {b.count !== null ? ` ${b.count}` : ''}
              </Button>
            );
          })}
        </Flex>
        <chakra.form onSubmit={submit} noValidate aria-label={t.filters} display="flex" gap="3" alignItems="flex-end">
          <Box width="200px">
            <chakra.label htmlFor={typeId} display="block" fontSize="13px" color="gray.700" mb="1.5">
              {t.type}
            </chakra.label>
            <Select id={typeId} value={type} onChange={(e) => setType(e.currentTarget.value)} data-testid="refund-type">
              <option value="">{t.anyType}</option>
              {([1, 2] as const).map((k) => (
                <option key={k} value={k}>
                  {REFUND_TYPE_TEXT[k]}
                </option>
              ))}
            </Select>
          </Box>
          <Box width="280px">
            <chakra.label htmlFor={keywordId} display="block" fontSize="13px" color="gray.700" mb="1.5">
              {t.keyword}
            </chakra.label>
            <Input id={keywordId} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} placeholder={t.keywordHint} height="38px" aria-invalid={filterError ? true : undefined} data-testid="refund-keyword" />
          </Box>
          <Button type="submit" colorPalette="brand" height="38px" data-testid="refund-apply">
            {t.apply}
          </Button>
          <Button type="button" variant="outline" height="38px" onClick={clear}>
            {t.clear}
          </Button>
        </chakra.form>
        {filterError ? (
          <Text role="alert" color="red.700" fontSize="13px" mt="2">
            {filterError}
          </Text>
        ) : null}
      </Box>
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : result === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="refund-total">
            {t.total(result.page.total)}
          </Text>
          {result.page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.600" data-testid="refund-empty">
              {t.empty}
            </Box>
          ) : (
            <RefundTable rows={result.page.records} />
          )}
          <Pager current={current} pages={result.page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}
