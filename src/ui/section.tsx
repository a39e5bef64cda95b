// A titled white section of a form page (the checkout's 收货地址, 商品清单, 发票, 支付方式, 备注): an h2
// with an optional action on its right, then the content.
import type { ReactNode } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';

export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="5">
      <Flex align="center" justify="space-between" mb="4">
        <Heading as="h2" id={`${id}-title`} fontSize="16px" fontWeight="600" color="gray.800">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}
