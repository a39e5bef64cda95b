// The white card of the login-layout account pages (register, retrieve, set password).
import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

interface Props {
  title: string;
  intro?: ReactNode;
  width?: string;
  children: ReactNode;
}

export function AuthCard({ title, intro, width = '560px', children }: Props) {
  return (
    <Box bg="gray.50" py="12" minHeight="480px">
      <Box
        as="section"
        aria-labelledby="page-title"
        width={width}
        maxWidth={CONTENT_WIDTH}
        mx="auto"
        bg="white"
        borderRadius="md"
        boxShadow="md"
        px="12"
        py="10"
      >
        <Heading as="h1" id="page-title" fontSize="22px" fontWeight="600" color="gray.800" textAlign="center">
          {title}
        </Heading>
        {intro ? (
          <Text mt="3" fontSize="13px" color="gray.600" textAlign="center">
            {intro}
          </Text>
        ) : null}
        <Box mt="8">{children}</Box>
      </Box>
    </Box>
  );
}
