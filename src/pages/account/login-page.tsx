// The login page (/login): 密码登录 / 短信登录 / 微信扫码 tabs (machines/login.ts), the last tab
// remembered; 忘记密码？ and 免费注册 links; the agreement note with the user agreement and the
// privacy policy; the login notes from loginSm. After logging in the visitor goes back to the
// page named by ?redirect= (or /), or first to /setPassword when the account has no password.
import { useEffect, useState } from 'react';
import { Box, Button, chakra, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login.ts';
import type { AccountFacts, LoginTab, TokenRequest } from '../../../machines/login.ts';
import type { TokenGrant } from '../../../machines/account-form.ts';
import { socialBindMachine } from '../../../machines/social-bind.ts';
import type { SocialStep1Input, SocialStep1Result, SocialStep2Input } from '../../../machines/social-bind.ts';
import { requestToken } from '../../api/system.ts';
import { fetchAccountInfo, fetchLoginNotes, socialRegisterStep1, socialRegisterStep2 } from '../../api/member.ts';
import type { LoginNotes } from '../../api/member.ts';
import { completeLogin, rememberedLoginTab, rememberLoginTab, smsCodeLogic, wechatScanLogic } from '../../components/account/account-actors.ts';
import { redirectTarget, setPasswordHref } from '../../components/account/redirect.ts';
import { AgreementLinks } from '../../components/account/agreement-links.tsx';
import { FormAlert, PasswordField, TextField } from '../../components/account/form-fields.tsx';
import { SmsFields } from '../../components/account/sms-fields.tsx';
import { WechatQr } from '../../components/account/wechat-qr.tsx';
import { AppLink } from '../../components/links.tsx';
import { SocialBindPanel } from './social-bind-panel.tsx';
import { accounts } from '../../text/accounts.ts';
import { zh } from '../../text/zh-cn.ts';
import { CONTENT_WIDTH } from '../../theme/system.ts';

const t = zh.login;
const a = accounts.login;

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

const TAB_LABELS: Record<LoginTab, string> = { password: t.passwordTab, sms: a.smsTab, wechat: a.wechatTab };

export default function LoginPage() {
  const [state, send] = useMachine(loginLogic, { input: { tab: rememberedLoginTab() } });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const notes = useLoginNotes();
  const { context } = state;
  const finishing = state.matches('checkingAccount') || state.matches('done');
  const submitting = finishing || state.matches({ password: 'submitting' }) || state.matches({ sms: 'submitting' });

  return (
    <Box bg="gray.50" py="12">
      <Flex width={CONTENT_WIDTH} mx="auto" justify="space-between" align="center">
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
            <Tabs.List aria-label={a.tabsLabel}>
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
                  send({ type: 'SUBMIT_PASSWORD', username, password });
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
                    {a.smsHint}
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
                    {a.wechat.rescan}
                  </Button>
                </Stack>
              ) : (
                <Stack gap="2" align="center">
                  <Text fontSize="15px" fontWeight="600" color="gray.800">
                    {a.wechat.title}
                  </Text>
                  <WechatQr
                    scanRef={state.children.wechatScan}
                    alt={a.wechat.qrAlt}
                    hint={a.wechat.waiting}
                    busyText={state.matches({ wechat: 'submitting' }) || finishing ? a.wechat.submitting : null}
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
            {a.agreementPrefix}
            <AgreementLinks between={a.and} />
          </Text>
          {notes && notes.items.length > 0 ? (
            <Box as="aside" aria-label={notes.title || a.notesLabel} mt="4" pt="4" borderTopWidth="1px" borderColor="gray.100">
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
