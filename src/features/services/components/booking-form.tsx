// The booking form of /serve/serveDetail: the instrument rows (or an imported sheet), the site
// address from the address book, contact, preferred dates and a remark. Every check and what is
// sent live in machines/services/service-booking.ts; this view shows the snapshot and sends events.
import { useId, type ChangeEvent } from 'react';
import { Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { ASSET_TAG_MAX, earliestServiceDate, INSTRUMENT_QTY_MAX, MAKER_MAX, MAX_INSTRUMENT_ROWS, MAX_PREFERRED_DATES, MODEL_MAX, RANGE_MAX, SERIAL_MAX } from '../../../../domain/services/service-rules.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { qtyProblem, type BookingEvent, type RowField } from '../../../../machines/services/service-booking.ts';
import { AppLink } from '../../../ui/links.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import type { bookingLogic } from '../actors.ts';
import { attachmentOf, sheetOf } from '../actors.ts';
import { servicesText } from '../text.ts';

const t = servicesText.form;
const ROW_FIELDS: RowField[] = ['maker', 'model', 'serialNo', 'assetTag', 'range', 'qty'];
const ROW_WIDTH: Record<RowField, string> = { maker: '150px', model: '170px', serialNo: '130px', assetTag: '120px', range: '130px', qty: '70px' };
const ROW_MAX: Record<RowField, number> = { maker: MAKER_MAX, model: MODEL_MAX, serialNo: SERIAL_MAX, assetTag: ASSET_TAG_MAX, range: RANGE_MAX, qty: String(INSTRUMENT_QTY_MAX).length };
const REQUIRED: ReadonlySet<RowField> = new Set(['maker', 'model', 'qty']);

type Snapshot = SnapshotFrom<typeof bookingLogic>;
type Send = (event: BookingEvent) => void;

const control = {
  height: '36px',
  width: '100%',
  px: '2',
  fontSize: '14px',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
  _invalid: { borderColor: 'red.600' },
} as const;

function ErrorLine({ id, text, volatile = false }: { id: string; text: string | undefined; volatile?: boolean }) {
  return text ? (
    <Text id={id} mt="1" fontSize="12px" color="red.700" data-testid="booking-problem" data-volatile={volatile ? '' : undefined}>
      {text}
    </Text>
  ) : null;
}

export function BookingForm({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const uid = useId();
  const { item, addresses, draft, rows, problems, sheetError, sheetMessage, imported, serverError, now, attachments, attachmentError, attachmentMessage } = snapshot.context;
  if (!item) return null;
  const earliest = earliestServiceDate(item.leadDays, now());
  const address = addresses.find((a) => a.id === draft.addressId);
  const provinceName = address?.regionText.split(' ')[0] ?? '';
  const say = (key: string) => (problems[key] ? t.problem(key, problems[key], earliest, provinceName) : undefined);
  const submitting = snapshot.matches('submitting');
  const importing = snapshot.matches({ editing: 'importing' });
  const attaching = snapshot.matches({ editing: 'attaching' });
  // Only quantities within the rule count towards the estimate (a refused 1000 is not priced).
  const totalQty = rows.reduce((sum, r) => sum + (qtyProblem(r.qty) === null ? Number(r.qty.trim()) : 0), 0);
  const problemCount = Object.keys(problems).length;
  const fieldId = (key: string) => `${uid}-${key.replace(/\./g, '-')}`;
  const describedBy = (key: string) => (problems[key] ? `${fieldId(key)}-error` : undefined);

  const onSheet = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) send({ type: 'IMPORT', file: sheetOf(file) });
    e.target.value = '';
  };

  const onAttach = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) send({ type: 'ATTACH', file: attachmentOf(file) });
    e.target.value = '';
  };

  return (
    <Box as="section" aria-labelledby={`${uid}-title`} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6" data-testid="booking-form">
      <Heading as="h2" id={`${uid}-title`} fontSize="18px" fontWeight="600" color="gray.800" mb="4">
        {t.title}
      </Heading>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <Stack gap="6">
          {problemCount > 0 ? (
            <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" p="3" fontSize="13px" color="red.800" data-testid="booking-problems">
              <Text fontWeight="600">{t.problemsTitle}</Text>
              <chakra.ul m="0" mt="1" pl="5">
                {Object.entries(problems).map(([key, problem]) => (
                  // A date problem names today's earliest date: volatile for the baselines.
                  <li key={key} data-volatile={key.startsWith('date.') ? '' : undefined}>
                    {t.problem(key, problem, earliest, provinceName)}
                  </li>
                ))}
              </chakra.ul>
            </Box>
          ) : null}

          <Box as="fieldset" border="0" p="0" m="0">
            <Text as="legend" fontSize="15px" fontWeight="600" color="gray.800" mb="1">
              {t.instruments}
            </Text>
            <Text fontSize="13px" color="gray.600" mb="3">
              {t.instrumentsHint(MAX_INSTRUMENT_ROWS)}{' '}
              <Text as="span" id={fieldId('qty-rule')} color="gray.800" fontWeight="600" data-testid="qty-rule">
                {t.qtyRule}
              </Text>
            </Text>
            <Box overflowX="auto">
              <chakra.table width="100%" borderCollapse="collapse" data-testid="instrument-rows">
                <thead>
                  <tr>
                    <CompactTh width="60px">#</CompactTh>
                    {ROW_FIELDS.map((f) => (
                      <CompactTh key={f} width={ROW_WIDTH[f]}>
                        {t.rowLabel[f]}
                        {REQUIRED.has(f) ? (
                          <Text as="span" color="red.700" ms="1" aria-label={t.required}>
                            *
                          </Text>
                        ) : null}
                      </CompactTh>
                    ))}
                    <CompactTh width="70px">
                      {t.rowActions}
                    </CompactTh>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={i} data-testid="instrument-row">
                      <CompactTd color="gray.600" verticalAlign="top" pt="3">
                        {i + 1}
                      </CompactTd>
                      {ROW_FIELDS.map((f) => {
                        const key = `row.${i}.${f}`;
                        return (
                          <CompactTd key={f} verticalAlign="top">
                            <chakra.input
                              id={fieldId(key)}
                              name={`${f}-${i}`}
                              aria-label={`${t.row(i + 1)} ${t.rowLabel[f]}`}
                              aria-invalid={problems[key] ? true : undefined}
                              aria-describedby={f === 'qty' ? [fieldId('qty-rule'), describedBy(key)].filter(Boolean).join(' ') : describedBy(key)}
                              inputMode={f === 'qty' ? 'numeric' : undefined}
                              value={row[f]}
                              maxLength={ROW_MAX[f] + 10}
                              onChange={(e) => send({ type: 'ROW_EDIT', index: i, patch: { [f]: e.target.value } })}
                              css={control}
                            />
                            <ErrorLine id={`${fieldId(key)}-error`} text={say(key)} />
                          </CompactTd>
                        );
                      })}
                      <CompactTd verticalAlign="top">
                        <Button size="xs" variant="outline" disabled={rows.length <= 1 || importing} onClick={() => send({ type: 'ROW_REMOVE', index: i })} aria-label={t.removeRow(i + 1)}>
                          {t.remove}
                        </Button>
                      </CompactTd>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
            </Box>
            <ErrorLine id={`${fieldId('rows')}-error`} text={say('rows')} />
            <Flex mt="3" gap="4" align="center" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => send({ type: 'ROW_ADD' })} disabled={rows.length >= MAX_INSTRUMENT_ROWS || importing}>
                {t.addRow}
              </Button>
              {/* A button-like label over a visually hidden file input: the browser's own English picker text is never shown. */}
              <chakra.label
                position="relative"
                display="inline-flex"
                alignItems="center"
                height="32px"
                px="3"
                fontSize="14px"
                fontWeight="500"
                color="brand.700"
                borderWidth="1px"
                borderColor="brand.600"
                borderRadius="md"
                cursor={importing ? 'progress' : 'pointer'}
                _hover={{ bg: 'brand.50' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
              >
                {t.importLabel}
                <chakra.input
                  type="file"
                  accept=".xlsx,.xls,.ods,.csv"
                  onChange={onSheet}
                  disabled={importing}
                  data-testid="instrument-sheet"
                  position="absolute"
                  width="1px"
                  height="1px"
                  opacity="0"
                  overflow="hidden"
                />
              </chakra.label>
            </Flex>
            <Text mt="1" fontSize="12px" color="gray.600">
              {t.importHint}
            </Text>
            {importing ? (
              <Text role="status" mt="1" fontSize="13px" color="gray.700">
                {t.importing}
              </Text>
            ) : null}
            {sheetError ? (
              <Text role="alert" mt="1" fontSize="13px" color="red.700" data-testid="sheet-error">
                {sheetError === 'server' && sheetMessage ? sheetMessage : t.sheetError[sheetError]}
              </Text>
            ) : imported !== null ? (
              <Text role="status" mt="1" fontSize="13px" color="green.800" data-testid="sheet-imported">
                {t.imported(imported)}
              </Text>
            ) : null}
          </Box>

          <Box>
            <chakra.label htmlFor={fieldId('addressId')} display="block" fontSize="15px" fontWeight="600" color="gray.800" mb="1">
              {t.address}
              <Text as="span" color="red.700" ms="1" aria-hidden="true">
                *
              </Text>
            </chakra.label>
            {addresses.length === 0 ? (
              <Text fontSize="14px" color="gray.700">
                {t.noAddress}{' '}
                <AppLink href="/addressManagement" color="brand.700" textDecoration="underline">
                  {t.manageAddresses}
                </AppLink>
              </Text>
            ) : (
              <Flex gap="3" align="center">
                <chakra.select
                  id={fieldId('addressId')}
                  name="addressId"
                  value={draft.addressId ?? ''}
                  aria-invalid={problems.addressId ? true : undefined}
                  aria-describedby={describedBy('addressId') ?? `${uid}-address-hint`}
                  onChange={(e) => send({ type: 'PICK_ADDRESS', addressId: Number(e.target.value) })}
                  css={control}
                  maxWidth="720px"
                >
                  {draft.addressId === null ? <option value="">{t.address}</option> : null}
                  {addresses.map((a) => (
                    <option key={a.id} value={a.id}>
                      {`${a.consignee} ${a.mobile} ${a.regionText} ${a.detail}`}
                    </option>
                  ))}
                </chakra.select>
                <AppLink href="/addressManagement" fontSize="13px" color="brand.700" textDecoration="underline" flexShrink={0}>
                  {t.manageAddresses}
                </AppLink>
              </Flex>
            )}
            <Text id={`${uid}-address-hint`} mt="1" fontSize="12px" color="gray.600">
              {t.addressHint}
            </Text>
            <ErrorLine id={`${fieldId('addressId')}-error`} text={say('addressId')} />
          </Box>

          <Grid templateColumns="240px 240px" gap="6">
            {(['contact', 'mobile'] as const).map((key) => (
              <Box key={key}>
                <chakra.label htmlFor={fieldId(key)} display="block" fontSize="14px" fontWeight="600" color="gray.800" mb="1">
                  {t[key]}
                  <Text as="span" color="red.700" ms="1" aria-hidden="true">
                    *
                  </Text>
                </chakra.label>
                <chakra.input
                  id={fieldId(key)}
                  name={key}
                  value={draft[key]}
                  inputMode={key === 'mobile' ? 'tel' : undefined}
                  maxLength={key === 'mobile' ? 11 : 40}
                  aria-invalid={problems[key] ? true : undefined}
                  aria-describedby={describedBy(key)}
                  aria-required="true"
                  onChange={(e) => send({ type: 'EDIT', patch: { [key]: e.target.value } })}
                  css={control}
                />
                <ErrorLine id={`${fieldId(key)}-error`} text={say(key)} />
              </Box>
            ))}
          </Grid>

          <Box as="fieldset" border="0" p="0" m="0" aria-describedby={`${uid}-dates-hint`}>
            <Text as="legend" fontSize="14px" fontWeight="600" color="gray.800" mb="1">
              {t.dates}
              <Text as="span" color="red.700" ms="1" aria-hidden="true">
                *
              </Text>
            </Text>
            <Text id={`${uid}-dates-hint`} fontSize="12px" color="gray.600" mb="2" data-volatile="">
              {t.datesHint(earliest)}
            </Text>
            <Flex gap="4">
              {Array.from({ length: MAX_PREFERRED_DATES }, (_, i) => {
                const key = `date.${i}`;
                return (
                  <Box key={i} width="200px">
                    <chakra.input
                      type="date"
                      id={fieldId(key)}
                      name={`date-${i}`}
                      aria-label={t.dateLabel(i + 1)}
                      min={earliest}
                      value={draft.dates[i] ?? ''}
                      aria-invalid={problems[key] ? true : undefined}
                      aria-describedby={describedBy(key)}
                      onChange={(e) => send({ type: 'DATE', index: i, date: e.target.value })}
                      css={control}
                      data-volatile=""
                    />
                    <ErrorLine id={`${fieldId(key)}-error`} text={say(key)} volatile />
                  </Box>
                );
              })}
            </Flex>
            <ErrorLine id={`${fieldId('dates')}-error`} text={say('dates')} />
          </Box>

          <Box>
            <chakra.label htmlFor={fieldId('remark')} display="block" fontSize="14px" fontWeight="600" color="gray.800" mb="1">
              {t.remark}
            </chakra.label>
            <chakra.textarea
              id={fieldId('remark')}
              name="remark"
              value={draft.remark}
              rows={3}
              maxLength={520}
              placeholder={t.remarkPlaceholder}
              aria-invalid={problems.remark ? true : undefined}
              aria-describedby={describedBy('remark')}
              onChange={(e) => send({ type: 'EDIT', patch: { remark: e.target.value } })}
              css={{ ...control, height: 'auto', py: '2' }}
              maxWidth="720px"
            />
            <ErrorLine id={`${fieldId('remark')}-error`} text={say('remark')} />
          </Box>

          <Box>
            <Text fontSize="14px" fontWeight="600" color="gray.800" mb="1" id={`${uid}-attachments`}>
              {t.attachments}
            </Text>
            {attachments.length > 0 ? (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" mb="2" aria-labelledby={`${uid}-attachments`} data-testid="booking-attachments">
                {attachments.map((a, i) => (
                  <Flex as="li" key={a.uploadUrl} align="center" gap="3" fontSize="14px" color="gray.800">
                    <span>{a.fileName}</span>
                    <Button size="xs" variant="outline" onClick={() => send({ type: 'DETACH', index: i })} aria-label={t.removeAttachment(a.fileName)} disabled={attaching}>
                      {t.remove}
                    </Button>
                  </Flex>
                ))}
              </Stack>
            ) : null}
            <chakra.label
              position="relative"
              display="inline-flex"
              alignItems="center"
              height="32px"
              px="3"
              fontSize="14px"
              fontWeight="500"
              color="brand.700"
              borderWidth="1px"
              borderColor="brand.600"
              borderRadius="md"
              cursor={attaching ? 'progress' : 'pointer'}
              _hover={{ bg: 'brand.50' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
            >
              {t.attachLabel}
              <chakra.input
                type="file"
                accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                onChange={onAttach}
                disabled={attaching}
                data-testid="booking-attachment"
                position="absolute"
                width="1px"
                height="1px"
                opacity="0"
                overflow="hidden"
              />
            </chakra.label>
            <Text mt="1" fontSize="12px" color="gray.600">
              {t.attachHint}
            </Text>
            {attaching ? (
              <Text role="status" mt="1" fontSize="13px" color="gray.700">
                {t.attaching}
              </Text>
            ) : null}
            {attachmentError ? (
              <Text role="alert" mt="1" fontSize="13px" color="red.700" data-testid="attachment-error">
                {attachmentError === 'server' && attachmentMessage ? attachmentMessage : t.attachmentError[attachmentError]}
              </Text>
            ) : null}
          </Box>

          {serverError ? (
            <Text role="alert" color="red.700" fontSize="14px" data-testid="booking-refused">
              {serverError}
            </Text>
          ) : null}
          <Flex align="center" gap="4">
            <Button type="submit" colorPalette="brand" px="10" loading={submitting} loadingText={t.submitting} disabled={attaching}>
              {t.submit}
            </Button>
            {item.priceFen !== null && totalQty > 0 ? (
              <Text fontSize="14px" color="gray.700" data-testid="booking-estimate">
                {t.estimate(formatPrice(item.priceFen * totalQty))}
              </Text>
            ) : null}
          </Flex>
        </Stack>
      </chakra.form>
    </Box>
  );
}
