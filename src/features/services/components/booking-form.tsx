// The booking form of /serve/serveDetail: the instrument rows (or an imported sheet), the site
// address from the address book, contact, preferred dates, a remark and attachments. Every check
// and what is sent live in machines/services/service-booking.ts, the figures shown (earliest date,
// province, estimate) in machines/services/booking-view.ts; this file lays the parts out, each
// showing the snapshot and sending events.
import { useId } from 'react';
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { bookingView } from '../../../../machines/services/booking-view.ts';
import type { BookingEvent } from '../../../../machines/services/service-booking.ts';
import type { bookingLogic } from '../actors.ts';
import { servicesText } from '../text.ts';
import { BookingAttachments } from './booking-attachments.tsx';
import { BookingDates } from './booking-dates.tsx';
import { ErrorLine } from './booking-error-line.tsx';
import { bookingFields, control } from './booking-fields.ts';
import { BookingInstruments } from './booking-instruments.tsx';
import { BookingProblems } from './booking-problems.tsx';
import { BookingSiteFields } from './booking-site-fields.tsx';

const t = servicesText.form;

type Snapshot = SnapshotFrom<typeof bookingLogic>;
type Send = (event: BookingEvent) => void;

export function BookingForm({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const uid = useId();
  const context = snapshot.context;
  const view = bookingView(context);
  if (!view) return null;
  const { draft, problems, serverError } = context;
  const fields = bookingFields(uid, problems, view);
  const { fieldId, describedBy, say } = fields;
  const attaching = snapshot.matches({ editing: 'attaching' });

  return (
    <Box as="section" aria-labelledby={`${uid}-title`} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6" data-testid="booking-form">
      <Heading as="h2" id={`${uid}-title`} fontSize="18px" fontWeight="600" color="gray.800" mb="4">
        {t.title}
      </Heading>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <Stack gap="6">
          <BookingProblems fields={fields} />
          <BookingInstruments context={context} fields={fields} importing={snapshot.matches({ editing: 'importing' })} send={send} />
          <BookingSiteFields addresses={context.addresses} draft={draft} fields={fields} send={send} />
          <BookingDates dates={draft.dates} earliest={view.earliest} fields={fields} send={send} />

          <Box>
            <chakra.label htmlFor={fieldId('remark')} display="block" fontSize="14px" fontWeight="600" color="gray.800" mb="1">
              {t.remark}
            </chakra.label>
            <chakra.textarea
              id={fieldId('remark')}
              name="remark"
              value={draft.remark}
              rows={3}
              maxLength={520}
              placeholder={t.remarkPlaceholder}
              aria-invalid={problems.remark ? true : undefined}
              aria-describedby={describedBy('remark')}
              onChange={(e) => send({ type: 'EDIT', patch: { remark: e.target.value } })}
              css={{ ...control, height: 'auto', py: '2' }}
              maxWidth="720px"
            />
            <ErrorLine id={`${fieldId('remark')}-error`} text={say('remark')} />
          </Box>

          <BookingAttachments uid={uid} context={context} attaching={attaching} send={send} />

          {serverError ? (
            <Text role="alert" color="red.700" fontSize="14px" data-testid="booking-refused">
              {serverError}
            </Text>
          ) : null}
          <Flex align="center" gap="4">
            <Button type="submit" colorPalette="brand" px="10" loading={snapshot.matches('submitting')} loadingText={t.submitting} disabled={attaching}>
              {t.submit}
            </Button>
            {view.estimateFen !== null ? (
              <Text fontSize="14px" color="gray.700" data-testid="booking-estimate">
                {t.estimate(formatPrice(view.estimateFen))}
              </Text>
            ) : null}
          </Flex>
        </Stack>
      </chakra.form>
    </Box>
  );
}
