// The one toaster of the app (Chakra UI's). The API client shows failures here (spec 8).
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 3,
});

export function showError(message: string): void {
  toaster.create({ type: 'error', title: message, duration: 3000 });
}

export function showInfo(message: string): void {
  toaster.create({ type: 'info', title: message, duration: 3000 });
}
