// /securitySettings: 登录密码 (修改 with the old password, which logs every other device out; or
// 设置 for an account without one), 手机号 (masked; 更换 -> /amendPhone), 微信 (绑定 through a QR
// dialog, 解除绑定 after a confirmation).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, Box, Button, chakra, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { maskMobile } from '../../../../domain/account/account-rules.ts';
import { passwordChangeMachine } from '../../../../machines/account/password-change.ts';
import type { PasswordMode, PasswordSaved, SavePasswordInput } from '../../../../machines/account/password-change.ts';
import { wechatBindMachine } from '../../../../machines/account/wechat-bind.ts';
import type { WechatBinding } from '../../../../machines/account/wechat-bind.ts';
import { bindWxOpen, getWxOpenBind, removeWxOpenBind, resetPassword, setPassword } from '../api.ts';
import type { AccountInfo } from '../api.ts';
import { toaster } from '../../../lib/toaster.ts';
import { refreshMemberInfo, wechatScanLogic } from '../actors.ts';
import { PasswordField } from '../components/form-fields.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { useAccountInfo } from '../use-account-info.ts';
import { WechatQr } from '../components/wechat-qr.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { accounts } from '../text.ts';

const t = accounts.security;

function Row({ title, done, description, action, children }: { title: string; done: boolean; description: ReactNode; action: ReactNode; children?: ReactNode }) {
  return (
    <Box as="li" py="5" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: 0 }}>
      <Flex align="center" gap="6">
        <Flex width="140px" flexShrink={0} align="center" gap="2">
          <Text as="h2" fontSize="15px" fontWeight="600" color="gray.800">
            {title}
          </Text>
          <Badge variant="subtle" colorPalette={done ? 'green' : 'orange'} size="sm">
            {done ? t.statusDone : t.statusMissing}
          </Badge>
        </Flex>
        <Box flex="1" fontSize="13px" color="gray.700">
          {description}
        </Box>
        <Box flexShrink={0}>{action}</Box>
      </Flex>
      {children}
    </Box>
  );
}

function savePassword(input: SavePasswordInput): Promise<PasswordSaved> {
  return input.mode === 'change' ? resetPassword(input.oldPassword, input.password) : setPassword(input.password).then(() => ({}));
}

function PasswordForm({ mode, onDone, onCancel }: { mode: PasswordMode; onDone: () => void; onCancel: () => void }) {
  const [state, send] = useMachine(
    passwordChangeMachine.provide({
      actors: { savePassword: fromPromise<PasswordSaved, SavePasswordInput>(({ input }) => savePassword(input)) },
      actions: {
        saved: (_, params) => {
          const title = params.mode === 'change' ? t.changedOthersOut(params.result.revokedSessions ?? 0) : t.setDone;
          toaster.create({ type: 'success', title, duration: 4000 });
          refreshMemberInfo();
          onDone();
        },
      },
    }),
    { input: { mode } },
  );
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const { context } = state;
  const title = mode === 'change' ? t.changeTitle : t.setTitle;
  return (
    <chakra.form
      noValidate
      aria-label={title}
      mt="4"
      ml="146px"
      maxWidth="420px"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT', oldPassword, password, confirm });
      }}
    >
      <Stack gap="4">
        {mode === 'change' ? (
          <PasswordField
            field="oldPassword"
            label={t.oldPasswordLabel}
            value={oldPassword}
            onChange={(value) => {
              setOldPassword(value);
              send({ type: 'EDIT', field: 'oldPassword' });
            }}
            error={context.errors.oldPassword}
            autoComplete="current-password"
          />
        ) : null}
        <NewPasswordFields
          name="newPassword"
          label={t.newPasswordLabel}
          confirmLabel={t.confirmLabel}
          password={password}
          confirm={confirm}
          errors={context.errors}
          onPasswordChange={(value) => {
            setPasswordValue(value);
            send({ type: 'EDIT', field: 'password' });
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            send({ type: 'EDIT', field: 'confirm' });
          }}
        />
        <FormAlert message={context.formError} />
        <Flex gap="3">
          <Button type="submit" colorPalette="brand" loading={state.matches('saving')} loadingText={t.saving}>
            {mode === 'change' ? t.submit : t.submitSet}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={state.matches('saving')}>
            {t.cancel}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

function PasswordRow({ info }: { info: AccountInfo }) {
  const [open, setOpen] = useState(false);
  const hasPassword = info.hasPassword !== false;
  return (
    <Row
      title={t.password}
      done={hasPassword}
      description={hasPassword ? t.passwordSet : t.passwordMissing}
      action={
        <Button size="sm" variant={hasPassword ? 'outline' : 'solid'} colorPalette="brand" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {hasPassword ? t.change : t.set}
        </Button>
      }
    >
      {open ? <PasswordForm key={hasPassword ? 'change' : 'set'} mode={hasPassword ? 'change' : 'set'} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} /> : null}
    </Row>
  );
}

const wechatBindLogic = wechatBindMachine.provide({
  actors: {
    wechatScan: wechatScanLogic,
    fetchBinding: fromPromise<WechatBinding, void>(() => getWxOpenBind()),
    bind: fromPromise<WechatBinding, { code: string }>(({ input }) => bindWxOpen(input.code)),
    unbind: fromPromise<WechatBinding, void>(() => removeWxOpenBind()),
  },
  actions: {
    changed: (_, params) => {
      toaster.create({ type: 'success', title: params.bound ? t.bound : t.unbound, duration: 3000 });
      refreshMemberInfo();
    },
  },
});

function WechatRow() {
  const [state, send] = useMachine(wechatBindLogic);
  const bound = state.matches('bound') || state.matches('confirming') || state.matches('unbinding');
  const dialogOpen = state.matches('scanning') || state.matches('binding') || state.matches('failed');
  const description = state.matches('checking')
    ? t.wechatChecking
    : state.matches('unknown')
      ? t.wechatUnknown
      : bound
        ? t.wechatBound
        : t.wechatUnbound;
  const action = state.matches('unknown') ? (
    <Button size="sm" variant="outline" onClick={() => send({ type: 'RETRY' })}>
      {t.retry}
    </Button>
  ) : bound ? (
    <Button size="sm" variant="outline" loading={state.matches('unbinding')} loadingText={t.unbinding} onClick={() => send({ type: 'UNBIND' })}>
      {t.unbind}
    </Button>
  ) : (
    <Button size="sm" colorPalette="brand" disabled={state.matches('checking')} onClick={() => send({ type: 'BIND' })}>
      {t.bind}
    </Button>
  );
  return (
    <Row title={t.wechat} done={bound} description={description} action={action}>
      {state.context.formError && !dialogOpen ? (
        <Box mt="3" ml="146px" maxWidth="420px">
          <FormAlert message={state.context.formError} />
        </Box>
      ) : null}
      {dialogOpen ? (
        <Dialog.Root open size="sm" placement="center" onOpenChange={(d) => !d.open && send({ type: 'CANCEL' })}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t.bindTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {state.matches('failed') ? (
                    <Stack gap="3">
                      <Text fontWeight="600">{t.bindFailed}</Text>
                      <FormAlert message={state.context.formError} />
                    </Stack>
                  ) : (
                    <WechatQr
                      scanRef={state.children.wechatScan}
                      alt={t.bindTitle}
                      hint={t.bindHint}
                      busyText={state.matches('binding') ? t.binding : null}
                    />
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  {state.matches('failed') ? (
                    <Button colorPalette="brand" onClick={() => send({ type: 'RETRY' })}>
                      {accounts.login.wechat.rescan}
                    </Button>
                  ) : null}
                  <Button variant="outline" onClick={() => send({ type: 'CANCEL' })}>
                    {t.cancel}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
      {state.matches('confirming') ? (
        <Dialog.Root open role="alertdialog" size="sm" placement="center" onOpenChange={(d) => !d.open && send({ type: 'CANCEL' })}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t.unbindTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description>{t.unbindBody}</Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => send({ type: 'CANCEL' })}>
                    {t.cancel}
                  </Button>
                  <Button colorPalette="brand" onClick={() => send({ type: 'CONFIRM' })}>
                    {t.unbindConfirm}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </Row>
  );
}

export default function SecuritySettingsPage() {
  const { info, loading } = useAccountInfo();
  return (
    <MemberLayout title={t.title}>
      <Panel>
        {info ? (
          <>
            {info.hasPassword === false ? (
              <Box role="note" mb="2" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" px="4" py="3" fontSize="14px" color="orange.900">
                {t.noPasswordPrompt}
                {t.passwordMissing}
              </Box>
            ) : null}
            <Box as="ul" listStyleType="none" m="0" p="0">
              <PasswordRow info={info} />
              <Row
                title={t.mobile}
                done={!!info.mobile}
                description={<span data-testid="security-mobile">{info.mobile ? t.mobileBound(maskMobile(info.mobile)) : t.mobileMissing}</span>}
                action={
                  <ButtonLink href="/amendPhone" size="sm" variant="outline">
                    {t.amend}
                  </ButtonLink>
                }
              />
              <WechatRow />
            </Box>
          </>
        ) : (
          <Text color="gray.600" aria-busy={loading ? 'true' : undefined}>
            {loading ? accounts.personal.loading : accounts.personal.failed}
          </Text>
        )}
      </Panel>
    </MemberLayout>
  );
}
