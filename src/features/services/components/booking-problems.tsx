// The list of what is still wrong, at the top of the booking form after a refused submit (a date
// problem names today's earliest date: volatile for the baselines).
import { Box, chakra, Text } from '@chakra-ui/react';
import { servicesText } from '../text.ts';
import type { BookingFields } from './booking-fields.ts';

export function BookingProblems({ fields }: { fields: BookingFields }) {
  const keys = Object.keys(fields.problems);
  if (keys.length === 0) return null;
  return (
    <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" p="3" fontSize="13px" color="red.800" data-testid="booking-problems">
      <Text fontWeight="600">{servicesText.form.problemsTitle}</Text>
      <chakra.ul m="0" mt="1" pl="5">
        {keys.map((key) => (
          <li key={key} data-volatile={key.startsWith('date.') ? '' : undefined}>
            {fields.say(key)}
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
