// An order's status as a coloured badge (text from the server, colour by status), and its approval
// status (issue 38) likewise.
import { Badge } from '@chakra-ui/react';
import type { OrderStatus } from '../../../../domain/orders/order-status.ts';
import type { ApprovalStatus } from '../../../../domain/approvals/approval-rules.ts';

const COLOURS: Record<OrderStatus, { bg: string; color: string }> = {
  0: { bg: 'orange.100', color: 'orange.900' },
  1: { bg: 'blue.100', color: 'blue.900' },
  2: { bg: 'purple.100', color: 'purple.900' },
  3: { bg: 'teal.100', color: 'teal.900' },
  4: { bg: 'green.100', color: 'green.900' },
  5: { bg: 'gray.200', color: 'gray.800' },
  6: { bg: 'yellow.100', color: 'yellow.900' },
};

export function StatusBadge({ status, text, size = 'md' }: { status: OrderStatus; text: string; size?: 'sm' | 'md' | 'lg' }) {
  const colour = COLOURS[status];
  return (
    <Badge size={size} bg={colour.bg} color={colour.color} data-testid="order-status">
      {text}
    </Badge>
  );
}

const APPROVAL_COLOURS: Record<ApprovalStatus, { bg: string; color: string }> = {
  pending: { bg: 'yellow.100', color: 'yellow.900' },
  approved: { bg: 'green.100', color: 'green.900' },
  rejected: { bg: 'red.100', color: 'red.900' },
  expired: { bg: 'gray.200', color: 'gray.800' },
  withdrawn: { bg: 'gray.200', color: 'gray.800' },
};

/** `text` is the whole label (审批：已通过). */
export function ApprovalBadge({ status, text, size = 'md' }: { status: ApprovalStatus; text: string; size?: 'sm' | 'md' | 'lg' }) {
  const colour = APPROVAL_COLOURS[status];
  return (
    <Badge size={size} variant="outline" bg={colour.bg} color={colour.color} data-testid="order-approval">
      {text}
    </Badge>
  );
}
