// The image captcha as a button: a click loads another image. One look for every form that asks
// for the captcha (the SMS forms, sms-fields.tsx, and the login policy's extra proof,
// login-challenge-fields.tsx); the caller's machine loads the image and handles the click.
import { chakra, Image, Text } from '@chakra-ui/react';
import { accounts } from '../text.ts';
import { FIELD_HEIGHT } from './form-fields.tsx';

const c = accounts.common;

interface CaptchaImageButtonProps {
  /** The image as a data URL, null while loading or after a failure. */
  image: string | null;
  failed: boolean;
  onRefresh: () => void;
}

export function CaptchaImageButton({ image, failed, onRefresh }: CaptchaImageButtonProps) {
  return (
    <chakra.button
      type="button"
      aria-label={c.captchaImageLabel}
      title={c.captchaImageLabel}
      onClick={onRefresh}
      width="120px"
      height={FIELD_HEIGHT}
      flexShrink={0}
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      overflow="hidden"
      bg="gray.50"
      cursor="pointer"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize="12px"
      color="gray.700"
      data-volatile
      data-testid="captcha-image"
    >
      {image ? <Image src={image} alt="" width="120px" height="44px" draggable={false} /> : <Text as="span">{failed ? c.captchaFailed : c.captchaLoading}</Text>}
    </chakra.button>
  );
}
