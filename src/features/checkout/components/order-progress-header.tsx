// The order-progress header of /addOrder, /addOrderVip and /submitFinish (spec 2.3): the logo and
// the steps 1 确认订单信息, 2 提交订单, 3 支付, 4 完成 in place of the search header. An ordered
// list in a labelled nav: the current step has aria-current="step", finished ones say 已完成.
// The checkout pages are at step 1 (their button is step 2); /submitFinish is at 3, or 4 once the
// order is paid (or needs no payment now: credit terms).
import { Box, Flex } from '@chakra-ui/react';
import { useLocation, useSearch } from 'wouter';
import { Logo } from '../../../ui/logo.tsx';
import { orderStep, useFinishStep } from '../progress-store.ts';
import { checkoutText } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { uiText } from '../../../ui/text.ts';

const t = checkoutText.progress;

export { orderStep };

export function OrderProgressHeader() {
  const [location] = useLocation();
  const search = useSearch();
  const finish = useFinishStep();
  const step = orderStep(location, search, finish);
  return (
    <Box bg="white" borderBottomWidth="2px" borderColor="brand.600" data-region="order-header">
      <Flex width={CONTENT_WIDTH} mx="auto" py="5" align="center" justify="space-between">
        <Logo />
        <Box as="nav" aria-label={t.label} data-step={step}>
          <Flex as="ol" listStyleType="none" m="0" p="0" align="center" width="600px">
            {t.steps.map((name, i) => {
              const n = i + 1;
              const state = n < step ? 'done' : n === step ? 'current' : 'todo';
              const color = state === 'todo' ? 'gray.500' : 'brand.700';
              return (
                <Flex as="li" key={name} flex="1" direction="column" align="center" position="relative" aria-current={state === 'current' ? 'step' : undefined}>
                  {/* The bar to the previous step. */}
                  {i > 0 && (
                    <Box
                      aria-hidden="true"
                      position="absolute"
                      top="13px"
                      right="50%"
                      width="100%"
                      height="3px"
                      bg={state === 'todo' ? 'gray.200' : 'brand.600'}
                      zIndex={0}
                    />
                  )}
                  <Flex
                    aria-hidden="true"
                    zIndex={1}
                    width="28px"
                    height="28px"
                    borderRadius="full"
                    align="center"
                    justify="center"
                    fontWeight="700"
                    fontSize="14px"
                    bg={state === 'todo' ? 'white' : 'brand.600'}
                    color={state === 'todo' ? 'gray.600' : 'white'}
                    borderWidth="2px"
                    borderColor={state === 'todo' ? 'gray.300' : 'brand.600'}
                  >
                    {state === 'done' ? '✓' : n}
                  </Flex>
                  <Box mt="1" fontSize="13px" color={color} fontWeight={state === 'current' ? '700' : '400'}>
                    <Box as="span" srOnly>
                      {t.stepName(n, '')}
                    </Box>
                    {name}
                    {state !== 'todo' && (
                      <Box as="span" srOnly>
                        {uiText.punctuation.parens(state === 'current' ? t.current : t.done)}
                      </Box>
                    )}
                  </Box>
                </Flex>
              );
            })}
          </Flex>
        </Box>
      </Flex>
    </Box>
  );
}
