// The steps of a multi-step flow (找回密码, 更换手机号, an order's progress): an ordered list, the
// current step marked with aria-current="step", the ones done ticked.
import { Box, Flex, Text } from '@chakra-ui/react';

interface Props {
  label: string;
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
}

export function StepIndicator({ label, steps, current }: Props) {
  return (
    <Flex as="ol" aria-label={label} listStyleType="none" m="0" p="0" gap="0" align="center" justify="center">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Flex as="li" key={step} align="center" aria-current={active ? 'step' : undefined}>
            {index > 0 ? <Box aria-hidden="true" width="96px" height="2px" mx="3" bg={index <= current ? 'brand.600' : 'gray.300'} /> : null}
            <Flex align="center" gap="2">
              <Flex
                aria-hidden="true"
                width="28px"
                height="28px"
                borderRadius="full"
                align="center"
                justify="center"
                fontSize="14px"
                fontWeight="600"
                bg={done || active ? 'brand.600' : 'white'}
                color={done || active ? 'white' : 'gray.600'}
                borderWidth="2px"
                borderColor={done || active ? 'brand.600' : 'gray.300'}
              >
                {done ? '✓' : index + 1}
              </Flex>
              <Text as="span" fontSize="14px" fontWeight={active ? '600' : '400'} color={active ? 'brand.700' : done ? 'gray.800' : 'gray.600'}>
                {step}
              </Text>
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
}
