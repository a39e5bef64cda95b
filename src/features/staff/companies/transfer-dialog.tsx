// The 转移管理员 dialog: the new admin (an active member who is not an admin), the admin who steps
// down (or nobody), and the required 依据. A problem is shown beside its field, the server's
// refusal under the form. Thin: machines/staff/staff-company-detail.ts checks and sends.
import { useId } from 'react';
import { Box, Button, chakra, Dialog, Portal, Text, Textarea } from '@chakra-ui/react';
import type { CompanyMemberRow } from '../../../../domain/company/company-views.ts';
import { TRANSFER_NOTE_MAX } from '../../../../domain/company/staff-company.ts';
import type { TransferDraft, TransferProblem } from '../../../../machines/staff/staff-company-detail.ts';
import { companiesText } from './text.ts';

const t = companiesText;

const Select = chakra('select', {
  base: { height: '38px', width: '100%', borderWidth: '1px', borderColor: 'gray.400', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' },
});

const Label = chakra('label', { base: { display: 'block', fontSize: '14px', fontWeight: '600', mb: '1.5' } });

function Problem({ id, problem }: { id: string; problem: TransferProblem }) {
  return (
    <Text id={id} role="alert" color="red.700" fontSize="13px" mt="1.5" data-testid="transfer-problem">
      {t.problems[problem]}
    </Text>
  );
}

interface Props {
  open: boolean;
  company: string;
  candidates: CompanyMemberRow[];
  admins: CompanyMemberRow[];
  draft: TransferDraft;
  problem: TransferProblem | null;
  busy: boolean;
  error: string | null;
  onEdit: (patch: Partial<TransferDraft>) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const option = (m: CompanyMemberRow) => t.dialog.memberOption(m.name, m.mobile, t.roles[m.role]);
const idOf = (value: string) => (value ? Number(value) : null);

export function TransferDialog({ open, company, candidates, admins, draft, problem, busy, error, onEdit, onConfirm, onCancel }: Props) {
  const toId = useId();
  const demoteId = useId();
  const noteId = useId();
  const problemId = useId();
  const onTo = problem === 'targetRequired';
  const onDemote = problem === 'demoteInvalid';
  const onNote = problem === 'noteRequired' || problem === 'noteTooLong';
  return (
    <Dialog.Root open={open} size="md" placement="center" onOpenChange={(d) => (d.open ? undefined : onCancel())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="transfer-dialog">
            <chakra.form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onConfirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t.dialog.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description fontSize="14px" color="gray.700" mb="4">
                  {t.dialog.intro(company)}
                </Dialog.Description>
                <Box mb="4">
                  <Label htmlFor={toId}>{t.dialog.to}</Label>
                  <Select
                    id={toId}
                    aria-label={t.dialog.to}
                    value={draft.toMemberId ?? ''}
                    onChange={(e) => onEdit({ toMemberId: idOf(e.target.value) })}
                    aria-invalid={onTo || undefined}
                    aria-describedby={onTo ? problemId : undefined}
                    borderColor={onTo ? 'red.600' : 'gray.400'}
                    data-testid="transfer-to"
                  >
                    <option value="">{t.dialog.choose}</option>
                    {candidates.map((m) => (
                      <option key={m.memberId} value={m.memberId}>
                        {option(m)}
                      </option>
                    ))}
                  </Select>
                  {onTo ? <Problem id={problemId} problem={problem} /> : null}
                </Box>
                <Box mb="4">
                  <Label htmlFor={demoteId}>{t.dialog.demote}</Label>
                  <Select
                    id={demoteId}
                    aria-label={t.dialog.demote}
                    value={draft.demoteMemberId ?? ''}
                    onChange={(e) => onEdit({ demoteMemberId: idOf(e.target.value) })}
                    aria-invalid={onDemote || undefined}
                    aria-describedby={onDemote ? problemId : undefined}
                    borderColor={onDemote ? 'red.600' : 'gray.400'}
                    data-testid="transfer-demote"
                  >
                    <option value="">{t.dialog.keep}</option>
                    {admins.map((m) => (
                      <option key={m.memberId} value={m.memberId}>
                        {option(m)}
                      </option>
                    ))}
                  </Select>
                  <Text fontSize="12px" color="gray.700" mt="1">
                    {t.dialog.demoteHint}
                  </Text>
                  {onDemote ? <Problem id={problemId} problem={problem} /> : null}
                </Box>
                <Box>
                  <Label htmlFor={noteId}>{t.dialog.note}</Label>
                  <Textarea
                    id={noteId}
                    value={draft.note}
                    onChange={(e) => onEdit({ note: e.target.value })}
                    rows={3}
                    width="100%"
                    maxLength={TRANSFER_NOTE_MAX + 50}
                    aria-invalid={onNote || undefined}
                    aria-describedby={onNote ? problemId : undefined}
                    borderWidth="1px"
                    borderColor={onNote ? 'red.600' : 'gray.400'}
                    px="3"
                    py="2"
                    data-testid="transfer-note"
                  />
                  <Text fontSize="12px" color="gray.700" mt="1">
                    {t.dialog.noteHint}
                  </Text>
                  {onNote ? <Problem id={problemId} problem={problem} /> : null}
                </Box>
                {error ? (
                  <Text role="alert" color="red.700" fontSize="13px" mt="3" data-testid="transfer-error">
                    {error}
                  </Text>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
                  {t.dialog.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} data-testid="transfer-confirm">
                  {t.dialog.confirm}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
