// The decision dialogs of a certification: the approval's confirmation, and the reason form of a
// rejection or a re-certification request (a coded reason, a note; the machine checks them and
// the problem shows under the field, in Chinese). The server's refusal shows in the dialog.
import { useId } from 'react';
import { Box, Button, chakra, Dialog, Portal, Text, Textarea } from '@chakra-ui/react';
import { REJECT_CODES, REJECT_REASONS, REVIEW_NOTE_MAX } from '../../../../domain/certification/certification-rules.ts';
import type { ReasonDraft, ReasonKind, ReasonProblem } from '../../../../machines/staff/staff-certification-review.ts';
import { certText } from './text.ts';

const t = certText;

const Select = chakra('select', {
  base: { height: '38px', width: '100%', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' },
});

function ServerError({ text }: { text: string | null }) {
  return text ? (
    <Text role="alert" color="red.700" fontSize="13px" mt="3" data-testid="decision-error">
      {text}
    </Text>
  ) : null;
}

export function ApproveDialog(props: { open: boolean; company: string; link: boolean; busy: boolean; error: string | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog.Root open={props.open} role="alertdialog" size="sm" placement="center" onOpenChange={(d) => (d.open ? undefined : props.onCancel())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.confirmApprove.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t.confirmApprove.body(props.company)}</Dialog.Description>
              {props.link ? (
                <Text mt="2" fontSize="13px" color="purple.800">
                  {t.confirmApprove.link}
                </Text>
              ) : null}
              <ServerError text={props.error} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
                {t.confirmApprove.cancel}
              </Button>
              <Button colorPalette="brand" onClick={props.onConfirm} loading={props.busy}>
                {t.confirmApprove.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ReasonProps {
  kind: ReasonKind | null;
  draft: ReasonDraft;
  problem: ReasonProblem | null;
  busy: boolean;
  error: string | null;
  onEdit: (patch: Partial<ReasonDraft>) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ReasonDialog({ kind, draft, problem, busy, error, onEdit, onConfirm, onCancel }: ReasonProps) {
  const reasonId = useId();
  const noteId = useId();
  const problemId = useId();
  const onReason = problem === 'reasonRequired';
  const onNote = problem === 'noteRequired' || problem === 'noteTooLong';
  return (
    <Dialog.Root open={kind !== null} size="md" placement="center" onOpenChange={(d) => (d.open ? undefined : onCancel())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onConfirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{kind === 'recertify' ? t.reasonDialog.recertifyTitle : t.reasonDialog.rejectTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Box mb="4">
                  <chakra.label htmlFor={reasonId} display="block" fontSize="14px" fontWeight="600" mb="1.5">
                    {t.reasonDialog.reason}
                  </chakra.label>
                  <Select
                    id={reasonId}
                    value={draft.reasonCode}
                    onChange={(e) => onEdit({ reasonCode: e.target.value as ReasonDraft['reasonCode'] })}
                    aria-invalid={onReason || undefined}
                    aria-describedby={onReason ? problemId : undefined}
                    borderColor={onReason ? 'red.600' : 'gray.300'}
                    data-testid="reason-code"
                  >
                    <option value="">{t.reasonDialog.choose}</option>
                    {REJECT_CODES.map((c) => (
                      <option key={c} value={c}>
                        {REJECT_REASONS[c]}
                      </option>
                    ))}
                  </Select>
                  {onReason ? (
                    <Text id={problemId} role="alert" color="red.700" fontSize="13px" mt="1.5" data-testid="reason-problem">
                      {t.problems[problem]}
                    </Text>
                  ) : null}
                </Box>
                <Box>
                  <chakra.label htmlFor={noteId} display="block" fontSize="14px" fontWeight="600" mb="1.5">
                    {t.reasonDialog.note}
                  </chakra.label>
                  <Textarea
                    id={noteId}
                    value={draft.note}
                    onChange={(e) => onEdit({ note: e.target.value })}
                    rows={4}
                    width="100%"
                    maxLength={REVIEW_NOTE_MAX + 50}
                    aria-invalid={onNote || undefined}
                    aria-describedby={onNote ? problemId : undefined}
                    borderWidth="1px"
                    borderColor={onNote ? 'red.600' : 'gray.400'}
                    px="3"
                    py="2"
                    data-testid="reason-note"
                  />
                  <Text fontSize="12px" color="gray.700" mt="1">
                    {t.reasonDialog.noteHint}
                  </Text>
                  {onNote ? (
                    <Text id={problemId} role="alert" color="red.700" fontSize="13px" mt="1.5" data-testid="reason-problem">
                      {t.problems[problem]}
                    </Text>
                  ) : null}
                </Box>
                <ServerError text={error} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
                  {t.reasonDialog.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  {kind === 'recertify' ? t.reasonDialog.confirmRecertify : t.reasonDialog.confirmReject}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
