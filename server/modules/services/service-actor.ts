// Who takes a step of a service order: the member, a staff user, or the command line (in a file of
// its own, so the order steps and the payment steps both name it without importing each other).
export interface Actor {
  actor: string;
  memberId: number | null;
}
export const memberActor = (memberId: number): Actor => ({ actor: `member:${memberId}`, memberId });
export const staffActor = (staffId: number): Actor => ({ actor: `staff:${staffId}`, memberId: null });
export const CLI_ACTOR: Actor = { actor: 'cli', memberId: null };
