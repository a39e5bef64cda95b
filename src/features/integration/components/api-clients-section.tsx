// The API clients section of /company/integration (issue 40; machines/integration/api-clients.ts):
// the table of the company's clients (name, client id, scopes, acting member, address ranges,
// status, last use) with 轮换密钥 and 停用 after a confirmation; 新建接口客户端 opens the form;
// after a create or a rotation the client id and secret are shown once with copy buttons.
import { Badge, Box, Button, chakra, Dialog, Heading, HStack, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClientSaveBody } from '../../../../domain/integration/api-client-payloads.ts';
import { API_SCOPE_TEXT, API_SCOPES } from '../../../../domain/integration/api-scopes.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { apiClientsMachine, MEMBER_NEEDED, type ApiClientRow, type ApiClientsContext } from '../../../../machines/integration/api-clients.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { fetchApiClientsData, revokeApiClient, rotateApiClient, saveApiClient } from '../api-clients-api.ts';
import { apiClientsText as t } from '../text.ts';

const logic = apiClientsMachine.provide({
  actors: {
    fetchAll: fromPromise(() => fetchApiClientsData()),
    save: fromPromise(({ input }: { input: ApiClientSaveBody }) => saveApiClient(input)),
    rotate: fromPromise(({ input }: { input: { id: number } }) => rotateApiClient(input.id)),
    revoke: fromPromise(({ input }: { input: { id: number } }) => revokeApiClient(input.id)),
  },
});

const selectStyle = { width: '100%', height: '36px', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', bg: 'white', fontSize: '14px' } as const;

function ClientsTable({ rows, onAsk }: { rows: ApiClientRow[]; onAsk: (action: 'rotate' | 'revoke', id: number) => void }) {
  return (
    <Box overflowX="auto">
      <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" data-testid="api-clients">
        <thead>
          <tr>
            <CompactTh>{t.cols.name}</CompactTh>
            <CompactTh>{t.cols.clientId}</CompactTh>
            <CompactTh>{t.cols.scopes}</CompactTh>
            <CompactTh>{t.cols.member}</CompactTh>
            <CompactTh>{t.cols.ipRanges}</CompactTh>
            <CompactTh>{t.cols.status}</CompactTh>
            <CompactTh>{t.cols.lastUsed}</CompactTh>
            <CompactTh>{t.cols.actions}</CompactTh>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="api-client-row">
              <CompactTd fontWeight="600">{r.name}</CompactTd>
              <CompactTd fontFamily="mono" data-volatile="">{r.clientId}</CompactTd>
              <CompactTd>{r.scopes.map((s) => s.text).join(t.scopeJoin)}</CompactTd>
              <CompactTd>{r.memberName}</CompactTd>
              <CompactTd fontFamily="mono">{r.ipRanges.length > 0 ? r.ipRanges.join(', ') : t.anyAddress}</CompactTd>
              <CompactTd>
                <Badge size="sm" variant="subtle" colorPalette={r.status === 'active' ? 'green' : 'gray'}>
                  {r.statusText}
                </Badge>
              </CompactTd>
              <CompactTd data-volatile="">{r.lastUsedAt ? `${formatChinaDateTime(r.lastUsedAt)} ${r.lastUsedIp ?? ''}` : t.neverUsed}</CompactTd>
              <CompactTd>
                {r.status === 'active' ? (
                  <HStack gap="2">
                    <Button size="xs" variant="outline" aria-label={t.rotateOf(r.name)} onClick={() => onAsk('rotate', r.id)}>
                      {t.rotate}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={t.revokeOf(r.name)} onClick={() => onAsk('revoke', r.id)}>
                      {t.revoke}
                    </Button>
                  </HStack>
                ) : null}
              </CompactTd>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

interface FormProps {
  c: ApiClientsContext;
  busy: boolean;
  send: ReturnType<typeof useMachine<typeof logic>>[1];
}

function ClientForm({ c, busy, send }: FormProps) {
  const error = c.formError === MEMBER_NEEDED ? t.form.memberNeeded : c.formError;
  return (
    <Dialog.Root open placement="center" onOpenChange={(d) => !d.open && !busy && send({ type: 'CANCEL' })} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="api-client-form">
            <chakra.form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'SUBMIT' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t.form.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <label>
                    <Text fontSize="13px" color="gray.700" mb="1">{t.form.name}</Text>
                    <Input value={c.draft.name} placeholder={t.form.namePlaceholder} maxLength={60} disabled={busy} onChange={(e) => send({ type: 'EDIT', patch: { name: e.target.value } })} />
                  </label>
                  <label>
                    <Text fontSize="13px" color="gray.700" mb="1">{t.form.member}</Text>
                    <chakra.select
                      {...selectStyle}
                      value={c.draft.memberId ?? ''}
                      disabled={busy}
                      onChange={(e) => send({ type: 'EDIT', patch: { memberId: e.target.value === '' ? null : Number(e.target.value) } })}
                    >
                      {c.members.length === 0 ? <option value="">{t.form.noMembers}</option> : null}
                      {c.members.map((m) => (
                        <option key={m.memberId} value={m.memberId}>{t.form.memberOption(m.name, m.roleText)}</option>
                      ))}
                    </chakra.select>
                    <Text fontSize="12px" color="gray.600" mt="1">{t.form.memberHint}</Text>
                  </label>
                  <chakra.fieldset borderWidth="0" p="0" m="0">
                    <chakra.legend fontSize="13px" color="gray.700" mb="1">{t.form.scopes}</chakra.legend>
                    <Stack gap="1">
                      {API_SCOPES.map((scope) => (
                        <chakra.label key={scope} display="flex" alignItems="center" gap="2" fontSize="14px">
                          <input type="checkbox" checked={c.draft.scopes.includes(scope)} disabled={busy} onChange={() => send({ type: 'TOGGLE_SCOPE', scope })} />
                          {API_SCOPE_TEXT[scope]}
                          <Text as="span" fontFamily="mono" fontSize="12px" color="gray.600">{scope}</Text>
                        </chakra.label>
                      ))}
                    </Stack>
                  </chakra.fieldset>
                  <label>
                    <Text fontSize="13px" color="gray.700" mb="1">{t.form.ipRanges}</Text>
                    <Textarea rows={3} fontFamily="mono" value={c.draft.ipRangesText} disabled={busy} onChange={(e) => send({ type: 'EDIT', patch: { ipRangesText: e.target.value } })} />
                    <Text fontSize="12px" color="gray.600" mt="1">{t.form.ipRangesHint}</Text>
                  </label>
                  {error ? (
                    <Text role="alert" fontSize="13px" color="red.700" data-testid="api-client-form-error">
                      {error}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
                  {t.form.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  {t.form.submit}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SecretDialog({ shown, onClose }: { shown: NonNullable<ApiClientsContext['shown']>; onClose: () => void }) {
  return (
    // Closed only by its button: the confirmation closing under it, a stray click or Escape must not lose the secret.
    <Dialog.Root open role="alertdialog" placement="center" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="api-client-secret">
            <Dialog.Header>
              <Dialog.Title>{shown.rotated ? t.secret.rotatedTitle(shown.name) : t.secret.title(shown.name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text role="alert" fontSize="14px" fontWeight="600" color="red.700" bg="red.50" p="3" borderRadius="md">
                  {t.secret.warning}
                </Text>
                {shown.rotated ? <Text fontSize="13px" color="gray.700">{t.secret.rotatedNote}</Text> : null}
                <Box>
                  <Text fontSize="13px" color="gray.700" mb="1">{t.secret.clientId}</Text>
                  <HStack>
                    <Text as="code" fontFamily="mono" fontSize="14px" data-testid="shown-client-id" data-volatile="">{shown.clientId}</Text>
                    <CopyButton value={shown.clientId} what={t.secret.copyClientId} />
                  </HStack>
                </Box>
                <Box>
                  <Text fontSize="13px" color="gray.700" mb="1">{t.secret.secret}</Text>
                  <HStack align="start">
                    <Text as="code" fontFamily="mono" fontSize="14px" wordBreak="break-all" data-testid="shown-secret" data-volatile="">{shown.secret}</Text>
                    <CopyButton value={shown.secret} what={t.secret.copySecret} />
                  </HStack>
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t.secret.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function ApiClientsSection() {
  const [state, send] = useMachine(logic);
  const c = state.context;
  const confirming = state.matches({ ready: 'confirming' }) || state.matches({ ready: 'rotating' }) || state.matches({ ready: 'revoking' });
  const target = c.confirming ? c.clients.find((r) => r.id === c.confirming!.id) : undefined;
  const rotate = c.confirming?.action === 'rotate';
  return (
    <Box as="section" aria-labelledby="api-clients-title" bg="white" borderWidth="1px" borderColor="gray.200" p="5" data-testid="api-clients-section">
      <HStack justify="space-between" mb="2">
        <Heading as="h2" id="api-clients-title" size="md">{t.title}</Heading>
        <Button size="sm" colorPalette="brand" disabled={!state.matches({ ready: 'idle' })} onClick={() => send({ type: 'NEW' })}>
          {t.create}
        </Button>
      </HStack>
      <Text fontSize="13px" color="gray.700" mb="4">{t.intro}</Text>
      {c.notice ? (
        <Text role="status" fontSize="13px" mb="3" color={c.notice.kind === 'refused' ? 'red.700' : 'green.700'}>
          {c.notice.kind === 'refused' ? c.notice.text : t.revoked(c.notice.name)}
        </Text>
      ) : null}
      {state.matches('failure') ? (
        <HStack>
          <Text role="alert" fontSize="13px" color="red.700">{t.loadFailed}</Text>
          <Button size="xs" variant="outline" onClick={() => send({ type: 'RETRY' })}>{t.retry}</Button>
        </HStack>
      ) : state.matches('loading') ? null : c.clients.length === 0 ? (
        <Text fontSize="13px" color="gray.600" data-testid="api-clients-empty">{t.empty}</Text>
      ) : (
        <ClientsTable rows={c.clients} onAsk={(action, id) => send({ type: 'ASK', action, id })} />
      )}
      {state.matches({ ready: 'editing' }) || state.matches({ ready: 'saving' }) ? <ClientForm c={c} busy={state.matches({ ready: 'saving' })} send={send} /> : null}
      {c.shown ? <SecretDialog shown={c.shown} onClose={() => send({ type: 'CLOSE_SECRET' })} /> : null}
      <ConfirmDialog
        open={confirming}
        title={rotate ? t.confirm.rotateTitle : t.confirm.revokeTitle}
        body={target ? (rotate ? t.confirm.rotateBody(target.name) : t.confirm.revokeBody(target.name)) : ''}
        confirmLabel={rotate ? t.confirm.rotateConfirm : t.confirm.revokeConfirm}
        cancelLabel={t.confirm.cancel}
        busy={state.matches({ ready: 'rotating' }) || state.matches({ ready: 'revoking' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Box>
  );
}
