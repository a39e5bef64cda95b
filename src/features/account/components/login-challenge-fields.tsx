// The extra proof of a password login under the login policy (issue 35 item 1), driven by a
// loginChallenge actor (machines/shared/login-challenge.ts): the image captcha (a click loads
// another) while the server asks for one, then the SMS code sent to the account's own mobile.
// Used by the member login page and the staff console login page.
import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FieldError } from '../../../../machines/account/account-form.ts';
import { needsCaptcha, needsSmsCode, proofOf, type LoginChallengeMachine, type LoginProof } from '../../../../machines/shared/login-challenge.ts';
import { accounts } from '../text.ts';
import { CaptchaImageButton } from './captcha-image-button.tsx';
import { TextField } from './form-fields.tsx';

const c = accounts.common;

export type ChallengeRef = ActorRefFrom<LoginChallengeMachine>;

export interface ChallengeAnswers {
  captchaCode: string;
  smsCode: string;
}

/** What the visitor typed for the challenge on screen; a new captcha image starts its answer empty. */
export function useChallengeAnswers(ref: ChallengeRef | undefined): [ChallengeAnswers, (patch: Partial<ChallengeAnswers>) => void] {
  const key = useSelector(ref, (s) => s?.context.captcha?.captchaKey ?? null);
  const [state, setState] = useState<{ key: string | null; captchaCode: string; smsCode: string }>({ key, captchaCode: '', smsCode: '' });
  const answers = { captchaCode: state.key === key ? state.captchaCode : '', smsCode: state.smsCode };
  return [answers, (patch) => setState({ key, ...answers, ...patch })];
}

interface LoginChallengeFieldsProps {
  challengeRef: ChallengeRef | undefined;
  answers: ChallengeAnswers;
  onChange: (patch: Partial<ChallengeAnswers>) => void;
  errors: { captcha?: FieldError; code?: FieldError };
  onEdit: (field: 'captcha' | 'code') => void;
}

export function LoginChallengeFields({ challengeRef, answers, onChange, errors, onEdit }: LoginChallengeFieldsProps) {
  const view = useSelector(
    challengeRef,
    (s) => ({
      captcha: s ? needsCaptcha(s.context) : false,
      sms: s ? needsSmsCode(s.context) : false,
      image: s?.context.captcha?.image ?? null,
      failed: !!s?.matches('failed'),
    }),
    (a, b) => a.captcha === b.captcha && a.sms === b.sms && a.image === b.image && a.failed === b.failed,
  );
  if (!view.captcha && !view.sms) return null;
  return (
    <Stack gap="4" data-testid="login-challenge">
      <Text fontSize="13px" color="gray.700">
        {view.sms ? accounts.login.smsChallengeNote : accounts.login.challengeNote}
      </Text>
      {view.captcha ? (
        <TextField
          field="captcha"
          label={c.captchaLabel}
          value={answers.captchaCode}
          onChange={(value) => {
            onChange({ captchaCode: value });
            onEdit('captcha');
          }}
          error={errors.captcha}
          inputProps={{ autoComplete: 'off', placeholder: c.captchaPlaceholder, maxLength: 8 }}
          addon={<CaptchaImageButton image={view.image} failed={view.failed} onRefresh={() => challengeRef?.send({ type: 'REFRESH_CAPTCHA' })} />}
        />
      ) : null}
      {view.sms ? (
        <TextField
          field="code"
          label={c.codeLabel}
          value={answers.smsCode}
          onChange={(value) => {
            onChange({ smsCode: value });
            onEdit('code');
          }}
          error={errors.code}
          inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', placeholder: c.codePlaceholder, maxLength: 6 }}
        />
      ) : null}
    </Stack>
  );
}

/** The proof fields of the next attempt (only the ones the challenge shows). */
export function challengeProof(ref: ChallengeRef | undefined, answers: ChallengeAnswers): LoginProof | undefined {
  const s = ref?.getSnapshot();
  if (!s) return undefined;
  const proof = proofOf(s.context, answers);
  return Object.keys(proof).length > 0 ? proof : undefined;
}
