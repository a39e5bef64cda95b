// One field's problem under it on the booking form (a date problem names today's earliest date:
// marked volatile for the baselines).
import { Text } from '@chakra-ui/react';

export function ErrorLine({ id, text, volatile = false }: { id: string; text: string | undefined; volatile?: boolean }) {
  return text ? (
    <Text id={id} mt="1" fontSize="12px" color="red.700" data-testid="booking-problem" data-volatile={volatile ? '' : undefined}>
      {text}
    </Text>
  ) : null;
}
