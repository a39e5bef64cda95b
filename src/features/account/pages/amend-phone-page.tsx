// /amendPhone (machines/account/amend-phone.ts): 验证原手机 (captcha -> a code to the current mobile ->
// checkOldMobile) -> 绑定新手机 (the new mobile, a fresh captcha, its code -> resetMobile) -> 完成.
import { useState } from 'react';
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { maskMobile } from '../../../../domain/account/account-rules.ts';
import { amendPhoneMachine } from '../../../../machines/account/amend-phone.ts';
import type { ResetMobileInput } from '../../../../machines/account/amend-phone.ts';
import type { Ticket } from '../../../../machines/account/retrieve-password.ts';
import { checkOldMobile, resetMobile } from '../api.ts';
import { toaster } from '../../../lib/toaster.ts';
import { refreshMemberInfo, smsCodeLogic } from '../actors.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { SmsFields } from '../components/sms-fields.tsx';
import { StepIndicator } from '../../../ui/step-indicator.tsx';
import { useAccountInfo } from '../use-account-info.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { accounts } from '../text.ts';

const t = accounts.amendPhone;

const amendPhoneLogic = amendPhoneMachine.provide({
  actors: {
    smsCode: smsCodeLogic,
    checkOldMobile: fromPromise<Ticket, { code: string }>(({ input }) => checkOldMobile(input.code)),
    resetMobile: fromPromise<{ mobile: string }, ResetMobileInput>(({ input }) => resetMobile(input)),
  },
  actions: {
    changed: () => {
      toaster.create({ type: 'success', title: t.done, duration: 3000 });
      refreshMemberInfo();
    },
  },
});

export default function AmendPhonePage() {
  const [state, send] = useMachine(amendPhoneLogic);
  const { info } = useAccountInfo();
  const [oldCode, setOldCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const { context } = state;
  const step = state.matches('verifyOld') ? 0 : state.matches('bindNew') ? 1 : 2;
  const ownMobile = info?.mobile ? maskMobile(info.mobile) : null;

  return (
    <MemberLayout title={t.title} active="/securitySettings">
      <Panel>
        <Box mb="8">
          <StepIndicator label={t.title} steps={t.steps} current={step} />
        </Box>
        {state.matches('verifyOld') ? (
          <chakra.form
            key="old"
            noValidate
            aria-label={t.steps[0]}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT_OLD', code: oldCode });
            }}
          >
            <Stack gap="5" width="440px" mx="auto">
              {context.restarted ? <FormAlert message={t.restarted} /> : null}
              <SmsFields
                smsRef={state.children.smsCode}
                mobile={null}
                ownMobile={ownMobile}
                code={oldCode}
                onCodeChange={setOldCode}
                errors={context.errors}
                onEdit={(field) => send({ type: 'EDIT', field })}
              />
              <FormAlert message={context.formError} />
              <Button type="submit" colorPalette="brand" height="44px" loading={state.matches({ verifyOld: 'checking' })} loadingText={t.checking}>
                {t.next}
              </Button>
            </Stack>
          </chakra.form>
        ) : state.matches('bindNew') ? (
          <chakra.form
            key="new"
            noValidate
            aria-label={t.steps[1]}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT_NEW', mobile, code });
            }}
          >
            <Stack gap="5" width="440px" mx="auto">
              <SmsFields
                smsRef={state.children.smsCode}
                mobile={mobile}
                onMobileChange={setMobile}
                mobileLabel={t.newMobileLabel}
                mobilePlaceholder={t.newMobilePlaceholder}
                mobileField="newMobile"
                code={code}
                onCodeChange={setCode}
                errors={context.errors}
                onEdit={(field) => send({ type: 'EDIT', field })}
              />
              <FormAlert message={context.formError} />
              <Button type="submit" colorPalette="brand" height="44px" loading={state.matches({ bindNew: 'saving' })} loadingText={t.saving}>
                {t.submit}
              </Button>
            </Stack>
          </chakra.form>
        ) : (
          <Stack gap="4" align="center" textAlign="center" role="status" py="6">
            <Text fontSize="18px" fontWeight="600" color="green.700">
              {t.done}
            </Text>
            <Text color="gray.700">{t.doneHint(maskMobile(context.newMobile ?? ''))}</Text>
            <Flex mt="2">
              <ButtonLink href="/securitySettings" height="40px" px="8">
                {t.backToSecurity}
              </ButtonLink>
            </Flex>
          </Stack>
        )}
      </Panel>
    </MemberLayout>
  );
}
