// /cooperation (合作中心): the three programmes (供应商入驻, 品牌授权经销商, 服务合作伙伴) with what we
// ask and what we offer, the steps and the documents to prepare, and the way to apply. Open to
// visitors; applying (/cooperationForm) needs a login.
import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { PROGRAMME_TERMS, PROGRAMME_TEXT, PROGRAMMES } from '../../../../domain/cooperation/cooperation-rules.ts';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { cooperationText } from '../text.ts';

const t = cooperationText.centre;

function Terms({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box>
      <Text as="h3" fontSize="14px" fontWeight="600" color="gray.800" mb="1.5">
        {title}
      </Text>
      <Box as="ul" listStyleType="disc" ps="5" display="flex" flexDirection="column" gap="1" fontSize="13px" color="gray.700">
        {items.map((item) => (
          <Box as="li" key={item}>
            {item}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default function CooperationPage() {
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="8">
      <Box as="header" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="8" py="7" mb="6">
        <Heading as="h1" id="page-title" fontSize="26px" fontWeight="700" color="gray.900">
          {cooperationText.pages.cooperation}
        </Heading>
        <Text mt="3" maxWidth="760px" fontSize="15px" lineHeight="1.8" color="gray.700">
          {t.lead}
        </Text>
        <Flex mt="5" gap="4" align="center">
          <ButtonLink href="/cooperationForm" size="lg" data-testid="cooperation-apply">
            {t.apply}
          </ButtonLink>
          <AppLink href="/supplier" fontSize="14px" color="brand.700">
            {t.mine} ›
          </AppLink>
        </Flex>
      </Box>
      <Box as="section" aria-labelledby="programmes-title">
        <Heading as="h2" id="programmes-title" fontSize="18px" fontWeight="600" color="gray.800" mb="3">
          {t.programmesLabel}
        </Heading>
        <Grid templateColumns="repeat(3, 1fr)" gap="5">
          {PROGRAMMES.map((p) => {
            const terms = PROGRAMME_TERMS[p];
            return (
              <Stack as="article" key={p} aria-labelledby={`programme-${p}`} bg="white" borderWidth="1px" borderColor="gray.200" borderTopWidth="3px" borderTopColor="brand.600" borderRadius="md" p="6" gap="4">
                <Heading as="h3" id={`programme-${p}`} fontSize="17px" fontWeight="600" color="gray.900">
                  {PROGRAMME_TEXT[p]}
                </Heading>
                <Text fontSize="13px" lineHeight="1.7" color="gray.700">
                  {terms.summary}
                </Text>
                <Terms title={t.asks} items={terms.asks} />
                <Terms title={t.offers} items={terms.offers} />
                <Box mt="auto" pt="2">
                  <ButtonLink href={`/cooperationForm?programme=${p}`} variant="outline" size="sm" aria-label={cooperationText.labelled(t.apply, PROGRAMME_TEXT[p])}>
                    {t.apply}
                  </ButtonLink>
                </Box>
              </Stack>
            );
          })}
        </Grid>
      </Box>
      <Grid templateColumns="3fr 2fr" gap="5" mt="6">
        <Box as="section" aria-labelledby="steps-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6">
          <Heading as="h2" id="steps-title" fontSize="16px" fontWeight="600" color="gray.800" mb="4">
            {t.stepsTitle}
          </Heading>
          <Flex as="ol" listStyleType="none" m="0" p="0" gap="3">
            {t.steps.map((step, i) => (
              <Flex as="li" key={step} flex="1" direction="column" align="center" textAlign="center" gap="2">
                <Flex width="32px" height="32px" borderRadius="full" bg="brand.600" color="white" align="center" justify="center" fontWeight="700" aria-hidden="true">
                  {i + 1}
                </Flex>
                <Text fontSize="13px" color="gray.700">
                  {step}
                </Text>
              </Flex>
            ))}
          </Flex>
        </Box>
        <Box as="section" aria-labelledby="documents-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6">
          <Heading as="h2" id="documents-title" fontSize="16px" fontWeight="600" color="gray.800" mb="3">
            {t.documentsTitle}
          </Heading>
          <Box as="ul" listStyleType="disc" ps="5" display="flex" flexDirection="column" gap="1.5" fontSize="13px" color="gray.700">
            {t.documents.map((d) => (
              <Box as="li" key={d}>
                {d}
              </Box>
            ))}
          </Box>
        </Box>
      </Grid>
    </Box>
  );
}
