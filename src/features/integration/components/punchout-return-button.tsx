// 返回采购系统 (issue 40, item 4): the cart's primary button in a PunchOut session (in place of
// 去结算: the SRM does the checkout). machines/integration/punchout-return.ts holds the logic; this
// view hands the server's answer to the post page (/punchout/post), which posts it to the SRM.
import { Button, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { punchoutReturnMachine, type PunchoutForm } from '../../../../machines/integration/punchout-return.ts';
import { returnPunchout } from '../api.ts';
import { punchoutText as t } from '../text.ts';
import { forgetPunchout } from '../../../lib/punchout-session.ts';

/** Where the server's post page (/punchout/post) reads the form from: this tab's sessionStorage. */
const POST_STORAGE_KEY = 'aibeike.punchout.post';

/**
 * Hands the form to the server's post page, which posts it to the SRM's return URL (the SPA's own
 * Content-Security-Policy lets its forms go to this site only; that page alone may post elsewhere).
 */
function submitPunchoutForm(form: PunchoutForm): void {
  try {
    window.sessionStorage.setItem(POST_STORAGE_KEY, JSON.stringify({ returnUrl: form.returnUrl, target: form.target, fields: form.fields }));
  } catch {
    // storage blocked: the post page says there is nothing to post
  }
  window.location.assign('/punchout/post');
}

const logic = punchoutReturnMachine.provide({
  actors: { returnCart: fromPromise<PunchoutForm, { sessionId: number }>(({ input }) => returnPunchout(input.sessionId)) },
  actions: {
    submitForm: (_, params) => submitPunchoutForm(params.form),
    forgetSession: () => forgetPunchout(),
  },
});

export function PunchoutReturnButton({ sessionId, disabled }: { sessionId: number; disabled: boolean }) {
  const [snapshot, send] = useMachine(logic, { input: { sessionId } });
  const { error } = snapshot.context;
  const submitted = snapshot.matches('submitted');
  return (
    <Flex align="center" gap="3">
      {(error || submitted) && (
        <Text role={error ? 'alert' : 'status'} fontSize="13px" color={error ? 'red.700' : 'gray.700'} maxW="320px" data-testid="punchout-return-message">
          {error ?? t.submitted}
        </Text>
      )}
      <Button
        colorPalette="brand"
        height="60px"
        px="10"
        borderRadius="0"
        fontSize="16px"
        disabled={disabled || submitted || snapshot.matches('ended')}
        loading={snapshot.matches('returning')}
        loadingText={t.returning}
        title={disabled ? t.returnHint : undefined}
        onClick={() => send({ type: 'RETURN' })}
        data-testid="punchout-return"
      >
        {t.returnButton}
      </Button>
    </Flex>
  );
}
