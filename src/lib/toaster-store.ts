// The toaster's store (Chakra UI's createToaster, on Zag's toast store): a chunk of its own, loaded
// with the first toast (src/lib/toaster.ts) or the toast renderer (src/app/toaster-view.tsx), so
// the first load of a page does not carry it (issue 20).
import { createToaster } from '@chakra-ui/react';

export const toasterStore = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 3,
});
