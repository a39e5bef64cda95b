// The request form of /afterSale?orderId=: the order's lines with what each still allows (bought,
// already requested, left, paid) and the quantity asked, the type (仅退款 / 退货退款 as the order
// allows), the reason from the list, a description, up to 6 evidence images uploaded as they are
// picked, and the most the chosen units refund (the server's rule, shown before submitting).
// Logic in machines/after-sales/refund-request.ts; once the request is written the page goes to
// /afterSaleDetail/{id}.
import { useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useLocation } from 'wouter';
import { DESCRIPTION_MAX, EVIDENCE_MAX, lineRefundCap } from '../../../../domain/after-sales/refund-rules.ts';
import { REFUND_REASONS, REFUND_TYPE_TEXT, type RefundReason } from '../../../../domain/after-sales/refund-status.ts';
import type { RefundPreview } from '../../../../domain/after-sales/refund-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { checkAmount, maxAmount } from '../../../../machines/after-sales/refund-request.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { RadioChoice } from '../../../ui/choice-inputs.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { AppLink } from '../../../ui/links.tsx';
import { headCell } from '../../../ui/table.tsx';
import { Section } from '../../../ui/section.tsx';
import { toaster } from '../../../lib/toaster.ts';
import { evidenceOf, refundRequestLogic } from '../actors.ts';
import { afterSalesText } from '../text.ts';
import { Fact, GoodsCell } from './refund-parts.tsx';

const t = afterSalesText.form;

const fieldStyle = {
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  fontSize: '14px',
  px: '3',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
  _invalid: { borderColor: 'red.600' },
} as const;

const cell = { px: '3', py: '3', fontSize: '13px', color: 'gray.800', borderBottomWidth: '1px', borderColor: 'gray.100' } as const;

function newClientKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function RefundForm({ preview }: { preview: RefundPreview }) {
  const [clientKey] = useState(newClientKey);
  const [snap, send] = useMachine(refundRequestLogic, { input: { preview, clientKey } });
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const { qty, qtyErrors, refundType, reason, description, amountText, images, formError, serverError, detail } = snap.context;
  const uploading = snap.matches('uploadingEvidence');
  const submitting = snap.matches('submitting');

  // Written: the request's own page.
  useEffect(() => {
    if (detail) {
      toaster.create({ type: 'success', title: t.submitted, duration: 3000 });
      navigate(`/afterSaleDetail/${detail.id}`, { replace: true });
    }
  }, [detail, navigate]);

  const nothingLeft = preview.lines.every((l) => l.availableQty === 0);
  const max = maxAmount(preview, qty, refundType);
  const linesMax = preview.lines.reduce((s, l) => s + lineRefundCap(l, qty[l.orderLineId] ?? 0), 0);
  const freight = max - linesMax;
  const amountProblem = checkAmount(amountText, max);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) send({ type: 'ATTACH', file: evidenceOf(file) });
    e.target.value = '';
  };

  const orderFacts = (
    <Panel label={t.orderLabel}>
      <Grid as="dl" templateColumns="repeat(3, 1fr)" gap="4" m="0">
        <Fact label={t.orderNo}>
          <AppLink href={`/myOrderDetail/${preview.orderId}`} color="brand.700" textDecoration="underline" data-volatile="">
            {preview.orderNo}
          </AppLink>
        </Fact>
        <Fact label={t.windowEnds}>
          {preview.windowEndsAt ? <span data-volatile="">{formatChinaDateTime(preview.windowEndsAt)}</span> : t.noWindow}
        </Fact>
      </Grid>
    </Panel>
  );

  if (nothingLeft) {
    return (
      <Stack gap="4">
        {orderFacts}
        <Panel>
          <Text role="status" fontSize="14px" color="gray.800" data-testid="nothing-left">
            {t.nothingLeft}
          </Text>
        </Panel>
      </Stack>
    );
  }

  return (
    <chakra.form
      noValidate
      aria-label={afterSalesText.pages.apply}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Stack gap="4">
        {orderFacts}
        <Section id="refund-lines" title={t.linesLabel}>
          <Text fontSize="13px" color="gray.600" mb="3">
            {t.linesHint}
          </Text>
          <chakra.table width="100%" css={{ borderCollapse: 'collapse' }} data-testid="refund-lines">
            <thead>
              <tr>
                <chakra.th css={headCell}>{t.goods}</chakra.th>
                <chakra.th css={headCell} textAlign="right">{t.bought}</chakra.th>
                <chakra.th css={headCell} textAlign="right">{t.taken}</chakra.th>
                <chakra.th css={headCell} textAlign="right">{t.available}</chakra.th>
                <chakra.th css={headCell} textAlign="right">{t.paid}</chakra.th>
                <chakra.th css={headCell} width="150px">{t.applyQty}</chakra.th>
                <chakra.th css={headCell} textAlign="right">{t.lineCap}</chakra.th>
              </tr>
            </thead>
            <tbody>
              {preview.lines.map((line) => {
                const id = line.orderLineId;
                const problem = qtyErrors[id];
                const errorId = `qty-error-${id}`;
                const value = typed[id] ?? String(qty[id] ?? 0);
                return (
                  <tr key={id}>
                    <chakra.td css={cell} maxWidth="320px">
                      <GoodsCell imageUrl={line.imageUrl} brandName={line.brandName} model={line.model} name={line.name} />
                    </chakra.td>
                    <chakra.td css={cell} textAlign="right">{line.num}</chakra.td>
                    <chakra.td css={cell} textAlign="right">{line.takenQty}</chakra.td>
                    <chakra.td css={cell} textAlign="right" data-testid="available-qty">{line.availableQty}</chakra.td>
                    <chakra.td css={cell} textAlign="right">{formatPrice(line.paidFen)}</chakra.td>
                    <chakra.td css={cell}>
                      <chakra.input
                        type="text"
                        inputMode="numeric"
                        aria-label={t.qtyLabel(line.name, line.model)}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? errorId : undefined}
                        disabled={line.availableQty === 0}
                        value={value}
                        maxLength={7}
                        width="80px"
                        height="32px"
                        css={fieldStyle}
                        onChange={(e) => {
                          const text = e.target.value;
                          setTyped((m) => ({ ...m, [id]: text }));
                          const trimmed = text.trim();
                          send({ type: 'SET_QTY', orderLineId: id, num: trimmed === '' ? 0 : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN });
                        }}
                      />
                      {problem ? (
                        <Text id={errorId} role="alert" fontSize="12px" color="red.700" mt="1">
                          {problem === 'tooMany' ? t.qtyError.tooMany(line.availableQty) : t.qtyError.notInteger}
                        </Text>
                      ) : null}
                    </chakra.td>
                    <chakra.td css={cell} textAlign="right" data-testid="line-cap">
                      {formatPrice(lineRefundCap(line, qty[id] ?? 0))}
                    </chakra.td>
                  </tr>
                );
              })}
            </tbody>
          </chakra.table>
        </Section>

        <Section id="refund-details" title={t.detailsLabel}>
          <Stack gap="5" maxWidth="720px">
            <RadioChoice
              name="refundType"
              legend={t.type}
              value={refundType}
              options={preview.types.map((type) => [type, REFUND_TYPE_TEXT[type]] as const)}
              note={preview.types.length === 1 ? t.typeNote : undefined}
              onPick={(value) => send({ type: 'SET_TYPE', refundType: value })}
            />
            <Box>
              <chakra.label htmlFor="refund-reason" display="block" fontSize="13px" color="gray.700" mb="1.5">
                {t.reason}
                <chakra.span color="red.700" aria-hidden="true">
                  {' *'}
                </chakra.span>
              </chakra.label>
              <chakra.select
                id="refund-reason"
                name="reason"
                required
                value={reason ?? ''}
                aria-invalid={formError === 'noReason' ? true : undefined}
                aria-describedby={formError === 'noReason' ? 'form-error' : undefined}
                onChange={(e) => {
                  if (e.target.value) send({ type: 'SET_REASON', reason: e.target.value as RefundReason });
                }}
                height="36px"
                width="320px"
                css={fieldStyle}
              >
                <option value="" disabled>
                  {t.reasonPlaceholder}
                </option>
                {REFUND_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </chakra.select>
            </Box>
            <Box>
              <chakra.label htmlFor="refund-description" display="block" fontSize="13px" color="gray.700" mb="1.5">
                {t.description}
              </chakra.label>
              <chakra.textarea
                id="refund-description"
                name="description"
                value={description}
                maxLength={DESCRIPTION_MAX}
                placeholder={t.descriptionPlaceholder}
                onChange={(e) => send({ type: 'SET_DESCRIPTION', text: e.target.value })}
                rows={4}
                width="100%"
                py="2"
                css={fieldStyle}
              />
              <Text fontSize="12px" color="gray.600" textAlign="right">
                {t.descriptionCount(description.length, DESCRIPTION_MAX)}
              </Text>
            </Box>
            <Box as="fieldset" border="0" p="0" m="0">
              <Text as="legend" fontSize="13px" color="gray.700" mb="1.5" p="0">
                {t.evidence}
              </Text>
              <Flex gap="3" wrap="wrap" align="center" data-testid="evidence-list">
                {images.map((url, i) => (
                  <Box key={url} position="relative" width="88px">
                    <chakra.img src={url} alt={t.evidenceAlt(i + 1)} width="88px" height="88px" objectFit="cover" borderWidth="1px" borderColor="gray.200" borderRadius="md" />
                    <Button size="xs" variant="outline" width="100%" mt="1" aria-label={t.removeImage(i + 1)} onClick={() => send({ type: 'REMOVE_IMAGE', url })}>
                      {t.remove}
                    </Button>
                  </Box>
                ))}
                {images.length < EVIDENCE_MAX ? (
                  <chakra.label
                    position="relative"
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    width="88px"
                    height="88px"
                    borderWidth="1px"
                    borderStyle="dashed"
                    borderColor="gray.400"
                    borderRadius="md"
                    fontSize="13px"
                    color="gray.700"
                    cursor="pointer"
                    _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600' }}
                  >
                    {uploading ? t.evidenceUploading : t.evidencePick}
                    <chakra.input
                      type="file"
                      accept="image/png,image/jpeg,image/webp"
                      onChange={onPick}
                      disabled={uploading}
                      data-testid="evidence-input"
                      position="absolute"
                      width="1px"
                      height="1px"
                      opacity="0"
                      overflow="hidden"
                    />
                  </chakra.label>
                ) : null}
              </Flex>
              <Text fontSize="12px" color="gray.600" mt="1.5">
                {t.evidenceHint(images.length, EVIDENCE_MAX)}
              </Text>
              {formError === 'imageType' || formError === 'imageSize' || formError === 'tooManyImages' ? (
                <Text role="alert" fontSize="12px" color="red.700" mt="1">
                  {t.errors[formError]}
                </Text>
              ) : null}
            </Box>
          </Stack>
        </Section>

        <Section id="refund-amount" title={t.amountLabel}>
          <Flex align="center" gap="6" wrap="wrap">
            <Box>
              <Text fontSize="13px" color="gray.600">
                {t.maxAmount}
              </Text>
              <Text fontSize="24px" fontWeight="700" color="brand.700" data-testid="refund-max">
                {formatPrice(max)}
              </Text>
              {freight > 0 ? (
                <Text fontSize="12px" color="gray.600">
                  {t.freightIncluded(formatPrice(freight))}
                </Text>
              ) : null}
            </Box>
            <Box>
              <chakra.label htmlFor="refund-amount-asked" display="block" fontSize="13px" color="gray.700" mb="1.5">
                {t.askedAmount}
              </chakra.label>
              <chakra.input
                id="refund-amount-asked"
                name="amount"
                inputMode="decimal"
                value={amountText}
                maxLength={14}
                placeholder={t.askedPlaceholder}
                onChange={(e) => send({ type: 'SET_AMOUNT', text: e.target.value })}
                aria-invalid={amountProblem ? true : undefined}
                aria-describedby={amountProblem ? 'amount-error' : 'amount-hint'}
                width="200px"
                height="36px"
                css={fieldStyle}
              />
              {amountProblem ? (
                <Text id="amount-error" role="alert" fontSize="12px" color="red.700" mt="1">
                  {amountProblem === 'tooHigh' ? t.amountError.tooHigh(formatPrice(max)) : t.amountError.format}
                </Text>
              ) : (
                <Text id="amount-hint" fontSize="12px" color="gray.600" mt="1">
                  {t.askedHint}
                </Text>
              )}
            </Box>
          </Flex>
          <Text fontSize="13px" color="gray.600" mt="3">
            {t.amountNote}
          </Text>
          <Stack mt="4" gap="3" align="flex-start">
            {formError === 'noLines' || formError === 'fixQty' || formError === 'noReason' || formError === 'fixAmount' ? (
              <Text id="form-error" role="alert" fontSize="13px" color="red.700" data-testid="form-error">
                {t.errors[formError]}
              </Text>
            ) : null}
            <FormAlert message={serverError} />
            <Button type="submit" colorPalette="brand" px="10" loading={submitting} loadingText={t.submitting} disabled={uploading}>
              {t.submit}
            </Button>
          </Stack>
        </Section>
      </Stack>
    </chakra.form>
  );
}
