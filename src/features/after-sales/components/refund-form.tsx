// The request form of /afterSale?orderId=: the order's facts, its lines with the quantity asked,
// the type, reason, description and evidence images, and the amount with the submit button; an
// order with nothing left to ask for says so instead. This file wires the parts to the machine
// (machines/after-sales/refund-request.ts holds the rules and the figures shown: refundFigures,
// formErrorAt); once the request is written the page goes to /afterSaleDetail/{id}.
import { useEffect, useState } from 'react';
import { chakra, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useLocation } from 'wouter';
import type { RefundPreview } from '../../../../domain/after-sales/refund-views.ts';
import { formErrorAt, nothingLeft, refundFigures } from '../../../../machines/after-sales/refund-request.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { Section } from '../../../ui/section.tsx';
import { toaster } from '../../../lib/toaster.ts';
import { refundRequestLogic } from '../actors.ts';
import { afterSalesText } from '../text.ts';
import { RefundAmountFields } from './refund-amount-fields.tsx';
import { RefundDetailsFields } from './refund-details-fields.tsx';
import { RefundEvidenceField } from './refund-evidence-field.tsx';
import { RefundLinesTable } from './refund-lines-table.tsx';
import { RefundOrderFacts } from './refund-order-facts.tsx';

const t = afterSalesText.form;

function newClientKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function RefundForm({ preview }: { preview: RefundPreview }) {
  const [clientKey] = useState(newClientKey);
  const [snap, send] = useMachine(refundRequestLogic, { input: { preview, clientKey } });
  const [, navigate] = useLocation();
  const { qty, qtyErrors, refundType, reason, description, amountText, images, formError, serverError, detail } = snap.context;
  const uploading = snap.matches('uploadingEvidence');

  // Written: the request's own page.
  useEffect(() => {
    if (detail) {
      toaster.create({ type: 'success', title: t.submitted, duration: 3000 });
      navigate(`/afterSaleDetail/${detail.id}`, { replace: true });
    }
  }, [detail, navigate]);

  if (nothingLeft(preview)) {
    return (
      <Stack gap="4">
        <RefundOrderFacts preview={preview} />
        <Panel>
          <Text role="status" fontSize="14px" color="gray.800" data-testid="nothing-left">
            {t.nothingLeft}
          </Text>
        </Panel>
      </Stack>
    );
  }

  const figures = refundFigures(preview, qty, refundType, amountText);
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
        <RefundOrderFacts preview={preview} />
        <Section id="refund-lines" title={t.linesLabel}>
          <Text fontSize="13px" color="gray.600" mb="3">
            {t.linesHint}
          </Text>
          <RefundLinesTable lines={preview.lines} qty={qty} qtyErrors={qtyErrors} lineCaps={figures.lineCaps} onQty={(orderLineId, num) => send({ type: 'SET_QTY', orderLineId, num })} />
        </Section>

        <Section id="refund-details" title={t.detailsLabel}>
          <Stack gap="5" maxWidth="720px">
            <RefundDetailsFields
              types={preview.types}
              refundType={refundType}
              reason={reason}
              reasonRefused={formError === 'noReason'}
              description={description}
              onType={(value) => send({ type: 'SET_TYPE', refundType: value })}
              onReason={(value) => send({ type: 'SET_REASON', reason: value })}
              onDescription={(text) => send({ type: 'SET_DESCRIPTION', text })}
            />
            <RefundEvidenceField
              images={images}
              uploading={uploading}
              error={formErrorAt(formError, 'evidence')}
              onAttach={(file) => send({ type: 'ATTACH', file })}
              onRemove={(url) => send({ type: 'REMOVE_IMAGE', url })}
            />
          </Stack>
        </Section>

        <Section id="refund-amount" title={t.amountLabel}>
          <RefundAmountFields
            figures={figures}
            amountText={amountText}
            error={formErrorAt(formError, 'submit')}
            serverError={serverError}
            submitting={snap.matches('submitting')}
            uploading={uploading}
            onAmount={(text) => send({ type: 'SET_AMOUNT', text })}
          />
        </Section>
      </Stack>
    </chakra.form>
  );
}
