// The limits of company accounts (issue 37): names, codes, how long an invitation stays open, the
// department tree's depth and the requisition lists' sizes.
export const DEPARTMENT_NAME_MAX = 30;
export const COST_CENTRE_MAX = 20;
/** Cost-centre codes: letters, digits, dot, dash and underscore. */
export const COST_CENTRE_PATTERN = '^[A-Za-z0-9._-]+$';
export const DEPARTMENTS_MAX = 200;
export const INVITEE_NAME_MAX = 20;
/** An invitation not accepted within this many days lapses. */
export const INVITATION_DAYS = 7;
export const LIST_NAME_MAX = 40;
export const LIST_NOTE_MAX = 200;
export const LIST_LINES_MAX = 200;
export const LISTS_MAX = 100;
export const LIST_QUANTITY_MAX = 99_999;
