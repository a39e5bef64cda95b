// The pieces the boxes of one goods on 商品管理 share: a titled box, the line under a form that
// shows its check or the server's refusal (or the note of its save), and a labelled field of the
// stock form.
import { useId, type ReactNode } from 'react';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { CatalogueForm, CatalogueGoodsContext } from '../../../../machines/staff/staff-catalogue-goods.ts';

export function DetailSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid={testId}>
      <Heading as="h2" id={id} fontSize="16px" fontWeight="600" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The check or server refusal of one form, or the note of its save. */
export function FormStatus({ ctx, form, saved, testId }: { ctx: CatalogueGoodsContext; form: CatalogueForm; saved: string; testId: string }) {
  if (ctx.error?.form === form) {
    return (
      <Text role="alert" color="red.700" fontSize="13px" mt="2" data-testid={`${testId}-error`}>
        {ctx.error.message}
      </Text>
    );
  }
  if (ctx.saved === form) {
    return (
      <Text role="status" color="green.700" fontSize="13px" mt="2" data-testid={`${testId}-saved`}>
        {saved}
      </Text>
    );
  }
  return null;
}

export function StockField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="12px" color="gray.700" mb="1">
        {label}
      </chakra.label>
      {children(id)}
    </Box>
  );
}
