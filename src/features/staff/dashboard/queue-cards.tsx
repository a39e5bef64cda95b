// The 工作台's queue cards: one per work queue the staff member's permissions open, with what waits
// in it and a link to the queue's page (the whole card is the link). The count is data-volatile.
import { Box, chakra, Grid, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { QUEUE_WAITING_TEXT, type DashboardQueue } from '../../../../domain/staff/dashboard-payloads.ts';
import { STAFF_PAGES } from '../../../../machines/staff/staff-menu.ts';
import { dashboardText } from './text.ts';

const t = dashboardText.queues;

const pathOf = (key: string) => STAFF_PAGES.find((p) => p.key === key)?.path ?? '/';

export function QueueCards({ queues }: { queues: readonly DashboardQueue[] }) {
  if (queues.length === 0) {
    return (
      <Text color="gray.600" fontSize="14px" data-testid="queues-none">
        {t.none}
      </Text>
    );
  }
  return (
    <Grid as="ul" templateColumns="repeat(4, 1fr)" gap="4" listStyleType="none" m="0" p="0" data-testid="queue-cards">
      {queues.map((q) => {
        const title = dashboardText.queueTitles[q.key];
        return (
          <li key={q.key}>
            <ChakraLink
              asChild
              display="block"
              height="100%"
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="md"
              p="4"
              color="gray.900"
              textDecoration="none"
              _hover={{ borderColor: 'brand.500', boxShadow: 'sm', textDecoration: 'none' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
            >
              <Link href={pathOf(q.key)} aria-label={t.countLabel(title, q.count)} data-testid={`queue-${q.key}`}>
                <Text fontSize="15px" fontWeight="600">
                  {title}
                </Text>
                <Box display="flex" alignItems="baseline" gap="1" mt="2">
                  <chakra.span fontSize="30px" fontWeight="700" lineHeight="1.1" color={q.count > 0 ? 'brand.700' : 'gray.500'} data-volatile data-testid="queue-count">
                    {q.count}
                  </chakra.span>
                  <chakra.span fontSize="13px" color="gray.600">
                    {t.unit}
                  </chakra.span>
                </Box>
                <Text fontSize="12px" color="gray.600" mt="2" minHeight="36px">
                  {QUEUE_WAITING_TEXT[q.key]}
                </Text>
                <Text fontSize="13px" color="brand.700" mt="2" fontWeight="500">
                  {t.open} →
                </Text>
              </Link>
            </ChakraLink>
          </li>
        );
      })}
    </Grid>
  );
}
