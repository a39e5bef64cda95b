// The login page, password tab (the SMS and WeChat tabs come with the accounts issue):
// username + password -> POST /system/oauth/token -> the session stores the token (state and
// `token` cookie) and fetches member info; the route guard then leaves /login for /.
import { useState } from 'react';
import { Box, Button, chakra, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordLoginMachine } from '../../../machines/password-login.ts';
import type { Credentials, TokenGrant } from '../../../machines/password-login.ts';
import { requestPasswordToken } from '../../api/system.ts';
import { sessionActor } from '../../app/actors.ts';
import { AppLink } from '../../components/links.tsx';
import { zh } from '../../text/zh-cn.ts';
import { CONTENT_WIDTH } from '../../theme/system.ts';

const t = zh.login;

const loginMachine = passwordLoginMachine.provide({
  actors: {
    requestToken: fromPromise<TokenGrant, Credentials>(({ input }) => requestPasswordToken(input)),
  },
  actions: {
    loggedIn: (_, params) => {
      sessionActor.send({ type: 'LOGIN', token: params.grant.access_token, expiresIn: params.grant.expires_in });
    },
  },
});

function Banner() {
  return (
    <Flex
      direction="column"
      justify="center"
      width="560px"
      height="440px"
      px="12"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.900"
      borderRadius="md"
      aria-hidden="true"
    >
      <Text fontSize="32px" fontWeight="700" letterSpacing="2px">
        {t.bannerTitle}
      </Text>
      <Text mt="2" fontSize="18px" opacity="0.9">
        {zh.site.tagline}
      </Text>
      <Stack as="ul" mt="8" gap="3" listStyleType="none" m="0" p="0" pt="8">
        {t.bannerPoints.map((point) => (
          <Flex as="li" key={point} align="center" gap="3" fontSize="16px">
            <Box width="8px" height="8px" borderRadius="full" bg="white" />
            {point}
          </Flex>
        ))}
      </Stack>
    </Flex>
  );
}

export default function LoginPage() {
  const [state, send] = useMachine(loginMachine);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submitting = state.matches('submitting') || state.matches('done');
  const problem = state.context.problem;
  return (
    <Box bg="gray.50" py="12">
      <Flex width={CONTENT_WIDTH} mx="auto" justify="space-between" align="center">
        <Banner />
        <Box as="section" aria-labelledby="login-title" width="400px" bg="white" borderRadius="md" boxShadow="md" p="8">
          <Heading as="h1" id="login-title" fontSize="22px" fontWeight="600" color="gray.800">
            {t.title}
          </Heading>
          <Box mt="4" borderBottomWidth="2px" borderColor="gray.200">
            <Text
              as="span"
              display="inline-block"
              pb="2"
              mb="-2px"
              borderBottomWidth="2px"
              borderColor="brand.600"
              color="brand.700"
              fontWeight="600"
            >
              {t.passwordTab}
            </Text>
          </Box>
          <chakra.form
            mt="6"
            noValidate
            aria-labelledby="login-title"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT', username, password });
            }}
          >
            <Stack gap="5">
              <Field.Root invalid={problem === 'missingUsername'} required>
                <Field.Label>{t.usernameLabel}</Field.Label>
                <Input
                  name="username"
                  autoComplete="username"
                  placeholder={t.usernamePlaceholder}
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                  height="44px"
                />
                <Field.ErrorText>{t.missingUsername}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={problem === 'missingPassword'} required>
                <Field.Label>{t.passwordLabel}</Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  placeholder={t.passwordPlaceholder}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  height="44px"
                />
                <Field.ErrorText>{t.missingPassword}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" height="44px" fontSize="16px" loading={submitting} loadingText={t.submitting}>
                {t.submit}
              </Button>
            </Stack>
          </chakra.form>
          <Flex mt="4" justify="space-between" fontSize="13px">
            <AppLink href="/retrieve" color="gray.700">
              {t.forgot}
            </AppLink>
            <AppLink href="/registered" color="brand.700">
              {t.register}
            </AppLink>
          </Flex>
          <Text mt="6" fontSize="12px" color="gray.600">
            {t.agreement}
          </Text>
        </Box>
      </Flex>
    </Box>
  );
}
