// The logout confirmation (spec 2.4): 退出提示 / 确定要退出登录吗？ with cancel and confirm.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { zh } from '../../text/zh-cn.ts';

interface Props {
  onCancel: () => void;
  onConfirm: () => void;
}

const t = zh.logoutDialog;

export default function LogoutDialog({ onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root
      open
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
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t.body}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t.cancel}
              </Button>
              <Button colorPalette="brand" onClick={onConfirm}>
                {t.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
