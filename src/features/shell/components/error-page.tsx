// The error page (spec 2.8), shown inside the layout; 返回首页 goes to /.
import { Box, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../../ui/links.tsx';
import { errorLines } from '../error-text.ts';
import { zh } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

interface Props {
  statusCode: number;
  message?: string;
  /** A line above the Chinese ones (the unmatched route's "This page could not be found"). */
  lead?: string;
}

export function ErrorPage({ statusCode, message, lead }: Props) {
  const lines = errorLines(statusCode, message);
  return (
    <Box as="section" aria-labelledby="error-title" width={CONTENT_WIDTH} mx="auto" py="20" textAlign="center" data-status={statusCode}>
      <Heading as="h1" id="error-title" fontSize="72px" lineHeight="1" fontWeight="700" color="brand.700">
        {statusCode}
      </Heading>
      {lead ? (
        <Text mt="4" fontSize="16px" color="gray.600">
          {lead}
        </Text>
      ) : null}
      {lines.map((line) => (
        <Text key={line} mt="3" fontSize="20px" color="gray.800">
          {line}
        </Text>
      ))}
      <Box mt="8">
        <ButtonLink href="/" size="lg">
          {zh.errors.backHome}
        </ButtonLink>
      </Box>
    </Box>
  );
}
