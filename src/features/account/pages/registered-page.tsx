// Registration (/registered, machines/account/registration.ts): mobile, image captcha, SMS code,
// password with its strength and a confirmation, the agreement (required) -> a personal member,
// logged in at once -> the personal centre (or the page named by ?redirect=).
import { useId, useState } from 'react';
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../../machines/account/registration.ts';
import type { Registered, RegisterInput } from '../../../../machines/account/registration.ts';
import type { TokenRequest } from '../../../../machines/account/login.ts';
import type { TokenGrant } from '../../../../machines/account/account-form.ts';
import { register, requestToken } from '../api.ts';
import { completeLogin, smsCodeLogic } from '../actors.ts';
import { redirectTarget } from '../redirect.ts';
import { AgreementLinks } from '../components/agreement-links.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SmsFields } from '../components/sms-fields.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { accounts, fieldErrorText } from '../text.ts';
import { INVITE_CODE_PATTERN } from '../../../../domain/distribution/distribution-rules.ts';

const INVITE_CODE = new RegExp(INVITE_CODE_PATTERN);

const t = accounts.register;
const c = accounts.common;

const registrationLogic = registrationMachine.provide({
  actors: {
    smsCode: smsCodeLogic,
    register: fromPromise<Registered, RegisterInput>(({ input }) => register(input)),
    requestToken: fromPromise<TokenGrant, TokenRequest>(({ input }) => requestToken(input)),
  },
  actions: {
    loggedIn: (_, params) => completeLogin(params.grant, redirectTarget(window.location.search, '/personalCenter')),
  },
});

/** ?invite=CODE of a distributor's invitation link (issue 19): well-formed codes only. */
function inviteFromUrl(): { code: string | null; malformed: boolean } {
  const raw = new URLSearchParams(window.location.search).get('invite');
  if (raw === null || raw === '') return { code: null, malformed: false };
  const code = raw.trim().toUpperCase();
  return INVITE_CODE.test(code) ? { code, malformed: false } : { code: null, malformed: true };
}

export default function RegisteredPage() {
  const [invite] = useState(inviteFromUrl);
  const [state, send] = useMachine(registrationLogic, { input: { inviteCode: invite.code } });
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agree, setAgree] = useState(false);
  const agreeId = useId();
  const agreeErrorId = useId();
  const { context } = state;
  const busy = state.matches('registering') || state.matches('loggingIn') || state.matches('done');

  if (state.matches('registered')) {
    return (
      <AuthCard title={t.registered} intro={t.registeredHint}>
        <Flex justify="center">
          <ButtonLink href="/login" height="44px" px="12">
            {c.toLogin}
          </ButtonLink>
        </Flex>
      </AuthCard>
    );
  }

  const agreeError = fieldErrorText('agree', context.errors.agree);
  return (
    <AuthCard title={t.title} intro={t.intro}>
      {invite.code || invite.malformed ? (
        <Text mb="4" fontSize="13px" color={invite.code ? 'gray.800' : 'red.700'} bg={invite.code ? 'orange.50' : 'red.50'} borderRadius="md" px="3" py="2" data-testid="invite-note">
          {invite.code ? t.invited(invite.code) : t.inviteMalformed}
        </Text>
      ) : null}
      <chakra.form
        noValidate
        aria-labelledby="page-title"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT', mobile, code, password, confirm, agree });
        }}
      >
        <Stack gap="5">
          <SmsFields
            smsRef={state.children.smsCode}
            mobile={mobile}
            onMobileChange={setMobile}
            code={code}
            onCodeChange={setCode}
            errors={context.errors}
            onEdit={(field) => send({ type: 'EDIT', field })}
          />
          <NewPasswordFields
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
          <Box>
            <Flex align="center" gap="2" fontSize="13px" color="gray.700" wrap="wrap">
              <chakra.input
                id={agreeId}
                type="checkbox"
                name="agree"
                checked={agree}
                onChange={(event) => {
                  setAgree(event.target.checked);
                  send({ type: 'EDIT', field: 'agree' });
                }}
                aria-label={`${t.agreePrefix}${c.userAgreement}${t.and}${c.privacyPolicy}`}
                aria-invalid={agreeError ? true : undefined}
                aria-describedby={agreeError ? agreeErrorId : undefined}
                width="16px"
                height="16px"
                accentColor="var(--chakra-colors-brand-600)"
                cursor="pointer"
              />
              <chakra.label htmlFor={agreeId} cursor="pointer">
                {t.agreePrefix}
              </chakra.label>
              <Text as="span">
                <AgreementLinks between={t.and} />
              </Text>
            </Flex>
            {agreeError ? (
              <Text id={agreeErrorId} mt="1" fontSize="12px" color="red.700">
                {agreeError}
              </Text>
            ) : null}
          </Box>
          <FormAlert message={context.formError} />
          <Button type="submit" colorPalette="brand" height="44px" fontSize="16px" loading={busy} loadingText={t.submitting}>
            {t.submit}
          </Button>
          <Text textAlign="center" fontSize="13px" color="gray.700">
            {t.hasAccount}
            <AppLink href="/login" color="brand.700" ml="1">
              {t.login}
            </AppLink>
          </Text>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
