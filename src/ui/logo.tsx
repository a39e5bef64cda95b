// The 爱备客 logo: a link home, drawn inline (no image request) at a fixed size.
import { Box, Text } from '@chakra-ui/react';
import { AppLink } from './links.tsx';
import { uiText } from './text.ts';

export function Logo() {
  return (
    <AppLink href="/" aria-label={uiText.site.logoAlt} display="flex" alignItems="center" gap="3" _hover={{ textDecoration: 'none' }}>
      <Box as="span" aria-hidden="true" display="inline-flex">
        <svg width="48" height="48" viewBox="0 0 48 48">
          <rect width="48" height="48" rx="10" fill="#c8161d" />
          <path d="M12 34 L24 12 L36 34 Z" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
          <circle cx="24" cy="28" r="4" fill="#fff" />
        </svg>
      </Box>
      <Box as="span" display="flex" flexDirection="column" lineHeight="1.2">
        <Text as="span" fontSize="26px" fontWeight="700" color="brand.700" letterSpacing="2px">
          {uiText.site.name}
        </Text>
        <Text as="span" fontSize="12px" color="gray.600">
          {uiText.site.tagline}
        </Text>
      </Box>
    </AppLink>
  );
}
