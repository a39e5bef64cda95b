// The WeChat tab after a scan of a WeChat that has no 爱备客 account: verify a mobile (captcha,
// SMS code) -> bound at once when the mobile has an account, else an optional password for the
// new one -> logged in. Driven by the login machine's socialBind child.
import { useState } from 'react';
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SocialBindMachine } from '../../../../machines/account/social-bind.ts';
import { accounts } from '../text.ts';
import { PasswordField } from './form-fields.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SmsFields } from './sms-fields.tsx';

const t = accounts.login.bind;
const c = accounts.common;

interface Props {
  bindRef: ActorRefFrom<SocialBindMachine> | undefined;
  onRescan: () => void;
}

export function SocialBindPanel({ bindRef, onRescan }: Props) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const snap = useSelector(bindRef, (s) => s);
  if (!snap || !bindRef) return null;
  const { context } = snap;
  const send = bindRef.send;

  if (snap.matches('failed')) {
    return (
      <Stack gap="4" data-testid="social-bind">
        <Text fontWeight="600">{t.failed}</Text>
        <FormAlert message={context.formError} />
        <Text fontSize="13px" color="gray.600">
          {t.failedHint}
        </Text>
        <Button colorPalette="brand" height="44px" onClick={onRescan}>
          {accounts.login.wechat.rescan}
        </Button>
      </Stack>
    );
  }

  if (snap.matches('choosingPassword') || snap.matches('binding')) {
    const binding = snap.matches('binding');
    if (binding && context.exists) {
      return <Text color="gray.700">{t.binding}</Text>;
    }
    return (
      <chakra.form
        noValidate
        aria-label={t.passwordTitle}
        data-testid="social-bind"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT_PASSWORD', password, confirm });
        }}
      >
        <Stack gap="5">
          <Text fontWeight="600">{t.passwordTitle}</Text>
          <Text fontSize="13px" color="gray.600">
            {t.passwordIntro}
          </Text>
          <PasswordField
            field="password"
            label={c.passwordLabel}
            value={password}
            onChange={(value) => {
              setPassword(value);
              send({ type: 'EDIT', field: 'password' });
            }}
            error={context.errors.password}
            placeholder={c.passwordPlaceholder}
            autoComplete="new-password"
            showStrength
          />
          <PasswordField
            field="confirm"
            label={c.confirmLabel}
            value={confirm}
            onChange={(value) => {
              setConfirm(value);
              send({ type: 'EDIT', field: 'confirm' });
            }}
            error={context.errors.confirm}
            placeholder={c.confirmPlaceholder}
            autoComplete="new-password"
          />
          <Button type="submit" colorPalette="brand" height="44px" loading={binding} loadingText={t.binding}>
            {t.passwordSubmit}
          </Button>
          <Button type="button" variant="ghost" disabled={binding} onClick={() => send({ type: 'SKIP_PASSWORD' })}>
            {t.skip}
          </Button>
        </Stack>
      </chakra.form>
    );
  }

  const checking = snap.matches({ verifying: 'checking' }) || snap.matches('done');
  return (
    <chakra.form
      noValidate
      aria-label={t.title}
      data-testid="social-bind"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT', mobile, code });
      }}
    >
      <Stack gap="5">
        <Text fontWeight="600">{t.title}</Text>
        <Text fontSize="13px" color="gray.600">
          {t.intro(context.nickname)}
        </Text>
        <SmsFields
          smsRef={snap.children.smsCode}
          mobile={mobile}
          onMobileChange={setMobile}
          code={code}
          onCodeChange={setCode}
          errors={context.errors}
          onEdit={(field) => send({ type: 'EDIT', field })}
        />
        <FormAlert message={context.formError} />
        <Button type="submit" colorPalette="brand" height="44px" loading={checking} loadingText={t.submitting}>
          {t.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onRescan}>
          {accounts.login.wechat.rescan}
        </Button>
      </Stack>
    </chakra.form>
  );
}
