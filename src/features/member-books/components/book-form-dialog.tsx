// The frame of the address and invoice-title dialogs: a large centred dialog that only closes by
// 取消, ×, or Escape (never by a click outside, which would lose what was typed), its title, and
// the 取消 / 保存 footer that submits the form inside it by id.
import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { books } from '../text.ts';

interface BookFormDialogProps {
  open: boolean;
  title: string;
  testId: string;
  /** Scroll the body inside the dialog (a long form). */
  scrollInside?: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function BookFormDialog({ open, title, testId, scrollInside = false, onClose, children }: BookFormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      size="lg"
      placement="center"
      {...(scrollInside ? { scrollBehavior: 'inside' as const } : {})}
      onOpenChange={(d) => !d.open && onClose()}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {open && children}
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" position="absolute" top="3" right="3" aria-label={books.common.close}>
                ×
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** 取消 and 保存 (submitting the form `formId`), both held while it saves. */
export function BookFormFooter({ formId, saving, onClose }: { formId: string; saving: boolean; onClose: () => void }) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onClose} disabled={saving}>
        {books.common.cancel}
      </Button>
      <Button type="submit" form={formId} colorPalette="brand" px="8" loading={saving} loadingText={books.common.saving}>
        {books.common.save}
      </Button>
    </Dialog.Footer>
  );
}
