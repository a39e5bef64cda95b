// Forgotten password (/retrieve, machines/account/retrieve-password.ts): 验证手机号 (mobile, captcha,
// SMS code) -> 设置新密码 (twice) -> 完成 (every session ended) -> log in.
import { useState } from 'react';
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { retrievePasswordMachine } from '../../../../machines/account/retrieve-password.ts';
import type { ForgotStep1Input, ForgotStep2Input, Ticket } from '../../../../machines/account/retrieve-password.ts';
import { forgotPasswordStep1, forgotPasswordStep2 } from '../api.ts';
import { smsCodeLogic } from '../actors.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SmsFields } from '../components/sms-fields.tsx';
import { StepIndicator } from '../../../ui/step-indicator.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { accounts } from '../text.ts';

const t = accounts.retrieve;
const c = accounts.common;

const retrieveLogic = retrievePasswordMachine.provide({
  actors: {
    smsCode: smsCodeLogic,
    forgotStep1: fromPromise<Ticket, ForgotStep1Input>(({ input }) => forgotPasswordStep1(input)),
    forgotStep2: fromPromise<void, ForgotStep2Input>(({ input }) => forgotPasswordStep2(input)),
  },
});

export default function RetrievePage() {
  const [state, send] = useMachine(retrieveLogic);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { context } = state;
  const step = state.matches('verify') ? 0 : state.matches('reset') ? 1 : 2;

  return (
    <AuthCard title={t.title} width="640px">
      <Box mb="8">
        <StepIndicator label={t.title} steps={t.steps} current={step} />
      </Box>
      {state.matches('verify') ? (
        <chakra.form
          noValidate
          aria-label={t.steps[0]}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT_VERIFY', mobile, code });
          }}
        >
          <Stack gap="5" width="440px" mx="auto">
            {context.expired ? <FormAlert message={t.expired} /> : null}
            <SmsFields
              smsRef={state.children.smsCode}
              mobile={mobile}
              onMobileChange={setMobile}
              code={code}
              onCodeChange={setCode}
              errors={context.errors}
              onEdit={(field) => send({ type: 'EDIT', field })}
            />
            <FormAlert message={context.formError} />
            <Button type="submit" colorPalette="brand" height="44px" loading={state.matches({ verify: 'checking' })} loadingText={t.checking}>
              {t.next}
            </Button>
            <Text textAlign="center" fontSize="13px">
              <AppLink href="/login" color="gray.700">
                {c.backToLogin}
              </AppLink>
            </Text>
          </Stack>
        </chakra.form>
      ) : state.matches('reset') ? (
        <chakra.form
          noValidate
          aria-label={t.steps[1]}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT_PASSWORD', password, confirm });
          }}
        >
          <Stack gap="5" width="440px" mx="auto">
            <NewPasswordFields
              name="newPassword"
              label={t.newPasswordLabel}
              password={password}
              confirm={confirm}
              errors={context.errors}
              onPasswordChange={(value) => {
                setPassword(value);
                send({ type: 'EDIT', field: 'password' });
              }}
              onConfirmChange={(value) => {
                setConfirm(value);
                send({ type: 'EDIT', field: 'confirm' });
              }}
            />
            <FormAlert message={context.formError} />
            <Button type="submit" colorPalette="brand" height="44px" loading={state.matches({ reset: 'saving' })} loadingText={t.saving}>
              {t.submit}
            </Button>
          </Stack>
        </chakra.form>
      ) : (
        <Stack gap="4" align="center" textAlign="center" role="status">
          <Text fontSize="18px" fontWeight="600" color="green.700">
            {t.done}
          </Text>
          <Text color="gray.700">{t.doneHint}</Text>
          <Flex mt="2">
            <ButtonLink href="/login" height="44px" px="12">
              {c.toLogin}
            </ButtonLink>
          </Flex>
        </Stack>
      )}
    </AuthCard>
  );
}
