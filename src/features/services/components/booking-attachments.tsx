// The booking form's attachments: the files uploaded (each removable), a picker for PDF, PNG or
// JPG (uploaded at once by the machine), and what the last pick or upload said.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { BookingContext, BookingEvent } from '../../../../machines/services/service-booking.ts';
import { attachmentOf } from '../actors.ts';
import { servicesText } from '../text.ts';
import { FilePickButton } from './file-pick-button.tsx';

const t = servicesText.form;

interface Props {
  uid: string;
  context: Pick<BookingContext, 'attachments' | 'attachmentError' | 'attachmentMessage'>;
  attaching: boolean;
  send: (event: BookingEvent) => void;
}

export function BookingAttachments({ uid, context: { attachments, attachmentError, attachmentMessage }, attaching, send }: Props) {
  return (
    <Box>
      <Text fontSize="14px" fontWeight="600" color="gray.800" mb="1" id={`${uid}-attachments`}>
        {t.attachments}
      </Text>
      {attachments.length > 0 ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" mb="2" aria-labelledby={`${uid}-attachments`} data-testid="booking-attachments">
          {attachments.map((a, i) => (
            <Flex as="li" key={a.uploadUrl} align="center" gap="3" fontSize="14px" color="gray.800">
              <span>{a.fileName}</span>
              <Button size="xs" variant="outline" onClick={() => send({ type: 'DETACH', index: i })} aria-label={t.removeAttachment(a.fileName)} disabled={attaching}>
                {t.remove}
              </Button>
            </Flex>
          ))}
        </Stack>
      ) : null}
      <FilePickButton
        label={t.attachLabel}
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        busy={attaching}
        testId="booking-attachment"
        onFile={(file) => send({ type: 'ATTACH', file: attachmentOf(file) })}
      />
      <Text mt="1" fontSize="12px" color="gray.600">
        {t.attachHint}
      </Text>
      {attaching ? (
        <Text role="status" mt="1" fontSize="13px" color="gray.700">
          {t.attaching}
        </Text>
      ) : null}
      {attachmentError ? (
        <Text role="alert" mt="1" fontSize="13px" color="red.700" data-testid="attachment-error">
          {attachmentError === 'server' && attachmentMessage ? attachmentMessage : t.attachmentError[attachmentError]}
        </Text>
      ) : null}
    </Box>
  );
}
