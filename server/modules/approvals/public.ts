// What other modules may use of the approvals module (issue 38): the only file of it they import.
// Checkout asks it what an order needs (the PO number, a hard budget's refusal, the approval plan)
// and tells the first level's deciders; the order gateway mounts its calls.
export { announceLevel, assertPoNumber, checkoutCompany, notifySubmitted, planFor, sendApprovalSms, type SmsToSend } from './approval-planning.ts';
