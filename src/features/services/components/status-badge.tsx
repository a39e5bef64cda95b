// The status of a service order as a coloured badge (text from the server's statusText).
import { Badge } from '@chakra-ui/react';
import type { ServiceStatus } from '../../../../domain/services/service-status.ts';

const BG: Record<ServiceStatus, string> = { 0: 'orange.700', 1: 'blue.700', 2: 'purple.700', 3: 'cyan.800', 4: 'orange.700', 5: 'green.700', 6: 'gray.600' };

export function StatusBadge({ status, text }: { status: ServiceStatus; text: string }) {
  return (
    <Badge bg={BG[status]} color="white" fontSize="12px" px="2" data-testid="service-status">
      {text}
    </Badge>
  );
}
