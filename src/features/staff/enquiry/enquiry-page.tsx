// 询价报价 (/admin/enquiry, enquiry.quote: 客服): the enquiry lines waiting for a manual quote as a
// bulk-edit table; 保存全部 checks every typed row and saves them in one call. Thin:
// machines/staff/staff-quote-batch.ts holds the drafts, checks and sends.
import { useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { StaffQuoteQuery } from '../../../../domain/enquiry/enquiry-payloads.ts';
import type { StaffQuoteRow } from '../../../../domain/enquiry/enquiry-views.ts';
import type { QuoteBatchAnswer, QuoteBatchBody } from '../../../../domain/enquiry/quote-batch.ts';
import { chinaDateKey } from '../../../../domain/shared/china-time.ts';
import type { Page } from '../../../../domain/shared/envelope.ts';
import { enquiryQuotesMachine, isTyped } from '../../../../machines/staff/staff-quote-batch.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import type { StaffPageProps } from '../page-props.ts';
import { staffText } from '../text.ts';
import { fetchQuoteQueue, saveQuoteBatch } from './api.ts';
import { QuoteGrid } from './quote-grid.tsx';
import { enquiryText as t } from './text.ts';

const logic = enquiryQuotesMachine.provide({
  actors: {
    fetchQueue: fromPromise<Page<StaffQuoteRow>, StaffQuoteQuery>(({ input }) => fetchQuoteQueue(input)),
    saveBatch: fromPromise<QuoteBatchAnswer, QuoteBatchBody>(({ input }) => saveQuoteBatch(input)),
  },
});

const DAY_MS = 86_400_000;

export default function EnquiryPage(_: StaffPageProps) {
  const [dates] = useState(() => ({ today: chinaDateKey(), defaultValid: chinaDateKey(new Date(Date.now() + 30 * DAY_MS)) }));
  const [state, send] = useMachine(logic, { input: dates });
  const { page, drafts, errors, formError, serverError, saved, loadError, current, today, defaultValid } = state.context;
  const saving = state.matches('saving');
  const typed = (page?.records ?? []).filter((r) => isTyped(drafts[r.lineId])).length;
  const badRows = Object.values(errors).filter((e) => Object.keys(e).length > 0).length;
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading') || saving}>
          <Flex justify="space-between" align="center" mb="3" gap="4">
            <Flex gap="4" fontSize="13px" color="gray.700">
              <Text data-testid="quote-total">{t.total(page.total)}</Text>
              <Text>{t.typed(typed)}</Text>
            </Flex>
            <Button colorPalette="brand" onClick={() => send({ type: 'SAVE' })} loading={saving} loadingText={t.saving} disabled={page.records.length === 0} data-testid="quote-save">
              {t.save}
            </Button>
          </Flex>
          {saved ? (
            <Text role="status" color="green.700" fontSize="13px" mb="3" data-testid="quote-saved">
              {t.saved(saved.quoted, saved.unchanged)}
            </Text>
          ) : null}
          {formError || badRows > 0 || serverError ? (
            <Text role="alert" color="red.700" fontSize="13px" mb="3" data-testid="quote-error">
              {serverError ?? formError ?? t.fixErrors(badRows)}
            </Text>
          ) : null}
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.600" data-testid="quote-empty">
              {t.empty}
            </Box>
          ) : (
            <Box overflowX="auto">
              <QuoteGrid rows={page.records} drafts={drafts} errors={errors} defaultValid={defaultValid} today={today} disabled={saving} send={send} />
            </Box>
          )}
          <Pager current={current} pages={page.pages} disabled={saving} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}
