// 复制: puts a value on the clipboard and says so.
import { Button } from '@chakra-ui/react';
import { showError, toaster } from '../lib/toaster.ts';
import { uiText } from './text.ts';

const t = uiText.copy;

export function CopyButton({ value, what }: { value: string; what: string }) {
  return (
    <Button
      type="button"
      size="xs"
      variant="outline"
      aria-label={t.copyLabel(what)}
      onClick={() => {
        const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
        if (!clipboard) {
          showError(t.copyFailed);
          return;
        }
        clipboard.writeText(value).then(
          () => toaster.create({ type: 'success', title: t.copied(what), duration: 2000 }),
          () => showError(t.copyFailed),
        );
      }}
    >
      {t.copy}
    </Button>
  );
}
