// The head of one goods on 商品管理: its picture, model and name, code, brand, category, unit and
// minimum order, when it was last changed, and a link to its storefront page.
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import type { CatalogueDetail } from '../../../../domain/staff/catalogue-payloads.ts';
import { catalogueText as t } from './text.ts';

export function CatalogueGoodsHead({ detail: d }: { detail: CatalogueDetail }) {
  return (
    <Flex mt="3" mb="4" gap="4" align="center" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="catalogue-head">
      <chakra.img src={d.imageUrl} alt="" width="72px" height="72px" objectFit="contain" borderWidth="1px" borderColor="gray.200" borderRadius="sm" />
      <Box flex="1" minWidth="0">
        <Heading as="h1" fontSize="20px" fontWeight="600">
          {d.model} <chakra.span fontWeight="400" color="gray.700">{d.name}</chakra.span>
        </Heading>
        <Text fontSize="13px" color="gray.700" mt="1">{t.facts(d.goodsCode, d.brandName, d.categoryName, d.unit, d.minOrderQty)}</Text>
        {d.updatedAt ? <Text display="inline-block" fontSize="12px" color="gray.600" mt="0.5" data-volatile>{t.updatedAt(formatChinaDateTime(d.updatedAt))}</Text> : null}
      </Box>
      <chakra.a href={`/product/${d.id}`} target="_blank" rel="noreferrer" color="brand.700" fontSize="13px" textDecoration="underline">
        {t.storefront}
      </chakra.a>
    </Flex>
  );
}
