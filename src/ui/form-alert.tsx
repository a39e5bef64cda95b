// The server's refusal of a whole form, shown above its submit button (role=alert).
import { Box } from '@chakra-ui/react';

/** The server's refusal of the whole form (also toasted by the API client). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.800" borderRadius="md" px="3" py="2" fontSize="13px">
      {message}
    </Box>
  );
}
