// What a page shows while its data loads, when it failed, when a list is empty, and when the
// thing it shows does not exist.
// The loading block keeps the page's room (no layout shift) and is aria-busy.
import type { ReactNode } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from './links.tsx';
import { uiText } from './text.ts';

export function LoadingBlock({ label, height = '480px' }: { label: string; height?: string }) {
  return (
    <Box minHeight={height} aria-busy="true" aria-label={label} role="status" display="flex" alignItems="center" justifyContent="center">
      <Text color="gray.600" fontSize="13px">
        {label}
      </Text>
    </Box>
  );
}

export function FailedBlock({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Box minHeight="320px" display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="4">
      <Text color="gray.700">{title}</Text>
      <Button colorPalette="brand" variant="outline" onClick={onRetry}>
        {uiText.pages.retry}
      </Button>
    </Box>
  );
}

/** An empty list on a white panel: a picture, what is missing, and what to do (a link). */
export function EmptyBlock({ id, testId, icon, headingGap, title, body, action }: { id: string; testId: string; icon: ReactNode; headingGap: string; title: string; body: string; action: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" borderColor="gray.200" py="16" textAlign="center" data-testid={testId}>
      {icon}
      <Heading as="h2" id={id} fontSize="18px" mt={headingGap} color="gray.800">
        {title}
      </Heading>
      <Text mt="2" color="gray.600">
        {body}
      </Text>
      <Box mt="6">{action}</Box>
    </Box>
  );
}

export function MissingBlock({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="missing-title" py="16" textAlign="center">
      <Heading as="h1" id="missing-title" fontSize="22px" color="gray.800">
        {title}
      </Heading>
      {body && (
        <Text mt="3" color="gray.600">
          {body}
        </Text>
      )}
      <Box mt="6">{action ?? <ButtonLink href="/">{uiText.pages.backHome}</ButtonLink>}</Box>
    </Box>
  );
}
