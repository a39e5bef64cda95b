// The mobile, image captcha and SMS code fields of every SMS form, driven by an smsCode child
// actor (machines/account/sms-code.ts): the captcha image (a click loads another), the 获取验证码
// button that counts down, and the errors of the form machine and of the child on their fields.
import { useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { maskMobile } from '../../../../domain/account/account-rules.ts';
import type { FieldError } from '../../../../machines/account/account-form.ts';
import type { SmsCodeMachine } from '../../../../machines/account/sms-code.ts';
import { accounts } from '../text.ts';
import { CaptchaImageButton } from './captcha-image-button.tsx';
import { FIELD_HEIGHT, TextField } from './form-fields.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';

const c = accounts.common;

export type SmsRef = ActorRefFrom<SmsCodeMachine>;

/** The captcha answer typed for the image on screen; a new image starts it empty. */
export function useCaptchaAnswer(smsRef: SmsRef | undefined): [string, (value: string) => void] {
  const key = useSelector(smsRef, (s) => s?.context.captcha?.captchaKey ?? null);
  const [answer, setAnswer] = useState<{ key: string | null; value: string }>({ key, value: '' });
  return [answer.key === key ? answer.value : '', (value) => setAnswer({ key, value })];
}

function CaptchaImage({ smsRef }: { smsRef: SmsRef | undefined }) {
  const view = useSelector(smsRef, (s) => ({
    image: s?.context.captcha?.image ?? null,
    loading: !s || s.matches({ captcha: 'loading' }) || s.matches({ captcha: 'idle' }),
    failed: !!s?.matches({ captcha: 'failed' }),
  }), (a, b) => a.image === b.image && a.loading === b.loading && a.failed === b.failed);
  return <CaptchaImageButton image={view.image} failed={view.failed} onRefresh={() => smsRef?.send({ type: 'REFRESH_CAPTCHA' })} />;
}

function SendButton({ smsRef, mobile, captchaCode }: { smsRef: SmsRef | undefined; mobile: string; captchaCode: string }) {
  const view = useSelector(
    smsRef,
    (s) => ({
      ready: !!s?.matches({ sender: 'ready' }),
      sending: !!s?.matches({ sender: 'sending' }),
      secondsLeft: s?.context.secondsLeft ?? 0,
      sentBefore: !!s?.context.sentTo || s?.context.sentTo === '',
      captchaShown: !!s?.matches({ captcha: 'shown' }),
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const label = view.sending
    ? c.sending
    : view.secondsLeft > 0
      ? c.countdown(view.secondsLeft)
      : view.sentBefore
        ? c.resendCode
        : c.sendCode;
  return (
    <Button
      type="button"
      variant="outline"
      colorPalette="brand"
      height={FIELD_HEIGHT}
      width="132px"
      flexShrink={0}
      fontSize="13px"
      disabled={!view.ready || !view.captchaShown}
      onClick={() => smsRef?.send({ type: 'SEND', mobile, captchaCode })}
      data-testid="send-code"
    >
      {label}
    </Button>
  );
}

interface SmsFieldsProps {
  smsRef: SmsRef | undefined;
  /** null: the code goes to the account's own mobile (no mobile field). */
  mobile: string | null;
  onMobileChange?: (value: string) => void;
  mobileLabel?: string;
  mobilePlaceholder?: string;
  mobileField?: 'mobile' | 'newMobile';
  code: string;
  onCodeChange: (value: string) => void;
  /** The form machine's own errors of these fields (format, the server's refusal of the code). */
  errors: { mobile?: FieldError; code?: FieldError };
  /** Tells the form machine a field was edited (its error goes). */
  onEdit: (field: 'mobile' | 'code') => void;
  /** The masked mobile the code goes to when `mobile` is null. */
  ownMobile?: string | null;
}

export function SmsFields({
  smsRef,
  mobile,
  onMobileChange,
  mobileLabel = c.mobileLabel,
  mobilePlaceholder = c.mobilePlaceholder,
  mobileField = 'mobile',
  code,
  onCodeChange,
  errors,
  onEdit,
  ownMobile,
}: SmsFieldsProps) {
  const [captchaCode, setCaptchaCode] = useCaptchaAnswer(smsRef);
  const child = useSelector(
    smsRef,
    (s) => ({ errors: s?.context.errors ?? {}, notice: s?.context.notice ?? null, sentTo: s?.context.sentTo ?? null }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const sentNote =
    child.sentTo === null ? null : child.sentTo === '' ? c.codeSentOwn : c.codeSentTo(maskMobile(child.sentTo));
  return (
    <Stack gap="5">
      {mobile !== null ? (
        <TextField
          field={mobileField}
          label={mobileLabel}
          value={mobile}
          onChange={(value) => {
            onMobileChange?.(value.replace(/\D/g, '').slice(0, 11));
            onEdit('mobile');
            smsRef?.send({ type: 'EDIT', field: 'mobile' });
          }}
          error={errors.mobile ?? child.errors.mobile}
          inputProps={{ type: 'tel', inputMode: 'numeric', autoComplete: 'tel', placeholder: mobilePlaceholder, maxLength: 11 }}
        />
      ) : ownMobile ? (
        <Box>
          <Text fontSize="14px" color="gray.700">
            {accounts.amendPhone.currentMobile}
          </Text>
          <Text mt="1" fontSize="16px" fontWeight="600" color="gray.800" data-testid="own-mobile">
            {ownMobile}
          </Text>
        </Box>
      ) : null}
      <TextField
        field="captcha"
        label={c.captchaLabel}
        value={captchaCode}
        onChange={(value) => {
          setCaptchaCode(value.slice(0, 8));
          smsRef?.send({ type: 'EDIT', field: 'captcha' });
        }}
        error={child.errors.captcha}
        addon={<CaptchaImage smsRef={smsRef} />}
        inputProps={{ autoComplete: 'off', placeholder: c.captchaPlaceholder, maxLength: 8, spellCheck: false }}
      />
      <TextField
        field="code"
        label={c.codeLabel}
        value={code}
        onChange={(value) => {
          onCodeChange(value.replace(/\D/g, '').slice(0, 6));
          onEdit('code');
        }}
        error={errors.code}
        helper={sentNote}
        addon={<SendButton smsRef={smsRef} mobile={mobile ?? ''} captchaCode={captchaCode} />}
        inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', placeholder: c.codePlaceholder, maxLength: 6 }}
      />
      <FormAlert message={child.notice} />
    </Stack>
  );
}
