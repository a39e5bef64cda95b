// 员工登录 (/admin when signed out): login name and password, sent as the staff token grant
// (user_type 1). Thin: the session machine (machines/staff/staff-session.ts) checks and sends;
// under the login policy the image captcha it asks for shows here (LoginChallengeFields).
import type { FormEvent } from 'react';
import { Box, Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { challengeProof, LoginChallengeFields, useChallengeAnswers } from '../../account/public.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { staffSessionActor } from '../session.ts';
import { staffText } from '../text.ts';

const t = staffText.login;

export default function StaffLoginPage() {
  const state = useSelector(staffSessionActor, (s) => s);
  const { loginError, serverError, expired } = state.context;
  const busy = state.matches('loggingIn') || state.matches('loadingMe');
  const challengeRef = state.children.challenge;
  const [answers, setAnswers] = useChallengeAnswers(challengeRef);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const proof = challengeProof(challengeRef, answers);
    staffSessionActor.send({ type: 'LOGIN', username: String(form.get('username') ?? ''), password: String(form.get('password') ?? ''), ...(proof ? { proof } : {}) });
  };
  const edit = () => {
    if (loginError || serverError) staffSessionActor.send({ type: 'EDIT' });
  };
  return (
    <Box as="main" id="main" minHeight="100vh" bg="gray.100" display="flex" alignItems="center" justifyContent="center">
      <Box width="400px" bg="white" borderRadius="md" borderWidth="1px" borderColor="gray.200" p="8" boxShadow="sm">
        <Text fontSize="14px" fontWeight="700" color="brand.700" mb="2">
          {staffText.brand}
        </Text>
        <chakra.h1 fontSize="22px" fontWeight="700" mb="2">
          {t.title}
        </chakra.h1>
        <Text fontSize="13px" color="gray.600" mb="6">
          {t.intro}
        </Text>
        <form onSubmit={submit} noValidate data-testid="staff-login-form">
          <Stack gap="4">
            {expired ? <FormAlert message={t.expired} /> : null}
            <Field.Root invalid={loginError === 'usernameRequired'} required>
              <Field.Label fontSize="13px">{t.username}</Field.Label>
              <Input name="username" autoComplete="username" onChange={edit} height="40px" />
              {loginError === 'usernameRequired' ? <Field.ErrorText>{t.errors.usernameRequired}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={loginError === 'passwordRequired'} required>
              <Field.Label fontSize="13px">{t.password}</Field.Label>
              <Input name="password" type="password" autoComplete="current-password" onChange={edit} height="40px" />
              {loginError === 'passwordRequired' ? <Field.ErrorText>{t.errors.passwordRequired}</Field.ErrorText> : null}
            </Field.Root>
            <LoginChallengeFields
              challengeRef={challengeRef}
              answers={answers}
              onChange={setAnswers}
              errors={{
                captcha: loginError === 'captchaRequired' ? { kind: 'server', message: t.errors.captchaRequired } : undefined,
                code: loginError === 'smsCodeRequired' ? { kind: 'server', message: t.errors.smsCodeRequired } : undefined,
              }}
              onEdit={edit}
            />
            <FormAlert message={serverError} />
            <Button type="submit" colorPalette="brand" height="42px" loading={busy} loadingText={t.submitting}>
              {t.submit}
            </Button>
            <chakra.a href="/" fontSize="13px" color="gray.700" textAlign="center" textDecoration="underline">
              {t.storefront}
            </chakra.a>
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
