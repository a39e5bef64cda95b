// /enterpriseCertification (企业认证): the member's certification status (待审核, 已认证 with the
// VIP end, 已驳回 with the reason, 需重新认证) and the application form with the company lookup,
// the credit-code warning to confirm, the link request for a company certified elsewhere, the
// licence and authorisation images (the project's Chinese file picker, with the accepted types and
// size said before a pick and the refused file named after) and the pre-filled authorisation letter. Logic in
// machines/certification/certification.ts; this view reads the snapshot and sends events.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Field, Flex, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { creditCodeNeedsConfirmation, type CertificationDraft } from '../../../../domain/certification/certification-payloads.ts';
import type { CertificationInfo, CertificationState } from '../../../../domain/certification/certification-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { CERT_FILE_TYPES } from '../../../../domain/certification/certification-rules.ts';
import type { FileSlot, PickedFile } from '../../../../machines/certification/certification.ts';
import { CheckChoice } from '../../../ui/choice-inputs.tsx';
import { ReceiptFilePicker } from '../../payments/public.ts';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { certificationLogic, pickedOf } from '../actors.ts';
import { VipPanel } from '../components/vip-panel.tsx';
import { certificationText as t } from '../text.ts';

type Send = ReturnType<typeof useMachine<typeof certificationLogic>>[1];

const STATUS_COLOR: Record<number, string> = { [-1]: 'gray.700', 0: 'orange.700', 1: 'green.700', 2: 'red.700', 3: 'red.700' };

function StatusPanel({ state, info, hint, children }: { state: CertificationState; info: CertificationInfo | null; hint: string; children?: ReactNode }) {
  return (
    <Panel label={t.status}>
      <Flex align="center" gap="3">
        <Text fontSize="16px" fontWeight="600" color="gray.800">
          {info?.companyName ?? ''}
        </Text>
        <Badge bg={STATUS_COLOR[state.status]} color="white" fontSize="13px" px="2" data-testid="certification-status">
          {state.statusText}
        </Badge>
      </Flex>
      <Text mt="2" fontSize="14px" color="gray.700">
        {hint}
      </Text>
      {state.reason ? (
        <Text mt="2" fontSize="14px" color="red.700" data-testid="certification-reason">
          {t.reasonLine(state.reason)}
        </Text>
      ) : null}
      {info ? (
        <Box mt="4">
          <Text fontSize="14px" fontWeight="600" color="gray.800" mb="2">
            {t.history}
          </Text>
          <Stack as="ol" gap="1" m="0" pl="5" fontSize="13px" color="gray.700">
            {info.history.map((h, i) => (
              <li key={i}>
                <Text as="span" data-volatile="">
                  {formatChinaDateTime(h.at)}
                </Text>{' '}
                {t.step(h.transitionText, h.actorText, h.statusText, h.note)}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {children ? <Flex mt="4" gap="3">{children}</Flex> : null}
    </Panel>
  );
}

function TextField(props: { label: string; name: keyof CertificationDraft; value: string; error: string | undefined; hint?: string; readOnly?: boolean; onChange: (v: string) => void; maxLength: number }) {
  return (
    <Field.Root invalid={props.error !== undefined} required readOnly={props.readOnly}>
      <Field.Label fontSize="14px" color="gray.800">
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name={props.name} value={props.value} maxLength={props.maxLength} onChange={(e) => props.onChange(e.target.value)} bg={props.readOnly ? 'gray.100' : 'white'} />
      {props.error ? <Field.ErrorText color="red.700">{props.error}</Field.ErrorText> : props.hint ? <Field.HelperText color="gray.600">{props.hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** One file of the form, through the project's Chinese file picker (选择图片, the picked name and size, the rule, the refusal). */
function FileField({ slot, label, picked, refusal, send }: { slot: FileSlot; label: string; picked: PickedFile | null; refusal: string | null; send: Send }) {
  return (
    <ReceiptFilePicker
      id={`cert-${slot}`}
      label={label}
      accept={CERT_FILE_TYPES}
      hint={t.fileHint}
      file={picked}
      message={refusal}
      disabled={false}
      pickText={t.pickFile}
      testIdPrefix={`file-${slot}`}
      onPick={(file) => send({ type: 'PICK', slot, file: pickedOf(file as unknown as File) })}
    >
      {picked ? (
        <Button size="xs" variant="outline" onClick={() => send({ type: 'DROP', slot })}>
          {t.dropFile}
        </Button>
      ) : null}
    </ReceiptFilePicker>
  );
}

function downloadTemplate(d: CertificationDraft) {
  const lines = t.templateDoc.body(d).map((l) => `<p>${l.replace(/[<>&]/g, '')}</p>`).join('');
  const html = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${t.templateDoc.title}</title><body style="font-family:serif;max-width:640px;margin:40px auto;line-height:2"><h1 style="text-align:center">${t.templateDoc.title}</h1>${lines}</body></html>`;
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = t.templateDoc.fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The payment page sends the member back with ?paid=1 or ?paid=0. */
function paidReturn(): 'paid' | 'failed' | null {
  const paid = new URLSearchParams(window.location.search).get('paid');
  return paid === '1' ? 'paid' : paid === '0' ? 'failed' : null;
}

export default function EnterpriseCertificationPage() {
  const [snap, send] = useMachine(certificationLogic);
  const { state, info, draft, problems, fileErrors, refused, files, matches, certifiedElsewhere, serverError } = snap.context;
  const edit = (patch: Partial<CertificationDraft>) => send({ type: 'EDIT', patch });
  const refusal = (slot: FileSlot): string | null => {
    const error = fileErrors[slot];
    const file = refused[slot];
    if (!error) return null;
    if (error === 'missing' || !file) return t.fileError.missing();
    if (error === 'wrongType') return t.fileError.wrongType(file.name, file.type);
    if (error === 'tooLarge') return t.fileError.tooLarge(file.name, file.size);
    return t.fileError.emptyFile(file.name);
  };

  let body: ReactNode;
  if (snap.matches('loading')) body = <LoadingBlock label={t.loading} />;
  else if (snap.matches('loadFailed')) body = <FailedBlock title={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />;
  else if (state && snap.matches('pending')) body = <StatusPanel state={state} info={info} hint={t.pendingHint} />;
  else if (state && snap.matches('certified'))
    body = (
      <Stack gap="4">
        <StatusPanel state={state} info={info} hint={t.certifiedHint}>
          <Button variant="outline" onClick={() => send({ type: 'EDIT_AGAIN' })}>
            {t.changeCompany}
          </Button>
        </StatusPanel>
        <VipPanel returned={paidReturn()} />
      </Stack>
    );
  else if (state && (snap.matches('rejected') || snap.matches('recertify')))
    body = (
      <StatusPanel state={state} info={info} hint={snap.matches('rejected') ? t.rejectedHint : t.recertifyHint}>
        <Button colorPalette="brand" onClick={() => send({ type: 'EDIT_AGAIN' })}>
          {t.editAgain}
        </Button>
      </StatusPanel>
    );
  else {
    const submitting = snap.matches('submitting');
    body = (
      <Panel label={t.form}>
        {state ? (
          <Text fontSize="14px" color="gray.700" mb="4">
            {t.intro(state.trialVipDays)}
          </Text>
        ) : null}
        {state?.reason ? (
          <Text fontSize="14px" color="red.700" mb="4">
            {t.reasonLine(state.reason)}
          </Text>
        ) : null}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
        <Stack gap="4" maxWidth="640px">
          <Box position="relative">
            <TextField
              label={t.companyName}
              name="companyName"
              value={draft.companyName}
              error={problems.companyName}
              hint={t.companyNameHint}
              maxLength={60}
              onChange={(v) => {
                edit({ companyName: v });
                send({ type: 'LOOKUP', keyword: v });
              }}
            />
            {matches.length > 0 ? (
              <Stack as="ul" aria-label={t.matches} listStyleType="none" m="0" p="1" mt="1" gap="0" borderWidth="1px" borderColor="gray.300" borderRadius="md" bg="white" data-testid="company-matches">
                {matches.map((m) => (
                  <li key={m.companyName}>
                    <Button variant="ghost" size="sm" width="100%" justifyContent="flex-start" onClick={() => send({ type: 'PICK_COMPANY', company: m })}>
                      {t.match(m.companyName, m.creditCode)}
                    </Button>
                  </li>
                ))}
              </Stack>
            ) : null}
          </Box>
          {certifiedElsewhere ? (
            <Box bg="orange.50" borderWidth="1px" borderColor="orange.300" borderRadius="md" p="3" data-testid="certified-elsewhere">
              <Text fontSize="13px" color="gray.800" mb="2">
                {t.certifiedElsewhere}
              </Text>
              <CheckChoice label={t.linkRequest} checked={draft.linkRequest} onChange={(on) => edit({ linkRequest: on })} />
            </Box>
          ) : null}
          <TextField label={t.creditCode} name="creditCode" value={draft.creditCode} error={problems.creditCode} hint={t.creditCodeHint} maxLength={18} onChange={(v) => edit({ creditCode: v.toUpperCase() })} />
          {creditCodeNeedsConfirmation(draft.creditCode) ? (
            <CheckChoice label={t.confirmCode} checked={draft.confirmCodeWarning} onChange={(on) => edit({ confirmCodeWarning: on })} />
          ) : null}
          <Grid templateColumns="1fr 1fr" gap="4">
            <TextField label={t.legalPerson} name="legalPerson" value={draft.legalPerson} error={problems.legalPerson} maxLength={30} onChange={(v) => edit({ legalPerson: v })} />
            <TextField label={t.regAddress} name="regAddress" value={draft.regAddress} error={problems.regAddress} maxLength={120} onChange={(v) => edit({ regAddress: v })} />
          </Grid>
          <FileField slot="licence" label={t.licence} picked={files.licence} refusal={refusal('licence')} send={send} />
          <Box>
            <CheckChoice label={t.applicantIsLegal} checked={draft.applicantIsLegal} describedBy="applicant-is-legal-note" onChange={(on) => edit({ applicantIsLegal: on })} />
            <Text id="applicant-is-legal-note" mt="1" fontSize="13px" color="gray.600" data-testid="applicant-is-legal-note">
              {t.applicantIsLegalNote}
            </Text>
          </Box>
          <Grid templateColumns="1fr 1fr" gap="4">
            <TextField
              label={t.applicantName}
              name="applicantName"
              value={draft.applicantName}
              error={problems.applicantName}
              hint={draft.applicantIsLegal ? t.applicantFromLegal : undefined}
              readOnly={draft.applicantIsLegal}
              maxLength={30}
              onChange={(v) => edit({ applicantName: v })}
            />
            <TextField label={t.applicantMobile} name="applicantMobile" value={draft.applicantMobile} error={problems.applicantMobile} maxLength={11} onChange={(v) => edit({ applicantMobile: v })} />
          </Grid>
          {!draft.applicantIsLegal ? (
            <>
              <FileField slot="authorisation" label={t.authorisation} picked={files.authorisation} refusal={refusal('authorisation')} send={send} />
              <Button variant="outline" alignSelf="flex-start" onClick={() => downloadTemplate(draft)}>
                {t.template}
              </Button>
            </>
          ) : null}
          {serverError ? (
            <Text role="alert" color="red.700" fontSize="14px">
              {serverError}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" px="8" loading={submitting} loadingText={t.submitting}>
            {t.submit}
          </Button>
        </Stack>
        </form>
      </Panel>
    );
  }
  return <MemberLayout title={t.pages.enterpriseCertification}>{body}</MemberLayout>;
}
