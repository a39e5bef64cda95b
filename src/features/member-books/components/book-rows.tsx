// The frame of a member book page (addresses, invoice titles): the 新增 button with the count
// against the limit, the rows (each with its 默认 badge and 设为默认 / 编辑 / 删除), the empty and
// failed states. What a row says is the page's business. Without the right to change the book (a
// company member whose role may not), the buttons give way to one sentence saying why.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { books } from '../text.ts';

const c = books.common;

interface Row {
  id: number;
  isDefault: boolean;
}

interface Props<R extends Row> {
  rows: R[] | null;
  failed: boolean;
  busy: boolean;
  limit: number;
  addLabel: string;
  listLabel: string;
  emptyTitle: string;
  emptyBody: string;
  testId: string;
  /** Whether the member may add, edit, delete and set the default. */
  manage: boolean;
  /** Said instead of the buttons when the member may not. */
  readOnlyNote: string;
  labels: { setDefault: (row: R) => string; edit: (row: R) => string; remove: (row: R) => string };
  renderRow: (row: R) => ReactNode;
  onAdd: () => void;
  onRetry: () => void;
  onSetDefault: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

export function BookRows<R extends Row>(p: Props<R>) {
  if (p.rows === null) return p.failed ? <FailedBlock title={c.failed} onRetry={p.onRetry} /> : <LoadingBlock label={c.loading} height="240px" />;
  const full = p.rows.length >= p.limit;
  return (
    <Box aria-busy={p.busy ? 'true' : undefined}>
      <Flex align="center" gap="4" mb="4">
        {p.manage ? (
          <>
            <Button colorPalette="brand" disabled={full || p.busy} onClick={p.onAdd}>
              + {p.addLabel}
            </Button>
            <Text fontSize="13px" color="gray.600" data-testid={`${p.testId}-count`}>
              {c.limit(p.rows.length, p.limit)}
            </Text>
          </>
        ) : (
          <Text fontSize="14px" color="gray.700" data-testid={`${p.testId}-read-only`}>
            {p.readOnlyNote}
          </Text>
        )}
      </Flex>
      {p.rows.length === 0 ? (
        <Box as="section" aria-labelledby={`${p.testId}-empty`} bg="white" borderWidth="1px" borderColor="gray.200" py="14" textAlign="center" data-testid={`${p.testId}-empty`}>
          <Heading as="h2" id={`${p.testId}-empty`} fontSize="17px" color="gray.800">
            {p.emptyTitle}
          </Heading>
          <Text mt="2" color="gray.600">
            {p.emptyBody}
          </Text>
        </Box>
      ) : (
        <Stack as="ul" aria-label={p.listLabel} listStyleType="none" m="0" p="0" gap="3">
          {p.rows.map((row) => (
            <Box
              as="li"
              key={row.id}
              bg="white"
              borderWidth="1px"
              borderColor={row.isDefault ? 'brand.300' : 'gray.200'}
              borderRadius="md"
              px="5"
              py="4"
              data-testid={`${p.testId}-row`}
            >
              <Flex gap="4" align="flex-start">
                <Box flex="1" minWidth="0">
                  {row.isDefault && (
                    <Badge colorPalette="brand" variant="solid" mb="2" data-testid="default-badge">
                      {c.defaultBadge}
                    </Badge>
                  )}
                  {p.renderRow(row)}
                </Box>
                {p.manage && (
                  <Flex gap="1" flexShrink={0}>
                    {!row.isDefault && (
                      <Button size="xs" variant="ghost" color="brand.700" disabled={p.busy} aria-label={p.labels.setDefault(row)} onClick={() => p.onSetDefault(row.id)}>
                        {c.setDefault}
                      </Button>
                    )}
                    <Button size="xs" variant="ghost" disabled={p.busy} aria-label={p.labels.edit(row)} onClick={() => p.onEdit(row.id)}>
                      {c.edit}
                    </Button>
                    <Button size="xs" variant="ghost" color="red.700" disabled={p.busy} aria-label={p.labels.remove(row)} onClick={() => p.onDelete(row.id)}>
                      {c.remove}
                    </Button>
                  </Flex>
                )}
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
