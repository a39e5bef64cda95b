// The name dialog of the requisition lists: 新建清单, 重命名 and 保存购物车为清单 (the list editor's
// `naming` state). The name is checked here with the machine's rule; the server checks it again
// (a name taken answers 409 and the dialog stays open).
import { useState } from 'react';
import { Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIST_NAME_MAX, LIST_NOTE_MAX } from '../../../../domain/company/company-limits.ts';
import { nameProblem, type NameMode } from '../../../../machines/company/list-editor.ts';
import { companyText } from '../text.ts';

const t = companyText.lists.nameDialog;

interface Props {
  mode: NameMode | null;
  initialName: string;
  initialNote: string;
  saving: boolean;
  onSubmit: (name: string, note: string) => void;
  onClose: () => void;
}

function NameForm({ mode, initialName, initialNote, saving, onSubmit, onClose }: Props & { mode: NameMode }) {
  const [name, setName] = useState(initialName);
  const [note, setNote] = useState(initialNote);
  const [touched, setTouched] = useState(false);
  const problem = nameProblem(name);
  const shown = touched ? problem : null;
  return (
    <form
      id="list-name-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (problem === null) onSubmit(name, note);
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          {mode === 'fromCart' && (
            <Text fontSize="14px" color="gray.700">
              {t.fromCartHint}
            </Text>
          )}
          <Field.Root invalid={shown !== null} required>
            <Field.Label>{t.name}</Field.Label>
            <Input value={name} maxLength={LIST_NAME_MAX + 10} onChange={(e) => setName(e.target.value)} onBlur={() => setTouched(true)} data-testid="list-name-input" />
            {shown && <Field.ErrorText>{shown === 'empty' ? t.nameEmpty : t.nameTooLong(LIST_NAME_MAX)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t.note}</Field.Label>
            <Textarea value={note} maxLength={LIST_NOTE_MAX} rows={2} onChange={(e) => setNote(e.target.value)} />
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" px="8" loading={saving} loadingText={t.saving}>
          {t.submit}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function ListNameDialog(props: Props) {
  const { mode, onClose } = props;
  return (
    <Dialog.Root open={mode !== null} size="md" placement="center" onOpenChange={(d) => !d.open && onClose()} closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="list-name-dialog">
            <Dialog.Header>
              <Dialog.Title>{mode ? t[mode] : ''}</Dialog.Title>
            </Dialog.Header>
            {mode && <NameForm {...props} mode={mode} />}
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" position="absolute" top="3" right="3" aria-label={t.close}>
                ×
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
