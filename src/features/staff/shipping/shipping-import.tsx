// 批量导入运单号 (/admin/shipping/import): choose an .xlsx (the template can be downloaded), the
// preview of each row (可发货 / 已发货，跳过 / 错误 with its reason), confirm, and the result of
// each row. Thin: machines/staff/staff-shipping-import.ts holds the steps; the browser File behind the
// name and size the machine holds is kept here.
import { useId, useRef, type ChangeEvent } from 'react';
import { Badge, Box, Button, chakra, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Link } from 'wouter';
import type { ShipBatchPreview, ShipBatchResult, ShipBatchRow } from '../../../../domain/orders/staff-shipping-payloads.ts';
import { shippingImportMachine, type PickedShipSheet } from '../../../../machines/staff/staff-shipping-import.ts';
import { saveBlob } from '../../../lib/file-download.ts';
import { showError } from '../../../lib/toaster.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { StepIndicator } from '../../../ui/step-indicator.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { confirmShipRows, fetchShipTemplate, previewShipFile } from './api.ts';
import { shippingText } from './text.ts';

const t = shippingText.batch;

/** The browser File behind each picked sheet the machine was given. */
const files = new WeakMap<PickedShipSheet, File>();

function pickedOf(file: File): PickedShipSheet {
  const picked = { name: file.name, size: file.size };
  files.set(picked, file);
  return picked;
}

const logic = shippingImportMachine.provide({
  actors: {
    preview: fromPromise<ShipBatchPreview, PickedShipSheet>(({ input }) => previewShipFile(files.get(input)!, input.name)),
    confirm: fromPromise<ShipBatchResult, ShipBatchRow[]>(({ input }) => confirmShipRows(input)),
  },
});

const OUTCOME_PALETTE = { ok: 'green', already: 'gray', error: 'red', shipped: 'green' } as const;

async function downloadTemplate() {
  try {
    saveBlob(await fetchShipTemplate(), t.templateFileName);
  } catch {
    showError(t.templateFailed);
  }
}

function PreviewTable({ preview }: { preview: ShipBatchPreview }) {
  return (
    <chakra.table width="100%" borderCollapse="collapse" bg="white" borderWidth="1px" borderColor="gray.200" aria-label={t.previewLabel} data-testid="ship-preview">
      <thead>
        <tr>
          <CompactTh width="72px">{t.columns.rowNo}</CompactTh>
          <CompactTh>{t.columns.orderNo}</CompactTh>
          <CompactTh>{t.columns.carrier}</CompactTh>
          <CompactTh>{t.columns.trackingNo}</CompactTh>
          <CompactTh>{t.columns.outcome}</CompactTh>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((r) => (
          <chakra.tr key={r.rowNo} data-testid="ship-preview-row" data-outcome={r.outcome} bg={r.outcome === 'error' ? 'red.50' : undefined}>
            <CompactTd>{r.rowNo}</CompactTd>
            <CompactTd fontFamily="mono">{r.orderNo || '—'}</CompactTd>
            <CompactTd>{r.carrier || '—'}</CompactTd>
            <CompactTd fontFamily="mono">{r.trackingNo || '—'}</CompactTd>
            <CompactTd>
              <Badge colorPalette={OUTCOME_PALETTE[r.outcome]} variant="subtle" mr="2">
                {t.outcomes[r.outcome]}
              </Badge>
              {r.outcome === 'error' ? (
                <chakra.span color="red.800" data-testid="ship-preview-error">
                  {r.message}
                </chakra.span>
              ) : null}
            </CompactTd>
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

function ResultTable({ result }: { result: ShipBatchResult }) {
  return (
    <chakra.table width="100%" borderCollapse="collapse" bg="white" borderWidth="1px" borderColor="gray.200" aria-label={t.resultLabel} data-testid="ship-result">
      <thead>
        <tr>
          <CompactTh width="72px">{t.columns.rowNo}</CompactTh>
          <CompactTh>{t.columns.orderNo}</CompactTh>
          <CompactTh>{t.resultColumn}</CompactTh>
        </tr>
      </thead>
      <tbody>
        {result.rows.map((r) => (
          <tr key={r.rowNo} data-testid="ship-result-row">
            <CompactTd>{r.rowNo}</CompactTd>
            <CompactTd fontFamily="mono">{r.orderNo}</CompactTd>
            <CompactTd>
              <Badge colorPalette={OUTCOME_PALETTE[r.outcome]} variant="subtle" mr="2">
                {t.results[r.outcome]}
              </Badge>
              {r.message && r.outcome === 'error' ? <chakra.span color="red.800">{r.message}</chakra.span> : null}
            </CompactTd>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

export function ShippingImport() {
  const [state, send] = useMachine(logic);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { fileError, failure, preview, result, file } = state.context;
  const step = state.matches('choosing') || state.matches('previewing') ? 0 : state.matches('previewed') ? 1 : state.matches('confirming') ? 2 : 3;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) send({ type: 'PICK', file: pickedOf(chosen) });
  };
  return (
    <Box>
      <ChakraLink asChild color="brand.700" fontSize="13px" mb="2" display="inline-block">
        <Link href="/shipping">← {t.back}</Link>
      </ChakraLink>
      <PageHeading title={t.title} intro={t.intro}>
        <Button variant="outline" height="38px" onClick={() => void downloadTemplate()} data-testid="ship-template">
          {t.template}
        </Button>
      </PageHeading>
      <Box mb="5">
        <StepIndicator label={t.stepsLabel} steps={t.steps} current={step} />
      </Box>
      {state.matches('choosing') || state.matches('previewing') ? (
        <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5">
          <chakra.label htmlFor={inputId} display="block" fontSize="14px" fontWeight="600" mb="2">
            {t.file}
          </chakra.label>
          <chakra.input
            ref={input}
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={pick}
            disabled={state.matches('previewing')}
            aria-describedby={`${inputId}-hint`}
            aria-invalid={fileError !== null || failure !== null || undefined}
            fontSize="14px"
            data-testid="ship-file"
          />
          <Text id={`${inputId}-hint`} fontSize="12px" color="gray.600" mt="2">
            {t.fileHint}
          </Text>
          {state.matches('previewing') ? (
            <Text mt="3" fontSize="14px" color="gray.700" role="status">
              {t.reading} {file?.name}
            </Text>
          ) : null}
          {fileError || failure ? (
            <Text role="alert" color="red.700" fontSize="13px" mt="3" data-testid="ship-file-error">
              {fileError ? t.fileErrors[fileError] : failure}
            </Text>
          ) : null}
        </Box>
      ) : null}
      {(state.matches('previewed') || state.matches('confirming')) && preview ? (
        <Box>
          <Flex justify="space-between" align="center" mb="3" gap="3">
            <Text fontSize="14px" fontWeight="600" data-testid="ship-preview-summary">
              {t.summary(preview.ok, preview.already, preview.errors)}
            </Text>
            <Flex gap="2">
              <Button variant="outline" height="38px" onClick={() => send({ type: 'RESET' })} disabled={state.matches('confirming')}>
                {t.again}
              </Button>
              <Button colorPalette="brand" height="38px" onClick={() => send({ type: 'CONFIRM' })} disabled={preview.ok === 0} loading={state.matches('confirming')} loadingText={t.confirming} data-testid="ship-confirm">
                {t.confirm(preview.ok)}
              </Button>
            </Flex>
          </Flex>
          {preview.ok === 0 ? (
            <Text role="alert" color="red.700" fontSize="13px" mb="3">
              {t.nothingToShip}
            </Text>
          ) : null}
          {failure ? (
            <Text role="alert" color="red.700" fontSize="13px" mb="3">
              {failure}
            </Text>
          ) : null}
          <PreviewTable preview={preview} />
        </Box>
      ) : null}
      {state.matches('done') && result ? (
        <Box>
          <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="3" mb="4" data-testid="ship-result-summary">
            <Text fontWeight="700">{t.resultTitle}</Text>
            <Text>{t.result(result.shipped, result.already, result.failed)}</Text>
          </Box>
          <ResultTable result={result} />
          <Flex gap="2" mt="4">
            <Button variant="outline" height="38px" onClick={() => send({ type: 'RESET' })}>
              {t.again}
            </Button>
            <Button asChild colorPalette="brand" height="38px">
              <Link href="/shipping">{t.toList}</Link>
            </Button>
          </Flex>
        </Box>
      ) : null}
    </Box>
  );
}
