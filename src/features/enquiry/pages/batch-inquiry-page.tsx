// /batchInquiry (批量询价): upload a purchasing sheet (dropped on the zone or chosen), or paste rows
// copied from Excel; the template to download and the limits on the page; a picked file is read
// first and the buyer confirms which column holds each role (components/mapping-step.tsx) before
// it is matched; a progress bar while the file goes up and the server reads and matches it; a
// refusal in Chinese with 重新上传. A link
// with ?model=&brand= (the out-of-stock 询价 link) fills the paste box with that one line. Logic
// in machines/enquiry/enquiry-upload.ts; when the enquiry exists its report opens.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Box, Button, Field, Flex, Grid, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { ENQUIRY_FILE_TYPES } from '../../../../domain/enquiry/enquiry-rules.ts';
import { percentOf } from '../../../../machines/enquiry/enquiry-upload.ts';
import { prefillText, readPastedRows } from '../../../../machines/enquiry/paste-rows.ts';
import { AppLink } from '../../../ui/links.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { downloadTemplate } from '../api.ts';
import { enquiryUploadLogic, pickedOf } from '../actors.ts';
import { MappingStep } from '../components/mapping-step.tsx';
import { enquiryText } from '../text.ts';

const t = enquiryText.upload;

/** The bar while the file goes up (a figure) and while the server reads and matches (no figure: a moving stripe). */
function ProgressBar({ value, label, text }: { value: number | null; label: string; text: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      aria-valuetext={text}
      height="10px"
      bg="gray.200"
      borderRadius="full"
      overflow="hidden"
      position="relative"
      data-testid="upload-progress"
    >
      {value === null ? (
        <Box position="absolute" top="0" bottom="0" width="35%" bg="brand.600" borderRadius="full" css={{ animation: 'enquiryStripe 1.2s ease-in-out infinite', '@keyframes enquiryStripe': { from: { left: '-35%' }, to: { left: '100%' } } }} />
      ) : (
        <Box height="100%" width={`${value}%`} bg="brand.600" borderRadius="full" transition="width 0.2s" />
      )}
    </Box>
  );
}

function initialPaste(search: string): string {
  const params = new URLSearchParams(search);
  return prefillText(params.get('model') ?? '', params.get('brand') ?? '');
}

export default function BatchInquiryPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [snap, send] = useMachine(enquiryUploadLogic, { input: { pasteText: initialPaste(search) } });
  const { pasteText, source, fileError, pasteError, progress, error, retryable, answer, preview, mapping, mappingProblem } = snap.context;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const previewing = snap.matches('previewing');
  const mappingStep = snap.matches('mapping');
  const sending = snap.matches('sending');
  // While a file is read or its columns confirmed, the paste box waits.
  const busy = sending || previewing || mappingStep;
  const reading = snap.matches({ sending: 'reading' });
  const done = snap.matches('done');
  const failed = snap.matches('failed');
  const pasted = readPastedRows(pasteText);

  useEffect(() => {
    if (done && answer) navigate(`/enquiryDetail?id=${answer.enquiryId}`);
  }, [done, answer, navigate]);

  const pick = (file: File | undefined) => {
    if (file && !sending && !previewing) send({ type: 'PICK', file: pickedOf(file) });
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    pick(e.dataTransfer.files[0]);
  };

  const isPaste = source?.kind === 'paste';
  const status = previewing ? t.previewing : reading ? t.reading(percentOf(progress)) : sending ? (isPaste ? t.matchingPaste : t.matching) : done ? t.done : '';

  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Flex align="baseline" justify="space-between" mb="2">
        <Heading as="h1" fontSize="22px" fontWeight="600" color="gray.800">
          {enquiryText.pages.batchInquiry}
        </Heading>
        <AppLink href="/enquiry" fontSize="14px" color="brand.700" textDecoration="underline">
          {t.myEnquiries}
        </AppLink>
      </Flex>
      <Text fontSize="14px" color="gray.700" mb="5">
        {t.intro}
      </Text>

      <Grid templateColumns="1fr 1fr" gap="6" alignItems="stretch">
        <Box as="section" aria-labelledby="upload-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="5">
          <Heading as="h2" id="upload-title" fontSize="16px" fontWeight="600" color="gray.800" mb="4">
            {t.fileTitle}
          </Heading>
          <Box
            role="group"
            aria-label={t.dropZoneLabel}
            data-testid="drop-zone"
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            borderWidth="2px"
            borderStyle="dashed"
            borderColor={over ? 'brand.600' : fileError ? 'red.500' : 'gray.300'}
            bg={over ? 'brand.50' : 'gray.50'}
            borderRadius="md"
            py="10"
            px="4"
            textAlign="center"
          >
            <Box as="svg" aria-hidden="true" width="44px" height="44px" mx="auto" color="brand.600" {...{ viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6 }}>
              <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
              <path d="M14 3v6h6M8 13h8M8 17h8M12 9v-0" />
            </Box>
            <Text mt="3" fontSize="15px" color="gray.800">
              {t.dropHere}{' '}
              <Button size="sm" colorPalette="brand" ml="1" onClick={() => input.current?.click()} disabled={sending || previewing} data-testid="choose-file">
                {t.choose}
              </Button>
            </Text>
            <input
              ref={input}
              type="file"
              accept={ENQUIRY_FILE_TYPES.join(',')}
              aria-label={t.chooseLabel}
              data-testid="sheet-file"
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
              tabIndex={-1}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Text mt="3" fontSize="13px" color="gray.700">
              {t.types}
            </Text>
            <Text mt="1" fontSize="13px" color="gray.800" fontWeight="600" data-testid="limits">
              {t.limits}
            </Text>
          </Box>
          {fileError ? (
            <Text role="alert" mt="3" fontSize="14px" color="red.700" data-testid="file-error">
              {t.fileError[fileError]}
            </Text>
          ) : null}
          <Text mt="4" fontSize="13px" color="gray.700">
            {t.headerHint}
          </Text>
          <Button
            mt="4"
            variant="outline"
            colorPalette="brand"
            size="sm"
            loading={templateBusy}
            onClick={() => {
              setTemplateBusy(true);
              void downloadTemplate().finally(() => setTemplateBusy(false));
            }}
          >
            {t.template}
          </Button>
        </Box>

        <Box as="section" aria-labelledby="paste-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="5">
          <Heading as="h2" id="paste-title" fontSize="16px" fontWeight="600" color="gray.800" mb="4">
            {t.pasteTitle}
          </Heading>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'SEND_PASTE' });
            }}
          >
            <Field.Root invalid={pasteError !== null}>
              <Field.Label fontSize="14px" color="gray.800">
                {t.pasteLabel}
              </Field.Label>
              <Textarea
                name="paste"
                value={pasteText}
                onChange={(e) => send({ type: 'EDIT_PASTE', text: e.target.value })}
                placeholder={t.pastePlaceholder}
                rows={9}
                width="100%"
                borderWidth="1px"
                borderColor={pasteError ? 'red.500' : 'gray.400'}
                borderRadius="md"
                px="3"
                py="2"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
                fontFamily="mono"
                fontSize="13px"
                bg="white"
                spellCheck={false}
                disabled={busy}
              />
              {pasteError ? <Field.ErrorText>{t.pasteError[pasteError]}</Field.ErrorText> : <Field.HelperText color="gray.700">{t.pasteHint}</Field.HelperText>}
            </Field.Root>
            <Flex mt="4" align="center" gap="4">
              <Button type="submit" colorPalette="brand" loading={sending && isPaste} disabled={busy}>
                {t.sendPaste}
              </Button>
              {pasted.error === null ? (
                <Text fontSize="13px" color="gray.700" data-testid="paste-count">
                  {t.pasteCount(pasted.rows.length)}
                </Text>
              ) : null}
            </Flex>
          </form>
        </Box>
      </Grid>

      {mappingStep && preview ? (
        <MappingStep
          preview={preview}
          mapping={mapping}
          problem={mappingProblem}
          onRole={(role, index) => send({ type: 'SET_ROLE', role, index })}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onAgain={() => {
            send({ type: 'BACK' });
            input.current?.click();
          }}
        />
      ) : null}

      {previewing || sending || done ? (
        <Box mt="6" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="5" data-testid="progress-panel">
          {source?.kind === 'file' ? (
            <Text fontSize="14px" color="gray.800" mb="2">
              {t.fileName(source.file.name)}
            </Text>
          ) : null}
          <ProgressBar value={reading ? percentOf(progress) : done ? 100 : null} label={t.progressLabel} text={status} />
          <Text mt="2" fontSize="14px" color="gray.700" role="status">
            {status}
          </Text>
        </Box>
      ) : null}

      {failed ? (
        <Box mt="6" bg="red.50" borderWidth="1px" borderColor="red.300" borderRadius="md" px="6" py="5" data-testid="upload-failed">
          <Heading as="h2" fontSize="16px" color="red.800" mb="2">
            {t.failedTitle}
          </Heading>
          {source?.kind === 'file' ? (
            <Text fontSize="14px" color="gray.800" mb="1">
              {t.fileName(source.file.name)}
            </Text>
          ) : null}
          <Text role="alert" fontSize="14px" color="red.800" data-testid="upload-error">
            {error ?? enquiryText.errors.sendFailed}
          </Text>
          <Stack direction="row" mt="4" gap="3">
            {retryable ? (
              <Button colorPalette="brand" onClick={() => send({ type: 'RETRY' })}>
                {isPaste ? t.retryPaste : t.retry}
              </Button>
            ) : null}
            {!isPaste ? (
              <Button variant={retryable ? 'outline' : 'solid'} colorPalette="brand" onClick={() => input.current?.click()}>
                {t.another}
              </Button>
            ) : null}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
