// Who acts in a staff step, as the modules record it: a staff member through the API (their id
// is kept as the reviewer) or the command line (`npm run <feature> -- ...`). Shared by every module
// with a staff step, so none of them imports another for this type.

/** Who acts: staff:<id> through the API (reviewedBy = id), cli from the command line. */
export interface StaffActor {
  actor: string;
  staffId: number | null;
}

export const staffActor = (staffId: number): StaffActor => ({ actor: `staff:${staffId}`, staffId });
export const CLI_ACTOR: StaffActor = { actor: 'cli', staffId: null };
