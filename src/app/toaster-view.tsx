// Renders the toaster's toasts (loaded with the first toast; the store is src/lib/toaster-store.ts).
import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toasterStore as toaster } from '../lib/toaster-store.ts';

export default function ToasterView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
