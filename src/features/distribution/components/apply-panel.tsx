// The application to become a distributor, under the 601 page (machines/distribution/distributor-apply.ts):
// a pending application is shown as such; a rejected one shows its reason and may be sent again.
import { Box, Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { DistributorApplicationView } from '../../../../domain/distribution/distribution-views.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { distributorApplyLogic } from '../actors.ts';
import { distributionText } from '../text.ts';

const t = distributionText.apply;

export function ApplyPanel({ application, onApplied }: { application: DistributorApplicationView | null; onApplied: () => void }) {
  const [snap, send] = useMachine(distributorApplyLogic);
  const channelId = useId();
  const { draft, problems, error } = snap.context;
  const done = snap.matches('submitted');
  useEffect(() => {
    if (done) onApplied();
  }, [done, onApplied]);
  const pending = application?.status === 0;
  return (
    <Panel label={t.title}>
      <Stack gap="4" maxWidth="640px" data-testid="apply-panel">
        <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800">
          {t.title}
        </Text>
        <Text fontSize="14px" color="gray.700">
          {t.intro}
        </Text>
        {pending || done ? (
          <Text role="status" fontSize="14px" color="green.700">
            {done ? t.submitted : t.pending}
          </Text>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'SUBMIT' });
            }}
          >
            <Stack gap="4">
              {application?.status === 2 && application.rejectReason ? (
                <Text fontSize="14px" color="red.700">
                  {t.rejected(application.rejectReason)}
                </Text>
              ) : null}
              <Field.Root invalid={problems.realName !== undefined} required>
                <Field.Label fontSize="14px" color="gray.800">
                  {t.realName}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input name="realName" value={draft.realName} maxLength={20} bg="white" width="320px" onChange={(e) => send({ type: 'EDIT', patch: { realName: e.target.value } })} />
                {problems.realName ? <Field.ErrorText color="red.700">{problems.realName}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root invalid={problems.channel !== undefined} required width="100%" alignItems="stretch">
                <Field.Label fontSize="14px" color="gray.800" htmlFor={channelId}>
                  {t.channel}
                  <Field.RequiredIndicator />
                </Field.Label>
                <chakra.textarea
                  id={channelId}
                  aria-invalid={problems.channel ? true : undefined}
                  aria-describedby={`${channelId}-hint`}
                  name="channel"
                  value={draft.channel}
                  maxLength={200}
                  rows={3}
                  width="100%"
                  fontSize="14px"
                  bg="white"
                  borderWidth="1px"
                  borderColor="gray.300"
                  borderRadius="md"
                  p="2"
                  placeholder={t.channelHint}
                  onChange={(e) => send({ type: 'EDIT', patch: { channel: e.target.value } })}
                />
                {problems.channel ? (
                  <Field.ErrorText id={`${channelId}-hint`} color="red.700">
                    {problems.channel}
                  </Field.ErrorText>
                ) : (
                  <Field.HelperText id={`${channelId}-hint`} color="gray.600">
                    {t.channelHint}
                  </Field.HelperText>
                )}
              </Field.Root>
              {error ? (
                <Text role="alert" fontSize="14px" color="red.700">
                  {error}
                </Text>
              ) : null}
              <Box>
                <Button type="submit" colorPalette="brand" loading={snap.matches('submitting')} loadingText={t.submitting}>
                  {t.submit}
                </Button>
              </Box>
            </Stack>
          </form>
        )}
      </Stack>
    </Panel>
  );
}
