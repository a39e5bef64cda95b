// The decisions of an application: the approval's confirmation, and the rejection's reason
// (checked by the machine; the problem shows under the field in Chinese; the server's refusal in
// the dialog).
import { useId } from 'react';
import { Button, chakra, Dialog, Portal, Text, Textarea } from '@chakra-ui/react';
import { REASON_MAX, type ApplicationReasonProblem } from '../../../../machines/staff/application-review.ts';
import { appText } from './text.ts';

const t = appText;

const Error = ({ text }: { text: string | null }) =>
  text ? (
    <Text role="alert" color="red.700" fontSize="13px" mt="3" data-testid="decision-error">
      {text}
    </Text>
  ) : null;

export function ApproveApplicationDialog(p: { open: boolean; name: string; busy: boolean; error: string | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog.Root open={p.open} role="alertdialog" size="sm" placement="center" onOpenChange={(d) => (d.open ? undefined : p.onCancel())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.confirmApprove.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t.confirmApprove.body(p.name)}</Dialog.Description>
              <Error text={p.error} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={p.onCancel} disabled={p.busy}>
                {t.confirmApprove.cancel}
              </Button>
              <Button colorPalette="brand" onClick={p.onConfirm} loading={p.busy}>
                {t.confirmApprove.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function RejectApplicationDialog(p: {
  open: boolean;
  reason: string;
  problem: ApplicationReasonProblem | null;
  busy: boolean;
  error: string | null;
  onEdit: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const problemId = useId();
  return (
    <Dialog.Root open={p.open} size="md" placement="center" onOpenChange={(d) => (d.open ? undefined : p.onCancel())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                p.onConfirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t.rejectDialog.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <chakra.label htmlFor={id} display="block" fontSize="14px" fontWeight="600" mb="1.5">
                  {t.rejectDialog.reason}
                </chakra.label>
                <Textarea
                  id={id}
                  value={p.reason}
                  onChange={(e) => p.onEdit(e.target.value)}
                  rows={4}
                  width="100%"
                  maxLength={REASON_MAX + 50}
                  aria-invalid={p.problem ? true : undefined}
                  aria-describedby={p.problem ? problemId : undefined}
                  borderWidth="1px"
                  borderColor={p.problem ? 'red.600' : 'gray.400'}
                  px="3"
                  py="2"
                  data-testid="reject-reason"
                />
                <Text fontSize="12px" color="gray.700" mt="1">
                  {t.rejectDialog.hint}
                </Text>
                {p.problem ? (
                  <Text id={problemId} role="alert" color="red.700" fontSize="13px" mt="1.5" data-testid="reason-problem">
                    {t.problems[p.problem]}
                  </Text>
                ) : null}
                <Error text={p.error} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={p.onCancel} disabled={p.busy}>
                  {t.rejectDialog.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={p.busy}>
                  {t.rejectDialog.confirm}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
