// The product page's block in place of the quantity and the buy buttons when the goods has no
// sellable stock: what that means (the restocking time is an expectation), then 到货通知 and 询价,
// and whatever the page adds after them (the favourite toggle).
import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { stockText as t } from '../text.ts';
import { OutOfStockActions } from './out-of-stock-actions.tsx';

interface Props {
  goodsId: number;
  brandName: string;
  model: string;
  restockDays: number;
  children?: ReactNode;
}

export function OutOfStockPanel({ goodsId, brandName, model, restockDays, children }: Props) {
  return (
    <Box mt="4" data-testid="out-of-stock-panel">
      <Box borderWidth="1px" borderColor="orange.200" bg="orange.50" px="4" py="3">
        <Text fontWeight="700" color="orange.800" fontSize="14px">
          {t.panelTitle}
        </Text>
        <Text mt="1" fontSize="13px" color="gray.800" lineHeight="1.6">
          {t.panelNote(restockDays)}
        </Text>
      </Box>
      <Flex mt="4" gap="3" align="center">
        <OutOfStockActions goodsId={goodsId} brandName={brandName} model={model} size="lg" />
        {children}
      </Flex>
    </Box>
  );
}
