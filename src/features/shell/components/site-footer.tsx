// Footer (spec 2.7): the four-promise strip, then the help-link footer: help-centre categories
// with article links, phone and service hours, mini-program and official-account QR codes,
// copyright and registration numbers with the police-registration icon. All of it comes from
// the server (content service, site settings).
import { Box, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { helpCenterList, siteSettings } from '../shell-data.ts';
import { useResourceData } from '../../../lib/resource.ts';
import { AppLink } from '../../../ui/links.tsx';
import { helpHref } from '../help-links.ts';
import { zh } from '../text.ts';
import { footerText } from '../deferred/text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { uiText } from '../../../ui/text.ts';

const t = footerText;

const PROMISE_ICONS = [
  'M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z M8 12l3 3 5-6',
  'M4 18v-6a8 8 0 0 1 16 0v6 M4 14h3v6H4z M17 14h3v6h-3z',
  'M3 12l9-9 9 9-9 9z M9 12h6 M12 9v6',
  'M2 7h12v9H2z M14 10h4l3 3v3h-7z M6 19a2 2 0 1 0 0.01 0 M17 19a2 2 0 1 0 0.01 0',
];

export function PromiseStrip() {
  const promises = useResourceData(siteSettings)?.promises ?? [];
  return (
    <Box bg="gray.50" borderTopWidth="1px" borderColor="gray.200" data-region="promises">
      <Flex as="ul" aria-label={t.promisesLabel} listStyleType="none" m="0" mx="auto" p="0" width={CONTENT_WIDTH} height="96px" align="center" justify="space-around">
        {promises.map((promise, i) => (
          <HStack as="li" key={promise} gap="3">
            <Box as="span" color="brand.700" aria-hidden="true" display="inline-flex">
              <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                <path d={PROMISE_ICONS[i % PROMISE_ICONS.length]} />
              </svg>
            </Box>
            <Text as="span" fontSize="18px" fontWeight="600" color="gray.800">
              {promise}
            </Text>
          </HStack>
        ))}
      </Flex>
    </Box>
  );
}

function Qr({ src, caption }: { src: string | undefined; caption: string }) {
  return (
    <Stack as="figure" align="center" gap="1" m="0">
      {src ? (
        <Image src={src} alt={zh.topBar.qrAlt(caption)} width="88px" height="88px" bg="white" />
      ) : (
        <Box width="88px" height="88px" bg="gray.700" />
      )}
      <Text as="figcaption" fontSize="12px" color="gray.300">
        {caption}
      </Text>
    </Stack>
  );
}

export function HelpFooter() {
  const settings = useResourceData(siteSettings);
  const help = useResourceData(helpCenterList) ?? [];
  return (
    <Box bg="gray.900" color="gray.300" fontSize="12px" data-region="help-footer">
      <Flex width={CONTENT_WIDTH} mx="auto" pt="8" pb="6" justify="space-between">
        <Flex as="nav" aria-label={t.helpLabel} gap="6">
          {help.map((category) => (
            <Box key={String(category.catId)}>
              <Text as="h2" fontSize="14px" fontWeight="600" color="white" mb="3">
                {category.catName}
              </Text>
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
                {category.articles.map((article) => (
                  <li key={String(article.id)}>
                    <AppLink href={helpHref(article)} color="gray.300" whiteSpace="nowrap" _hover={{ color: 'white' }}>
                      {article.title}
                    </AppLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Flex>
        <HStack gap="3" align="flex-start" flexShrink="0">
          <Box textAlign="right" mr="2">
            <Text fontSize="12px" color="gray.300">
              {t.phone}
            </Text>
            <Text fontSize="22px" fontWeight="700" color="white" mt="1">
              {settings?.phone ?? ''}
            </Text>
            <Text mt="2" color="gray.300" whiteSpace="nowrap">
              {t.serviceHours}{uiText.punctuation.colon}{settings?.serviceHours ?? ''}
            </Text>
          </Box>
          <Qr src={settings?.qrMiniProgram} caption={t.miniProgram} />
          <Qr src={settings?.qrOfficialAccount} caption={t.officialAccount} />
        </HStack>
      </Flex>
      <Box borderTopWidth="1px" borderColor="gray.700">
        <HStack width={CONTENT_WIDTH} mx="auto" py="4" justify="center" gap="4" color="gray.400" flexWrap="wrap">
          <Text as="span">{settings?.copyright ?? ''}</Text>
          {settings?.icp ? (
            <Link href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" color="gray.400">
              {settings.icp}
            </Link>
          ) : null}
          {settings?.policeRecord ? (
            <Link
              href={`https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(settings.policeRecordCode)}`}
              target="_blank"
              rel="noopener noreferrer"
              color="gray.400"
              display="inline-flex"
              alignItems="center"
              gap="1"
            >
              <Image src="/images/police-badge.svg" alt={t.policeIconAlt} width="16px" height="16px" />
              {settings.policeRecord}
            </Link>
          ) : null}
        </HStack>
      </Box>
    </Box>
  );
}
