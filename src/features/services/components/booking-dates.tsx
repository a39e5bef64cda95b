// The booking form's preferred dates: MAX_PREFERRED_DATES date fields, none before the earliest
// date the item allows (today's, so marked volatile for the baselines), each with its problem.
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { MAX_PREFERRED_DATES } from '../../../../domain/services/service-rules.ts';
import type { BookingEvent } from '../../../../machines/services/service-booking.ts';
import { servicesText } from '../text.ts';
import { ErrorLine } from './booking-error-line.tsx';
import { control, type BookingFields } from './booking-fields.ts';

const t = servicesText.form;

interface Props {
  dates: readonly string[];
  earliest: string;
  fields: BookingFields;
  send: (event: BookingEvent) => void;
}

export function BookingDates({ dates, earliest, fields, send }: Props) {
  const { uid, fieldId, describedBy, say, problems } = fields;
  return (
    <Box as="fieldset" border="0" p="0" m="0" aria-describedby={`${uid}-dates-hint`}>
      <Text as="legend" fontSize="14px" fontWeight="600" color="gray.800" mb="1">
        {t.dates}
        <Text as="span" color="red.700" ms="1" aria-hidden="true">
          *
        </Text>
      </Text>
      <Text id={`${uid}-dates-hint`} fontSize="12px" color="gray.600" mb="2" data-volatile="">
        {t.datesHint(earliest)}
      </Text>
      <Flex gap="4">
        {Array.from({ length: MAX_PREFERRED_DATES }, (_, i) => {
          const key = `date.${i}`;
          return (
            <Box key={i} width="200px">
              <chakra.input
                type="date"
                id={fieldId(key)}
                name={`date-${i}`}
                aria-label={t.dateLabel(i + 1)}
                min={earliest}
                value={dates[i] ?? ''}
                aria-invalid={problems[key] ? true : undefined}
                aria-describedby={describedBy(key)}
                onChange={(e) => send({ type: 'DATE', index: i, date: e.target.value })}
                css={control}
                data-volatile=""
              />
              <ErrorLine id={`${fieldId(key)}-error`} text={say(key)} volatile />
            </Box>
          );
        })}
      </Flex>
      <ErrorLine id={`${fieldId('dates')}-error`} text={say('dates')} />
    </Box>
  );
}
