// The shop's receiving account for bank transfers (site setting bankAccount), shown with a goods
// order's and a service order's transfer details.
import { Type, type Static } from 'typebox';

/** The shop's receiving account for bank transfers (site setting bankAccount). */
export const BankAccount = Type.Object(
  { accountName: Type.String({ maxLength: 100, description: '收款户名' }), bankName: Type.String({ maxLength: 100, description: '开户银行' }), accountNo: Type.String({ maxLength: 50, description: '收款账号' }) },
  { additionalProperties: false },
);
export type BankAccount = Static<typeof BankAccount>;
