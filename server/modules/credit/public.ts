// What other modules may use of the credit ledger (账期 shared by goods and service orders): the only file of it they import.
export { creditAccount, creditOwed, creditTerms, lockCreditTerms } from './credit-ledger.ts';
