// The webhooks section of /company/integration (issue 40 item 3), on machines/integration/webhooks.ts:
// the company's endpoints (URL, events, the masked secret, the backlog) with 修改 and 删除 (after a
// confirmation), 添加 Webhook (URL, events by their Chinese names), the secret shown once after an
// endpoint is added or its secret rotated (with a copy button), and the deliveries below (event,
// endpoint, status, attempts, HTTP code, the answer's start, time, 重新发送), filtered by status.
import { Badge, Box, Button, chakra, Checkbox, Code, Dialog, Field, Flex, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  WEBHOOK_DELIVERY_STATUS_TEXT, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TEXT, WEBHOOK_EVENTS, type WebhookDeliveryStatus,
} from '../../../../domain/integration/webhook-events.ts';
import type { WebhookDeliveryPageBody, WebhookSaveBody } from '../../../../domain/integration/webhook-payloads.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { pagesOf, webhooksMachine, type Loaded, type WebhooksContext } from '../../../../machines/integration/webhooks.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageButtons } from '../../../ui/pagination.tsx';
import { Section } from '../../../ui/section.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { deleteWebhook, fetchDeliveries, fetchWebhooks, resendDelivery, saveWebhook } from '../webhooks-api.ts';
import { webhooksText as t } from '../text.ts';

const logic = webhooksMachine.provide({
  actors: {
    load: fromPromise<Loaded, WebhookDeliveryPageBody>(async ({ input }) => {
      const [endpoints, deliveries] = await Promise.all([fetchWebhooks(), fetchDeliveries(input)]);
      return { endpoints, deliveries };
    }),
    fetchDeliveries: fromPromise(({ input }: { input: WebhookDeliveryPageBody }) => fetchDeliveries(input)),
    save: fromPromise(({ input }: { input: WebhookSaveBody }) => saveWebhook(input)),
    remove: fromPromise(({ input }: { input: number }) => deleteWebhook(input)),
    resend: fromPromise(({ input }: { input: number }) => resendDelivery(input)),
  },
});

const Select = chakra('select', {
  base: { height: '32px', width: '140px', borderWidth: '1px', borderColor: 'gray.400', borderRadius: 'md', px: '2', fontSize: '13px', bg: 'white' },
});
const DataTable = chakra('table', { base: { width: '100%', borderWidth: '1px', borderColor: 'gray.200', borderCollapse: 'collapse' } });

const STATUS_COLOUR: Record<WebhookDeliveryStatus, string> = { pending: 'orange', delivered: 'green', failed: 'red' };

type Send = ReturnType<typeof useMachine<typeof logic>>[1];

function EndpointForm({ context, busy, send }: { context: WebhooksContext; busy: boolean; send: Send }) {
  const { form, formError } = context;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>{t.url}</Field.Label>
            <Input value={form.url} placeholder={t.urlPlaceholder} onChange={(e) => send({ type: 'SET_URL', url: e.target.value })} data-testid="webhook-url" />
            <Field.HelperText>{t.urlHint}</Field.HelperText>
          </Field.Root>
          <Box as="fieldset">
            <Text as="legend" fontSize="14px" fontWeight="500" mb="2">
              {t.events}
            </Text>
            <Stack gap="2">
              {WEBHOOK_EVENTS.map((ev) => (
                <Checkbox.Root key={ev} checked={form.events.includes(ev)} onCheckedChange={() => send({ type: 'TOGGLE_EVENT', event: ev })} data-testid={`webhook-event-${ev}`}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {WEBHOOK_EVENT_TEXT[ev]} <Code fontSize="12px">{ev}</Code>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Box>
          {form.id !== null && (
            <Checkbox.Root checked={form.rotateSecret} onCheckedChange={() => send({ type: 'TOGGLE_ROTATE' })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t.rotate}</Checkbox.Label>
            </Checkbox.Root>
          )}
          <FormAlert message={formError} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => send({ type: 'CANCEL' })}>
          {t.cancel}
        </Button>
        <Button type="submit" colorPalette="red" loading={busy} data-testid="webhook-save">
          {t.save}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function WebhooksSection() {
  const [state, send] = useMachine(logic);
  const c = state.context;
  const editing = state.matches('editing') || state.matches('saving');
  const deletingUrl = c.endpoints.find((e) => e.id === c.deleting)?.url ?? '';
  const action = (
    <Button size="sm" colorPalette="red" onClick={() => send({ type: 'ADD' })} disabled={!state.matches('ready')} data-testid="webhook-add">
      {t.add}
    </Button>
  );
  return (
    <Section id="webhooks" title={t.title} action={action}>
      <Text fontSize="13px" color="gray.700" mb="4">
        {t.intro}
      </Text>
      {state.matches('loading') && c.deliveries === null ? (
        <LoadingBlock label={t.loading} height="160px" />
      ) : state.matches('failure') ? (
        <FailedBlock title={c.loadError ?? t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : (
        <Stack gap="5">
          {c.notice && <FormAlert message={c.notice} />}
          {c.endpoints.length === 0 ? (
            <Text fontSize="14px" color="gray.600" data-testid="webhook-empty">
              {t.empty}
            </Text>
          ) : (
            <DataTable data-testid="webhook-endpoints">
              <thead>
                <tr>
                  <CompactTh>{t.columns.url}</CompactTh>
                  <CompactTh>{t.columns.events}</CompactTh>
                  <CompactTh>{t.columns.secret}</CompactTh>
                  <CompactTh>{t.columns.backlog}</CompactTh>
                  <CompactTh>{t.columns.actions}</CompactTh>
                </tr>
              </thead>
              <tbody>
                {c.endpoints.map((e) => (
                  <tr key={e.id}>
                    <CompactTd wordBreak="break-all">{e.url}</CompactTd>
                    <CompactTd>{e.events.map((ev) => WEBHOOK_EVENT_TEXT[ev]).join(t.eventJoin)}</CompactTd>
                    <CompactTd>
                      <Code fontSize="12px">{e.secretMasked}</Code>
                    </CompactTd>
                    <CompactTd>
                      {e.pending} / {e.failed}
                    </CompactTd>
                    <CompactTd>
                      <HStack gap="2">
                        <Button size="xs" variant="outline" onClick={() => send({ type: 'EDIT', id: e.id })}>
                          {t.edit}
                        </Button>
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => send({ type: 'ASK_DELETE', id: e.id })} aria-label={`${t.remove} ${e.url}`}>
                          {t.remove}
                        </Button>
                      </HStack>
                    </CompactTd>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}

          <Box>
            <Flex align="center" justify="space-between" mb="2">
              <Text as="h3" fontSize="15px" fontWeight="600">
                {t.deliveries}
              </Text>
              <Select
                aria-label={t.filterLabel}
                value={c.status ?? ''}
                onChange={(e) => send({ type: 'FILTER', status: e.target.value === '' ? null : (e.target.value as WebhookDeliveryStatus) })}
              >
                <option value="">{t.allStatuses}</option>
                {WEBHOOK_DELIVERY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {WEBHOOK_DELIVERY_STATUS_TEXT[s]}
                  </option>
                ))}
              </Select>
            </Flex>
            {!c.deliveries || c.deliveries.records.length === 0 ? (
              <Text fontSize="14px" color="gray.600">
                {t.noDeliveries}
              </Text>
            ) : (
              <DataTable data-testid="webhook-deliveries">
                <thead>
                  <tr>
                    {Object.values(t.deliveryColumns).map((h) => (
                      <CompactTh key={h}>{h}</CompactTh>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {c.deliveries.records.map((d) => (
                    <tr key={d.id}>
                      <CompactTd>
                        {WEBHOOK_EVENT_TEXT[d.eventType]}
                        <Text fontSize="12px" color="gray.600">
                          {d.eventId}
                        </Text>
                      </CompactTd>
                      <CompactTd wordBreak="break-all" maxW="220px">
                        {d.url}
                      </CompactTd>
                      <CompactTd>
                        <Badge colorPalette={STATUS_COLOUR[d.status]}>{WEBHOOK_DELIVERY_STATUS_TEXT[d.status]}</Badge>
                      </CompactTd>
                      <CompactTd>{d.attempts}</CompactTd>
                      <CompactTd>{d.lastStatusCode ?? '—'}</CompactTd>
                      <CompactTd maxW="240px">
                        <Text fontSize="12px" lineClamp={2} title={d.lastError ?? d.lastResponse ?? ''}>
                          {d.lastError ?? d.lastResponse ?? '—'}
                        </Text>
                        {d.lastDurationMs !== null && (
                          <Text fontSize="12px" color="gray.600">
                            {d.lastDurationMs} ms
                          </Text>
                        )}
                      </CompactTd>
                      <CompactTd whiteSpace="nowrap">
                        {formatChinaDateTime(d.createdAt)}
                        {d.nextAttemptAt && (
                          <Text fontSize="12px" color="gray.600">
                            {t.nextAttempt(formatChinaDateTime(d.nextAttemptAt))}
                          </Text>
                        )}
                      </CompactTd>
                      <CompactTd>
                        <Button
                          size="xs"
                          variant="outline"
                          loading={state.matches('resending') && c.resending === d.id}
                          disabled={!state.matches('ready')}
                          onClick={() => send({ type: 'RESEND', id: d.id })}
                          aria-label={`${t.resend} ${d.eventId}`}
                        >
                          {t.resend}
                        </Button>
                      </CompactTd>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
            {c.deliveries && pagesOf(c.deliveries) > 1 && (
              <Box mt="3">
                <PageButtons current={c.current} pages={pagesOf(c.deliveries)} onPage={(current) => send({ type: 'PAGE', current })} label={t.pagesLabel} />
              </Box>
            )}
          </Box>
        </Stack>
      )}

      <Dialog.Root open={editing} placement="center" onOpenChange={(d) => !d.open && send({ type: 'CANCEL' })}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{c.form.id === null ? t.addTitle : t.editTitle}</Dialog.Title>
              </Dialog.Header>
              <EndpointForm context={c} busy={state.matches('saving')} send={send} />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <Dialog.Root open={c.revealed !== null && !editing} role="alertdialog" placement="center" onOpenChange={(d) => !d.open && send({ type: 'DISMISS_SECRET' })}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="webhook-secret">
              <Dialog.Header>
                <Dialog.Title>{t.secretTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="14px">{t.secretBody(c.revealed?.url ?? '')}</Text>
                  <HStack gap="2">
                    <Code fontSize="13px" wordBreak="break-all" data-testid="webhook-secret-value">
                      {c.revealed?.secret}
                    </Code>
                    <CopyButton value={c.revealed?.secret ?? ''} what={t.secretWhat} />
                  </HStack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button colorPalette="red" onClick={() => send({ type: 'DISMISS_SECRET' })}>
                  {t.secretDone}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <ConfirmDialog
        open={state.matches('confirmingDelete') || state.matches('deleting')}
        title={t.confirmTitle}
        body={t.confirmBody(deletingUrl)}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        busy={state.matches('deleting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Section>
  );
}
