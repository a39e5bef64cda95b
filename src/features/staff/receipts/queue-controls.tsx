// The pieces the console's work queues share (收款确认 and 订单发货, issue 22): a row of tabs with
// counts (buttons with aria-pressed), a labelled filter field and a native select styled like the
// inputs. The pager under a list is components/pager.tsx.
import { useId, type ReactNode } from 'react';
import { Box, Button, chakra, Flex } from '@chakra-ui/react';

export function QueueTabs<K extends string>({ label, tabs, active, onPick, testId }: {
  label: string;
  tabs: readonly { key: K; text: string }[];
  active: K;
  onPick: (key: K) => void;
  testId: string;
}) {
  return (
    <Flex role="group" aria-label={label} gap="2" data-testid={testId}>
      {tabs.map((tab) => (
        <Button
          key={tab.key}
          size="sm"
          height="34px"
          variant={tab.key === active ? 'solid' : 'outline'}
          colorPalette={tab.key === active ? 'brand' : 'gray'}
          aria-pressed={tab.key === active}
          onClick={() => onPick(tab.key)}
          data-testid={`${testId}-${tab.key}`}
        >
          {tab.text}
        </Button>
      ))}
    </Flex>
  );
}

/** A labelled filter control: the label names the control by its id. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="13px" color="gray.700" mb="1.5">
        {label}
      </chakra.label>
      {children(id)}
    </Box>
  );
}

/** The value of a form field, trimmed; null when empty. */
export function formValue(form: FormData, name: string): string | null {
  const v = String(form.get(name) ?? '').trim();
  return v ? v : null;
}
