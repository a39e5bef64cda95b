// The login page (/login): 密码登录 / 短信登录 / 微信扫码 tabs (machines/account/login.ts), the last tab
// remembered; 忘记密码？ and 免费注册 links; the agreement note with the user agreement and the
// privacy policy; the login notes from loginSm. After logging in the visitor goes back to the
// page named by ?redirect= (or /), or first to /setPassword when the account has no password.
import { useEffect, useState } from 'react';
import { Box, Button, chakra, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../../machines/account/login.ts';
import type { AccountFacts, LoginTab, TokenRequest } from '../../../../machines/account/login.ts';
import type { TokenGrant } from '../../../../machines/account/account-form.ts';
import { socialBindMachine } from '../../../../machines/account/social-bind.ts';
import type { SocialStep1Input, SocialStep1Result, SocialStep2Input } from '../../../../machines/account/social-bind.ts';
import { fetchAccountInfo, fetchLoginNotes, requestToken, socialRegisterStep1, socialRegisterStep2 } from '../api.ts';
import type { LoginNotes } from '../api.ts';
import { challengeLogic, completeLogin, rememberedLoginTab, rememberLoginTab, smsCodeLogic, wechatScanLogic } from '../actors.ts';
import { challengeProof, LoginChallengeFields, useChallengeAnswers } from '../components/login-challenge-fields.tsx';
import { redirectTarget, setPasswordHref } from '../redirect.ts';
import { AgreementLinks } from '../components/agreement-links.tsx';
import { PasswordField, TextField } from '../components/form-fields.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SmsFields } from '../components/sms-fields.tsx';
import { WechatQr } from '../components/wechat-qr.tsx';
import { AppLink } from '../../../ui/links.tsx';
import { SocialBindPanel } from '../components/social-bind-panel.tsx';
import { accounts } from '../text.ts';
import { uiText } from '../../../ui/text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = accounts.login;

const socialBindLogic = socialBindMachine.provide({
  actors: {
    smsCode: smsCodeLogic,
    socialStep1: fromPromise<SocialStep1Result, SocialStep1Input>(({ input }) => socialRegisterStep1(input)),
    socialStep2: fromPromise<TokenGrant, SocialStep2Input>(({ input }) => socialRegisterStep2(input)),
  },
});

const loginLogic = loginMachine.provide({
  actors: {
    requestToken: fromPromise<TokenGrant, TokenRequest>(({ input }) => requestToken(input)),
    fetchAccount: fromPromise<AccountFacts, { token: string }>(({ input }) => fetchAccountInfo(input.token)),
    smsCode: smsCodeLogic,
    wechatScan: wechatScanLogic,
    socialBind: socialBindLogic,
    loginChallenge: challengeLogic,
  },
  actions: {
    rememberTab: (_, params) => rememberLoginTab(params.tab),
    loggedIn: (_, params) => {
      const next = redirectTarget(window.location.search);
      completeLogin(params.grant, params.setPassword ? setPasswordHref(next) : next);
    },
  },
});

function Banner() {
  return (
    <Flex
      direction="column"
      justify="center"
      width="560px"
      minHeight="440px"
      px="12"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.900"
      borderRadius="md"
      aria-hidden="true"
      data-testid="login-banner"
    >
      <Text fontSize="32px" fontWeight="700" letterSpacing="2px">
        {t.bannerTitle}
      </Text>
      <Text mt="2" fontSize="18px" opacity="0.9">
        {uiText.site.tagline}
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

function useLoginNotes(): LoginNotes | null {
  const [notes, setNotes] = useState<LoginNotes | null>(null);
  useEffect(() => {
    let live = true;
    fetchLoginNotes().then(
      (value) => live && setNotes(value),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return notes;
}

const TAB_LABELS: Record<LoginTab, string> = { password: t.passwordTab, sms: t.smsTab, wechat: t.wechatTab };

export default function LoginPage() {
  const [state, send] = useMachine(loginLogic, { input: { tab: rememberedLoginTab() } });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const notes = useLoginNotes();
  const [challengeAnswers, setChallengeAnswers] = useChallengeAnswers(state.children.challenge);
  const { context } = state;
  const finishing = state.matches('checkingAccount') || state.matches('done');
  const submitting = finishing || state.matches({ password: 'submitting' }) || state.matches({ sms: 'submitting' });

  return (
    <Box bg="gray.50" py="12">
      {/* The promotion panel takes the form's height: top and bottom edges line up. */}
      <Flex width={CONTENT_WIDTH} mx="auto" justify="space-between" align="stretch">
        <Banner />
        <Box as="section" aria-labelledby="login-title" width="420px" bg="white" borderRadius="md" boxShadow="md" p="8">
          <Heading as="h1" id="login-title" fontSize="22px" fontWeight="600" color="gray.800">
            {t.title}
          </Heading>
          {/* The panels are named by the page heading: journeys find the password input by the
              label 密码, which the tab 密码登录 would also match. */}
          <Tabs.Root
            recipe={tabsSlotRecipe}
            variant="line"
            colorPalette="brand"
            mt="4"
            value={context.tab}
            onValueChange={(details) => send({ type: 'SELECT_TAB', tab: details.value as LoginTab })}
            lazyMount
            unmountOnExit
          >
            <Tabs.List aria-label={t.tabsLabel}>
              {(['password', 'sms', 'wechat'] as const).map((tab) => (
                <Tabs.Trigger key={tab} value={tab} fontSize="15px" px="3" disabled={submitting && context.tab !== tab}>
                  {TAB_LABELS[tab]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="password" pt="6" aria-labelledby="login-title">
              <chakra.form
                noValidate
                aria-labelledby="login-title"
                onSubmit={(event) => {
                  event.preventDefault();
                  send({ type: 'SUBMIT_PASSWORD', username, password, proof: challengeProof(state.children.challenge, challengeAnswers) });
                }}
              >
                <Stack gap="5">
                  <TextField
                    field="username"
                    label={t.usernameLabel}
                    value={username}
                    onChange={(value) => {
                      setUsername(value);
                      send({ type: 'EDIT', field: 'username' });
                    }}
                    error={context.errors.username}
                    inputProps={{ autoComplete: 'username', placeholder: t.usernamePlaceholder }}
                  />
                  <PasswordField
                    field="password"
                    label={t.passwordLabel}
                    value={password}
                    onChange={(value) => {
                      setPassword(value);
                      send({ type: 'EDIT', field: 'password' });
                    }}
                    error={context.errors.password}
                    placeholder={t.passwordPlaceholder}
                    autoComplete="current-password"
                  />
                  <LoginChallengeFields
                    challengeRef={state.children.challenge}
                    answers={challengeAnswers}
                    onChange={setChallengeAnswers}
                    errors={context.errors}
                    onEdit={(field) => send({ type: 'EDIT', field })}
                  />
                  <FormAlert message={context.formError} />
                  <Button type="submit" colorPalette="brand" height="44px" fontSize="16px" loading={submitting} loadingText={t.submitting}>
                    {t.submit}
                  </Button>
                </Stack>
              </chakra.form>
            </Tabs.Content>
            <Tabs.Content value="sms" pt="6" aria-labelledby="login-title">
              <chakra.form
                noValidate
                aria-labelledby="login-title"
                onSubmit={(event) => {
                  event.preventDefault();
                  send({ type: 'SUBMIT_SMS', mobile, code });
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
                  <FormAlert message={context.formError} />
                  <Button type="submit" colorPalette="brand" height="44px" fontSize="16px" loading={submitting} loadingText={t.submitting}>
                    {t.submit}
                  </Button>
                  <Text fontSize="12px" color="gray.600">
                    {t.smsHint}
                  </Text>
                </Stack>
              </chakra.form>
            </Tabs.Content>
            <Tabs.Content value="wechat" pt="6" aria-labelledby="login-title">
              {state.matches({ wechat: 'binding' }) ? (
                <SocialBindPanel bindRef={state.children.socialBind} onRescan={() => send({ type: 'RESCAN' })} />
              ) : state.matches({ wechat: 'failed' }) ? (
                <Stack gap="4" align="stretch">
                  <FormAlert message={context.formError} />
                  <Button colorPalette="brand" height="44px" onClick={() => send({ type: 'RESCAN' })}>
                    {t.wechat.rescan}
                  </Button>
                </Stack>
              ) : (
                <Stack gap="2" align="center">
                  <Text fontSize="15px" fontWeight="600" color="gray.800">
                    {t.wechat.title}
                  </Text>
                  <WechatQr
                    scanRef={state.children.wechatScan}
                    alt={t.wechat.qrAlt}
                    hint={t.wechat.waiting}
                    busyText={state.matches({ wechat: 'submitting' }) || finishing ? t.wechat.submitting : null}
                  />
                </Stack>
              )}
            </Tabs.Content>
          </Tabs.Root>
          <Flex mt="4" justify="space-between" fontSize="13px">
            <AppLink href="/retrieve" color="gray.700">
              {t.forgot}
            </AppLink>
            <AppLink href="/registered" color="brand.700">
              {t.register}
            </AppLink>
          </Flex>
          <Text mt="6" fontSize="12px" color="gray.600">
            {t.agreementPrefix}
            <AgreementLinks between={t.and} />
          </Text>
          {notes && notes.items.length > 0 ? (
            <Box as="aside" aria-label={notes.title || t.notesLabel} mt="4" pt="4" borderTopWidth="1px" borderColor="gray.100">
              {notes.title ? (
                <Text fontSize="13px" fontWeight="600" color="gray.700">
                  {notes.title}
                </Text>
              ) : null}
              <Stack as="ul" gap="1" mt="1" pl="4" fontSize="12px" color="gray.600">
                {notes.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Stack>
            </Box>
          ) : null}
        </Box>
      </Flex>
    </Box>
  );
}
