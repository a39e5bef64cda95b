// What a catalogue page shows while its data loads, when it failed, and when it does not exist.
// The loading block keeps the page's room (no layout shift) and is aria-busy.
import type { ReactNode } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../links.tsx';
import { zh } from '../../text/zh-cn.ts';
import { cat } from '../../text/catalogue.ts';

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
        {cat.list.retry}
      </Button>
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
      <Box mt="6">{action ?? <ButtonLink href="/">{zh.pages.backHome}</ButtonLink>}</Box>
    </Box>
  );
}
