// /setPassword: a first login password for an account made by SMS login or WeChat
// (machines/account/password-change.ts in set mode). Offered right after such a login (then ?redirect=
// names where the visitor was going) and from the personal centre and security settings.
import { useState } from 'react';
import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { passwordChangeMachine } from '../../../../machines/account/password-change.ts';
import type { PasswordSaved, SavePasswordInput } from '../../../../machines/account/password-change.ts';
import { setPassword } from '../api.ts';
import type { AccountInfo } from '../api.ts';
import { sessionActor } from '../../../lib/session.ts';
import { toaster } from '../../../lib/toaster.ts';
import { refreshMemberInfo } from '../actors.ts';
import { redirectTarget } from '../redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { accounts } from '../text.ts';

const t = accounts.setPassword;

const FALLBACK = '/personalCenter';

const setPasswordLogic = passwordChangeMachine.provide({
  actors: {
    savePassword: fromPromise<PasswordSaved, SavePasswordInput>(async ({ input }) => {
      await setPassword(input.password);
      return {};
    }),
  },
  actions: {
    saved: () => {
      toaster.create({ type: 'success', title: t.done, duration: 3000 });
      refreshMemberInfo();
      navigate(redirectTarget(window.location.search, FALLBACK), { replace: true });
    },
  },
});

export default function SetPasswordPage() {
  const [state, send] = useMachine(setPasswordLogic, { input: { mode: 'set' } });
  const hasPassword = useSelector(sessionActor, (s) => (s.context.userInfo as AccountInfo | null)?.hasPassword === true);
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const { context } = state;
  const next = redirectTarget(typeof window === 'undefined' ? '' : window.location.search, FALLBACK);

  if (hasPassword && state.matches('editing')) {
    return (
      <AuthCard title={t.already} intro={t.alreadyHint}>
        <Flex justify="center">
          <ButtonLink href="/securitySettings" height="44px" px="10">
            {t.toSecurity}
          </ButtonLink>
        </Flex>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} intro={t.intro}>
      <chakra.form
        noValidate
        aria-labelledby="page-title"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT', oldPassword: '', password, confirm });
        }}
      >
        <Stack gap="5" width="400px" mx="auto">
          <NewPasswordFields
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
          <Button type="submit" colorPalette="brand" height="44px" loading={!state.matches('editing')} loadingText={t.saving}>
            {t.submit}
          </Button>
          <Text textAlign="center" fontSize="13px">
            <AppLink href={next} color="gray.700">
              {t.skip}
            </AppLink>
          </Text>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
