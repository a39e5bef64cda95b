// One quote at the desk (/admin/quotes/:id): what the buyer asked (company, requester, dates,
// message), each line's goods, quantity and the price the buyer saw, with inputs for the tax-
// inclusive unit price (元), lead days and a remark; the validity, terms and a note; 发送报价.
// Thin: machines/quotes/quote-desk.ts checks every field and sends; a quote past 待报价 is shown
// with its prices, read only.
import { useId, useState } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Link as ChakraLink, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { QUOTE_MESSAGE_MAX, QUOTE_REMARK_MAX, QUOTE_TERMS_MAX, QUOTE_VALID_DAYS_MAX } from '../../../../domain/quotes/quote-rules.ts';
import { chinaDateKey, formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice, lineTotal } from '../../../../domain/shared/money.ts';
import { PRICE_SOURCE_TEXT } from '../../../../domain/shared/pricing.ts';
import { addDays } from '../../../../machines/quotes/quote-dates.ts';
import { badLineCount, priceOf, quoteDeskMachine, type DeskNotice, type QuoteDetail, type QuoteSendBody } from '../../../../machines/quotes/quote-desk.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { PageHeading, StaffNotice } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { fetchStaffQuote, sendQuote } from './api.ts';
import { quoteDeskText } from './text.ts';

const t = quoteDeskText.desk;
const none = quoteDeskText.none;

const logic = quoteDeskMachine.provide({
  actors: {
    fetchDetail: fromPromise<QuoteDetail, { id: number }>(({ input }) => fetchStaffQuote(input.id)),
    send: fromPromise<unknown, QuoteSendBody>(({ input }) => sendQuote(input)),
  },
});

/** One fact; `volatile` (dates, which change every day) is masked in the screenshots. */
function Fact({ label, value, volatile = false }: { label: string; value: string; volatile?: boolean }) {
  return (
    <Box>
      <Text as="dt" fontSize="12px" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontSize="14px" color="gray.800" m="0" data-volatile={volatile || undefined}>
        {value}
      </Text>
    </Box>
  );
}

function NoticeLine({ notice }: { notice: DeskNotice }) {
  const good = notice.kind === 'sent';
  return (
    <Box role={good ? 'status' : 'alert'} mb="3" px="4" py="3" borderWidth="1px" borderRadius="md" bg={good ? 'green.50' : 'red.50'} borderColor={good ? 'green.200' : 'red.200'} color={good ? 'green.800' : 'red.800'} fontSize="14px" data-testid="desk-notice">
      {notice.kind === 'sent' ? t.sent : notice.text}
    </Box>
  );
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <Text id={id} color="red.700" fontSize="12px" mt="1" data-testid="desk-field-error">
      {text}
    </Text>
  ) : null;
}

export function QuoteDeskView({ id }: { id: number }) {
  const [today] = useState(() => chinaDateKey());
  const [state, send] = useMachine(logic, { input: { id, today } });
  const { detail, drafts, errors, validUntil, terms, staffNote, notice } = state.context;
  const formId = useId();
  const sending = state.matches('sending');

  if (state.matches('missing')) return <StaffNotice title={t.missing} body={t.missingBody} />;
  const back = (
    <ChakraLink asChild color="brand.700" fontSize="14px">
      <Link href="/quotes">{t.back}</Link>
    </ChakraLink>
  );
  if (!detail) {
    return state.matches('failure') ? <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} /> : <LoadingBlock label={staffText.loading} height="240px" />;
  }
  const editable = detail.status === 'requested';
  const bad = badLineCount(errors);
  let typedTotal = 0;
  for (const line of detail.lines) {
    const price = priceOf(drafts[line.lineNo]?.price ?? '');
    if ('fen' in price) typedTotal += lineTotal(price.fen, line.num);
  }
  const errId = (lineNo: number, field: string) => `${formId}-${lineNo}-${field}`;

  return (
    <Box aria-busy={sending || state.matches('loading')}>
      <PageHeading title={t.title(detail.quoteNo)}>{back}</PageHeading>
      {notice && <NoticeLine notice={notice} />}
      <Box as="section" aria-label={t.facts} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4">
        <Grid as="dl" templateColumns="repeat(6, minmax(0, 1fr))" gap="4" m="0">
          <Fact label={t.company} value={detail.companyName ?? none} />
          <Fact label={t.requester} value={detail.requesterName} />
          <Fact label={t.source} value={detail.sourceText} />
          <Fact label={t.createdAt} value={formatChinaDateTime(detail.createdAt)} volatile />
          <Fact label={t.wantedDate} value={detail.wantedDate ?? none} volatile />
          <Fact label={quoteDeskText.columns.status} value={quoteDeskText.statusText[detail.status]} />
        </Grid>
        <Text mt="3" fontSize="14px" color="gray.800" whiteSpace="pre-wrap">
          <chakra.span color="gray.600">{t.messageLabel}</chakra.span>
          {detail.message || t.noMessage}
        </Text>
      </Box>
      {!editable && (
        <Text role="status" mb="3" fontSize="14px" color="gray.700" data-testid="desk-read-only">
          {t.readOnly(quoteDeskText.statusText[detail.status])}
        </Text>
      )}
      <chakra.form
        noValidate
        aria-label={t.lines}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SEND' });
        }}
      >
        <chakra.table width="100%" bg="white" borderWidth="1px" borderColor="gray.200" data-testid="desk-lines">
          <chakra.caption srOnly>{t.lines}</chakra.caption>
          <thead>
            <tr>
              <CompactTh>{t.goods}</CompactTh>
              <CompactTh textAlign="right">{t.num}</CompactTh>
              <CompactTh textAlign="right">{t.asked}</CompactTh>
              <CompactTh>{t.price}</CompactTh>
              <CompactTh>{t.leadDays}</CompactTh>
              <CompactTh>{t.remark}</CompactTh>
              <CompactTh textAlign="right">{t.lineTotal}</CompactTh>
            </tr>
          </thead>
          <tbody>
            {detail.lines.map((line) => {
              const draft = drafts[line.lineNo] ?? { price: '', leadDays: '', remark: '' };
              const e = errors.lines[line.lineNo] ?? {};
              const price = priceOf(draft.price);
              return (
                <tr key={line.lineNo} data-testid="desk-line">
                  <CompactTd>
                    <Text fontWeight="600">{line.name}</Text>
                    <Text fontSize="12px" color="gray.600">
                      {line.brandName} · {line.model} · {line.goodsCode}
                    </Text>
                  </CompactTd>
                  <CompactTd textAlign="right" whiteSpace="nowrap">
                    {line.num} {line.unit}
                  </CompactTd>
                  <CompactTd textAlign="right" whiteSpace="nowrap">
                    {formatPrice(line.askedPriceFen)}
                    <Text fontSize="12px" color="gray.600">
                      {PRICE_SOURCE_TEXT[line.askedPriceSource]}
                    </Text>
                  </CompactTd>
                  <CompactTd verticalAlign="top">
                    <Input
                      size="sm"
                      width="120px"
                      inputMode="decimal"
                      value={draft.price}
                      readOnly={!editable}
                      aria-label={t.priceLabel(line.model)}
                      aria-invalid={e.price ? true : undefined}
                      aria-describedby={e.price ? errId(line.lineNo, 'price') : undefined}
                      onChange={(ev) => send({ type: 'EDIT_LINE', lineNo: line.lineNo, field: 'price', value: ev.target.value })}
                      data-testid="desk-price"
                    />
                    <FieldError id={errId(line.lineNo, 'price')} text={e.price ? t.priceErrors[e.price] : null} />
                  </CompactTd>
                  <CompactTd verticalAlign="top">
                    <Input
                      size="sm"
                      width="80px"
                      inputMode="numeric"
                      value={draft.leadDays}
                      readOnly={!editable}
                      aria-label={t.leadLabel(line.model)}
                      aria-invalid={e.leadDays ? true : undefined}
                      aria-describedby={e.leadDays ? errId(line.lineNo, 'lead') : undefined}
                      onChange={(ev) => send({ type: 'EDIT_LINE', lineNo: line.lineNo, field: 'leadDays', value: ev.target.value })}
                      data-testid="desk-lead"
                    />
                    <FieldError id={errId(line.lineNo, 'lead')} text={e.leadDays ? t.leadErrors[e.leadDays] : null} />
                  </CompactTd>
                  <CompactTd verticalAlign="top">
                    <Input
                      size="sm"
                      width="160px"
                      value={draft.remark}
                      maxLength={QUOTE_REMARK_MAX + 10}
                      readOnly={!editable}
                      aria-label={t.remarkLabel(line.model)}
                      aria-invalid={e.remark ? true : undefined}
                      onChange={(ev) => send({ type: 'EDIT_LINE', lineNo: line.lineNo, field: 'remark', value: ev.target.value })}
                      data-testid="desk-remark"
                    />
                    <FieldError id={errId(line.lineNo, 'remark')} text={e.remark ? t.remarkTooLong : null} />
                  </CompactTd>
                  <CompactTd textAlign="right" whiteSpace="nowrap">
                    {'fen' in price ? formatPrice(lineTotal(price.fen, line.num)) : none}
                  </CompactTd>
                </tr>
              );
            })}
          </tbody>
        </chakra.table>
        <Flex justify="flex-end" mt="2" fontSize="14px" gap="2">
          <Text color="gray.700">{t.total}</Text>
          <Text fontWeight="700" color="brand.700" data-testid="desk-total-amount">
            {formatPrice(typedTotal)}
          </Text>
        </Flex>
        <Grid templateColumns="220px minmax(0, 1fr) minmax(0, 1fr)" gap="4" mt="4" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4">
          <Box>
            <chakra.label htmlFor={`${formId}-valid`} display="block" fontSize="13px" color="gray.700" mb="1">
              {t.validUntil}
            </chakra.label>
            <Input
              id={`${formId}-valid`}
              type="date"
              size="sm"
              value={validUntil}
              data-volatile
              min={today}
              max={addDays(today, QUOTE_VALID_DAYS_MAX)}
              readOnly={!editable}
              aria-invalid={errors.validUntil ? true : undefined}
              aria-describedby={`${formId}-valid-hint`}
              onChange={(ev) => send({ type: 'EDIT', field: 'validUntil', value: ev.target.value })}
              data-testid="desk-valid"
            />
            <Text id={`${formId}-valid-hint`} fontSize="12px" color={errors.validUntil ? 'red.700' : 'gray.600'} mt="1">
              {errors.validUntil ? t.validErrors[errors.validUntil] : t.validHint(QUOTE_VALID_DAYS_MAX)}
            </Text>
          </Box>
          <Box>
            <chakra.label htmlFor={`${formId}-terms`} display="block" fontSize="13px" color="gray.700" mb="1">
              {t.terms}
            </chakra.label>
            <Textarea
              id={`${formId}-terms`}
              size="sm"
              width="100%"
              rows={3}
              value={terms}
              maxLength={QUOTE_TERMS_MAX + 10}
              placeholder={t.termsPlaceholder}
              readOnly={!editable}
              onChange={(ev) => send({ type: 'EDIT', field: 'terms', value: ev.target.value })}
              data-testid="desk-terms"
            />
            <FieldError id={`${formId}-terms-error`} text={errors.terms ? t.termsTooLong : null} />
          </Box>
          <Box>
            <chakra.label htmlFor={`${formId}-note`} display="block" fontSize="13px" color="gray.700" mb="1">
              {t.staffNote}
            </chakra.label>
            <Textarea
              id={`${formId}-note`}
              size="sm"
              width="100%"
              rows={3}
              value={staffNote}
              maxLength={QUOTE_MESSAGE_MAX + 10}
              readOnly={!editable}
              onChange={(ev) => send({ type: 'EDIT', field: 'staffNote', value: ev.target.value })}
              data-testid="desk-note"
            />
            <FieldError id={`${formId}-note-error`} text={errors.staffNote ? t.noteTooLong : null} />
          </Box>
        </Grid>
        {bad > 0 && (
          <Text role="alert" color="red.700" fontSize="14px" mt="3" data-testid="desk-errors">
            {t.fixErrors(bad)}
          </Text>
        )}
        <Flex justify="flex-end" gap="3" mt="4">
          <Button variant="outline" onClick={() => send({ type: 'RELOAD' })} disabled={sending}>
            {t.reload}
          </Button>
          {editable && (
            <Button type="submit" colorPalette="brand" px="8" loading={sending} loadingText={t.sending} data-testid="desk-send">
              {t.send}
            </Button>
          )}
        </Flex>
      </chakra.form>
    </Box>
  );
}
