// A member's avatar: the uploaded image, or a drawn default with the first character of the name.
import { Box, Image } from '@chakra-ui/react';
import { accounts } from '../text.ts';

interface Props {
  url: string | null | undefined;
  name: string;
  alt: string;
  size?: number;
}

export function Avatar({ url, name, alt, size = 80 }: Props) {
  const px = `${size}px`;
  if (url) {
    return <Image src={url} alt={alt} width={px} height={px} borderRadius="full" objectFit="cover" borderWidth="1px" borderColor="gray.200" flexShrink={0} />;
  }
  return (
    <Box
      role="img"
      aria-label={alt}
      width={px}
      height={px}
      borderRadius="full"
      bg="brand.50"
      color="brand.700"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize={`${Math.round(size * 0.4)}px`}
      fontWeight="600"
      flexShrink={0}
      borderWidth="1px"
      borderColor="brand.100"
    >
      {[...name.trim()][0] ?? accounts.avatar.fallback}
    </Box>
  );
}
