// In-app links: wouter navigation (no reload), and the page chunk prefetched on hover or focus.
import type { ReactNode } from 'react';
import { Button, Link as ChakraLink } from '@chakra-ui/react';
import type { ButtonProps, LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { Link, useRouter } from 'wouter';
import { prefetchRoute } from '../lib/prefetch.ts';

function usePrefetch(href: string): () => void {
  const { parser } = useRouter();
  return () => prefetchRoute(parser, href);
}

type AppLinkProps = Omit<ChakraLinkProps, 'href' | 'asChild'> & { href: string; children: ReactNode };

export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const prefetch = usePrefetch(href);
  return (
    <ChakraLink asChild {...rest}>
      <Link href={href} onMouseEnter={prefetch} onFocus={prefetch}>
        {children}
      </Link>
    </ChakraLink>
  );
}

type ButtonLinkProps = Omit<ButtonProps, 'asChild'> & { href: string; children: ReactNode };

export function ButtonLink({ href, children, ...rest }: ButtonLinkProps) {
  const prefetch = usePrefetch(href);
  return (
    <Button asChild colorPalette="brand" {...rest}>
      <Link href={href} onMouseEnter={prefetch} onFocus={prefetch}>
        {children}
      </Link>
    </Button>
  );
}
