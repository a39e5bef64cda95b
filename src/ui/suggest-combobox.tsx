// A search box with suggestions, driven by the search-mode machine (machines/shell/search-mode.ts):
// the ARIA 1.2 combobox pattern (input role=combobox, a listbox, aria-activedescendant), arrow
// keys move through the suggestions, Enter searches (the highlighted model exactly, else the
// text fuzzily), Escape or leaving the box closes the list. The view only sends events.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, chakra, createRecipeContext, Flex } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { suggestionId } from '../../machines/shell/search-mode.ts';
import type { SearchModeEvent, SearchModeMachine, SearchSuggestion } from '../../machines/shell/search-mode.ts';

interface Props {
  snapshot: SnapshotFrom<SearchModeMachine>;
  send: (event: SearchModeEvent) => void;
  label: string;
  listLabel: string;
  placeholder: string;
  buttonLabel: string;
  width: string;
  name?: string;
  renderOption?: (suggestion: SearchSuggestion) => ReactNode;
}

function defaultOption(s: SearchSuggestion): ReactNode {
  return (
    <>
      <chakra.span fontWeight="700" color="gray.900" minW="120px">
        {s.goodsModel}
      </chakra.span>
      <chakra.span color="gray.700" minW="64px">
        {s.brandName}
      </chakra.span>
      <chakra.span color="gray.600" truncate>
        {s.goodsName}
      </chakra.span>
    </>
  );
}

// Chakra's Input is Ark's Field.Input, which outside a Field renders a plain <input> with the input
// recipe; this is that input without Ark's field and element factory, which the header's search
// box would otherwise bring into the first load of every page (issue 20; docs/decisions.md).
const { withContext } = createRecipeContext({ key: 'input' });
const Input = withContext<HTMLInputElement, InputProps>('input');

export function SuggestCombobox({ snapshot, send, label, listLabel, placeholder, buttonLabel, width, name, renderOption = defaultOption }: Props) {
  const listId = useId();
  const { text, suggestions, highlighted } = snapshot.context;
  const open = snapshot.matches('open');
  return (
    <chakra.form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Flex width={width} borderWidth="2px" borderColor="brand.600" borderRadius="2px" position="relative">
        <Input
          type="search"
          role="combobox"
          name={name}
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && highlighted >= 0 ? suggestionId(listId, highlighted) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(event) => send({ type: 'INPUT', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              send({ type: 'NEXT' });
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              send({ type: 'PREV' });
            } else if (event.key === 'Escape' && open) {
              event.preventDefault();
              send({ type: 'CLOSE' });
            }
          }}
          onBlur={() => send({ type: 'CLOSE' })}
          border="none"
          borderRadius="0"
          height="40px"
          flex="1"
          _placeholder={{ color: 'gray.600' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '-2px' }}
        />
        <Button type="submit" colorPalette="brand" borderRadius="0" height="40px" width="96px" fontSize="16px">
          {buttonLabel}
        </Button>
        <Box
          as="ul"
          role="listbox"
          id={listId}
          aria-label={listLabel}
          hidden={!open}
          position="absolute"
          top="100%"
          left="-2px"
          right="-2px"
          zIndex="dropdown"
          bg="white"
          borderWidth="1px"
          borderColor="gray.300"
          boxShadow="md"
          listStyleType="none"
          m="0"
          p="0"
          py="1"
        >
          {suggestions.map((s, i) => (
            <Flex
              as="li"
              key={`${s.goodsId}-${s.goodsModel}`}
              id={suggestionId(listId, i)}
              role="option"
              aria-selected={i === highlighted}
              gap="3"
              px="3"
              height="32px"
              align="center"
              fontSize="13px"
              cursor="pointer"
              bg={i === highlighted ? 'brand.50' : undefined}
              _hover={{ bg: 'gray.100' }}
              // Keep the focus in the box (a blur would close the list before the click).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => send({ type: 'CHOOSE', index: i })}
            >
              {renderOption(s)}
            </Flex>
          ))}
        </Box>
      </Flex>
    </chakra.form>
  );
}
