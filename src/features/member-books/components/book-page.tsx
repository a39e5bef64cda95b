// One member book page (addresses, invoice titles) on the member-book machine
// (machines/member-books/member-book.ts): the rows in BookRows, 新增 and 编辑 in the book's form
// dialog, 删除 after a confirmation, 设为默认; each book brings its calls, words, row and dialog.
// A company's books are the company's (issue 37): a member whose role may not manage them (or who
// is disabled) reads them without 新增 / 编辑 / 删除 / 设为默认, told why in one sentence.
import type { ReactNode } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { memberBookMachine } from '../../../../machines/member-books/member-book.ts';
import type { BookChange, BookRow } from '../../../../machines/member-books/member-book.ts';
import { mayManageBooks } from '../../../../machines/shared/company-rights.ts';
import { sessionActor } from '../../../lib/session.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { BookRows } from './book-rows.tsx';
import { books } from '../text.ts';

/** The words of one book (books.address, books.invoice). */
export interface BookPageText {
  title: string;
  add: string;
  listLabel: string;
  emptyTitle: string;
  emptyBody: string;
  removeTitle: string;
  removeBody: string;
  saved: string;
  removed: string;
  defaulted: string;
  setDefaultOf: (name: string) => string;
  editOf: (name: string) => string;
  removeOf: (name: string) => string;
  /** Why a company member without the right sees no 新增 / 编辑 / 删除. */
  readOnly: string;
}

/** The calls of one book. */
export interface BookCalls {
  list: () => Promise<BookRow[]>;
  remove: (id: number) => Promise<unknown>;
  setDefault: (id: number) => Promise<unknown>;
}

/** The member-book machine with one book's calls (made once per page module). */
export function bookLogic(calls: BookCalls, text: BookPageText) {
  return memberBookMachine.provide({
    actors: {
      fetchRows: fromPromise<BookRow[]>(() => calls.list()),
      changeRow: fromPromise<unknown, BookChange>(({ input }) => (input.kind === 'delete' ? calls.remove(input.id) : calls.setDefault(input.id))),
    },
    actions: {
      changed: (_, params) => showInfo(params.change.kind === 'delete' ? text.removed : text.defaulted),
    },
  });
}

export interface BookDialogProps<R> {
  open: boolean;
  row: R | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Props<R extends BookRow> {
  logic: ReturnType<typeof bookLogic>;
  limit: number;
  text: BookPageText;
  testId: string;
  /** What the row is called in the buttons' labels (the consignee, the title). */
  nameOf: (row: R) => string;
  renderRow: (row: R) => ReactNode;
  renderDialog: (props: BookDialogProps<R>) => ReactNode;
}

export function BookPage<R extends BookRow>({ logic, limit, text: t, testId, nameOf, renderRow, renderDialog }: Props<R>) {
  const [snapshot, send] = useMachine(logic, { input: { limit } });
  const rows = snapshot.context.rows as R[] | null;
  const editing = snapshot.matches({ ready: 'editing' });
  const manage = useSelector(sessionActor, (s) => mayManageBooks(s.context.userInfo));
  return (
    <MemberLayout title={t.title}>
      <BookRows<R>
        rows={rows}
        failed={snapshot.matches('failure')}
        busy={snapshot.matches('changing') || (snapshot.matches('loading') && rows !== null)}
        limit={limit}
        addLabel={t.add}
        listLabel={t.listLabel}
        emptyTitle={t.emptyTitle}
        emptyBody={t.emptyBody}
        testId={testId}
        manage={manage}
        readOnlyNote={t.readOnly}
        labels={{ setDefault: (r) => t.setDefaultOf(nameOf(r)), edit: (r) => t.editOf(nameOf(r)), remove: (r) => t.removeOf(nameOf(r)) }}
        renderRow={renderRow}
        onAdd={() => send({ type: 'ADD' })}
        onRetry={() => send({ type: 'RETRY' })}
        onSetDefault={(id) => send({ type: 'SET_DEFAULT', id })}
        onEdit={(id) => send({ type: 'EDIT', id })}
        onDelete={(id) => send({ type: 'DELETE', id })}
      />
      {renderDialog({
        open: editing,
        row: editing ? (snapshot.context.editing as R | null) : null,
        onClose: () => send({ type: 'CLOSE' }),
        onSaved: () => {
          showInfo(t.saved);
          send({ type: 'SAVED' });
        },
      })}
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirming' })}
        title={t.removeTitle}
        body={t.removeBody}
        confirmLabel={books.common.remove}
        cancelLabel={books.common.cancel}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </MemberLayout>
  );
}
