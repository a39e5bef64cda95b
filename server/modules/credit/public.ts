// What other modules may use of the credit ledger (账期 shared by goods and service orders, and by the members of a company): the only file of it they import.
export { creditAccount, creditCompanyStamp, creditHolderOf, creditOwed, creditTerms, lockCreditTerms, type CreditHolder } from './credit-ledger.ts';
