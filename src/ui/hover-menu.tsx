// A panel that opens on hover (spec 2.4, 2.6) and equally on keyboard focus or click, closes on
// leave, blur and Escape. The trigger is a button carrying aria-expanded.
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import type { BoxProps, HTMLChakraProps } from '@chakra-ui/react';

interface Props {
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not plain text. */
  ariaLabel?: string;
  children: ReactNode;
  align?: 'left' | 'right' | 'leftOf';
  triggerProps?: HTMLChakraProps<'button'>;
  panelProps?: BoxProps;
  /** Render the trigger as a block of the given size (side strip buttons). */
  width?: string;
  height?: string;
}

export function HoverMenu({ label, ariaLabel, children, align = 'left', triggerProps, panelProps, width, height }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const position =
    align === 'leftOf'
      ? { right: '100%', top: 0, mr: '2' }
      : align === 'right'
        ? { right: 0, top: '100%' }
        : { left: 0, top: '100%' };
  return (
    <Box
      ref={root}
      position="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        display="flex"
        alignItems="center"
        justifyContent="center"
        gap="1"
        width={width}
        height={height}
        cursor="pointer"
        bg="transparent"
        color="inherit"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
        {...triggerProps}
      >
        {label}
      </chakra.button>
      <Box
        id={panelId}
        hidden={!open}
        // Following a link inside closes the panel (the layout stays mounted across pages).
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        position="absolute"
        zIndex="dropdown"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        boxShadow="md"
        {...position}
        {...panelProps}
      >
        {children}
      </Box>
    </Box>
  );
}
