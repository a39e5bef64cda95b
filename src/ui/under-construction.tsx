// The placeholder of a page not built yet: a real page inside the real layout, never a blank
// screen. It shows the route's parameters so links can be followed end to end.
import { Box, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from './links.tsx';
import { uiText } from './text.ts';
import { CONTENT_WIDTH } from './theme.ts';

interface Props {
  title: string;
  params?: Record<string, string | undefined>;
}

export function UnderConstruction({ title, params = {} }: Props) {
  const shown = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  return (
    <Box as="section" aria-labelledby="page-title" width={CONTENT_WIDTH} mx="auto" py="16" textAlign="center">
      <Heading as="h1" id="page-title" fontSize="24px" fontWeight="600" color="gray.800">
        {title}
      </Heading>
      <Box mx="auto" my="8" width="120px" height="120px" aria-hidden="true">
        <svg viewBox="0 0 120 120" width="120" height="120">
          <rect x="10" y="70" width="100" height="12" rx="2" fill="#f2a3a5" />
          <rect x="22" y="40" width="12" height="42" fill="#c8161d" />
          <rect x="86" y="40" width="12" height="42" fill="#c8161d" />
          <path d="M14 52 L60 14 L106 52" stroke="#4a5568" strokeWidth="6" fill="none" strokeLinecap="round" />
          <rect x="40" y="86" width="40" height="20" rx="3" fill="#fbd38d" />
        </svg>
      </Box>
      <Text fontSize="20px" fontWeight="600" color="brand.700">
        {uiText.pages.underConstruction}
      </Text>
      <Text mt="2" color="gray.600">
        {uiText.pages.underConstructionBody}
      </Text>
      {shown.length > 0 && (
        <Box as="dl" mt="4" display="inline-grid" gridTemplateColumns="auto auto" columnGap="3" rowGap="1" color="gray.600">
          {shown.map(([key, value]) => (
            <Box key={key} display="contents">
              <Box as="dt" fontFamily="mono">
                {key}
              </Box>
              <Box as="dd" textAlign="left">
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box mt="8">
        <ButtonLink href="/">{uiText.pages.backHome}</ButtonLink>
      </Box>
    </Box>
  );
}
