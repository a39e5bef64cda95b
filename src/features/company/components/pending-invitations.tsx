// The open invitations to a company addressed to the member's mobile, as banners (issue 37): on the
// personal centre, so an invited member meets them without looking; nothing when there are none.
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { fetchMyInvitations, type InvitationRow } from '../api.ts';
import { InvitationBanner } from './invitation-banner.tsx';

const logic = pageLoadMachine.provide({ actors: { load: fromPromise<unknown, { key: string }>(() => fetchMyInvitations()) } });

export function PendingInvitations() {
  const [state] = useMachine(logic, { input: { key: 'mine' } });
  const rows = (state.context.data as InvitationRow[] | undefined) ?? [];
  return (
    <>
      {rows.map((i) => (
        <InvitationBanner key={i.id} invitation={i} />
      ))}
    </>
  );
}
