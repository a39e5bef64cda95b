// The strength hint under a new password: weak until the account rule holds (8-20 letters and
// digits, both kinds); medium when it just holds; strong from 12 characters with upper and
// lower case letters and digits.
import { isValidPassword } from '../../../domain/account/account-rules.ts';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export function passwordStrength(password: string): PasswordStrength {
  if (!isValidPassword(password)) return 'weak';
  const mixedCase = /[a-z]/.test(password) && /[A-Z]/.test(password);
  return password.length >= 12 && mixedCase ? 'strong' : 'medium';
}
