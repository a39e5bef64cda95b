// The order-progress header of /addOrder, /addOrderVip and /submitFinish (spec 2.3): the logo
// and a step-progress image in place of the search header.
import { Box, Flex, Image } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { Logo } from '../logo.tsx';
import { zh } from '../../text/zh-cn.ts';
import { CONTENT_WIDTH } from '../../theme/system.ts';

const t = zh.orderHeader;

export function orderStep(path: string): 1 | 2 {
  return path === '/submitFinish' ? 2 : 1;
}

export function OrderProgressHeader() {
  const [location] = useLocation();
  const step = orderStep(location);
  const name = t.steps[step - 1] ?? '';
  return (
    <Box bg="white" borderBottomWidth="2px" borderColor="brand.600" data-region="order-header">
      <Flex width={CONTENT_WIDTH} mx="auto" py="5" align="center" justify="space-between">
        <Logo />
        <Image
          src={`/images/order-step-${step}.svg`}
          alt={t.stepAlt(step, name)}
          width="540px"
          height="56px"
        />
      </Flex>
    </Box>
  );
}
