// What other features may use of the company feature (issue 37): the banners of open invitations
// (shown on the personal centre).
export { PendingInvitations } from './components/pending-invitations.tsx';
