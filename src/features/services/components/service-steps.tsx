// The status bar of a service order: its six steps in one row (an ordered list; the current step
// marked with aria-current="step", the ones done ticked), sized for the member centre's panel.
import { Box, Flex, Text } from '@chakra-ui/react';

export function ServiceSteps({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <Flex as="ol" aria-label={label} listStyleType="none" m="0" p="0" align="flex-start">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Flex as="li" key={step} flex="1" direction="column" align="center" position="relative" aria-current={active ? 'step' : undefined}>
            {index > 0 ? (
              <Box aria-hidden="true" position="absolute" top="13px" right="50%" width="calc(100% - 32px)" mr="16px" height="2px" bg={index <= current ? 'brand.600' : 'gray.300'} />
            ) : null}
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
            <Text mt="2" fontSize="13px" whiteSpace="nowrap" color={active ? 'brand.700' : done ? 'gray.800' : 'gray.600'} fontWeight={active ? '600' : '400'}>
              {step}
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
