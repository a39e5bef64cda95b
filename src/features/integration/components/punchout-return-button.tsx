// 返回采购系统 (issue 40, item 4): the cart's primary button in a PunchOut session (in place of
// 去结算: the SRM does the checkout). machines/integration/punchout-return.ts holds the logic; this
// view posts the hidden form the server's answer describes.
import { Button, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { punchoutReturnMachine, type PunchoutForm } from '../../../../machines/integration/punchout-return.ts';
import { returnPunchout } from '../api.ts';
import { punchoutText as t } from '../text.ts';
import { forgetPunchout } from '../punchout-store.ts';

/** Posts the fields to the return URL in a hidden form (UTF-8, urlencoded), into the target frame. */
export function submitPunchoutForm(form: PunchoutForm): void {
  const el = document.createElement('form');
  el.method = 'post';
  el.action = form.returnUrl;
  el.target = form.target || '_top';
  el.acceptCharset = 'UTF-8';
  el.enctype = 'application/x-www-form-urlencoded';
  el.style.display = 'none';
  el.setAttribute('data-testid', 'punchout-form');
  for (const field of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    el.appendChild(input);
  }
  document.body.appendChild(el);
  el.submit();
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
