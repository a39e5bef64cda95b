// A confirmation before something that cannot be undone (删除, 清空, 退出登录): an alert dialog with
// 取消 and the action, the action busy while it runs. `children` (a check box, a note) go below the
// body, then `error` (a refusal; the action may be tried again).
import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** A refusal to show in the dialog (the action may be tried again). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, busy = false, error = null, onConfirm, onCancel, children }: Props) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="sm"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{body}</Dialog.Description>
              {children}
              {error ? (
                <Text role="alert" mt="3" fontSize="13px" color="red.700">
                  {error}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette="brand" onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
