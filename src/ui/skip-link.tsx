// A keyboard shortcut past repeated blocks (WCAG 2.4.1): invisible until it has focus, then shown
// over the page; it moves focus to the target (which needs tabIndex={-1}) without touching the URL.
import type { MouseEvent, ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  };
  return (
    <chakra.a
      href={`#${target}`}
      onClick={jump}
      position="absolute"
      zIndex="skipNav"
      width="1px"
      height="1px"
      overflow="hidden"
      clipPath="inset(50%)"
      whiteSpace="nowrap"
      bg="brand.700"
      color="white"
      fontSize="14px"
      fontWeight="600"
      borderRadius="md"
      _focusVisible={{ width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none', px: '4', py: '2', outline: '2px solid', outlineColor: 'brand.900', outlineOffset: '2px' }}
    >
      {children}
    </chakra.a>
  );
}
