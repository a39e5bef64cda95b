// A new password and its confirmation, as the four password forms ask for them (register, forgot
// password, set password, security settings): the new password with the rule and the strength
// hint, then the confirmation.
import type { FieldError } from '../../../../machines/account/account-form.ts';
import { accounts } from '../text.ts';
import { PasswordField } from './form-fields.tsx';

const c = accounts.common;

interface Props {
  /** The new password input's name: `password` (register, set password) or `newPassword`. */
  name?: 'password' | 'newPassword';
  label?: string;
  confirmLabel?: string;
  password: string;
  confirm: string;
  errors: { password?: FieldError; confirm?: FieldError };
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

export function NewPasswordFields({
  name = 'password',
  label = c.passwordLabel,
  confirmLabel = c.confirmLabel,
  password,
  confirm,
  errors,
  onPasswordChange,
  onConfirmChange,
}: Props) {
  return (
    <>
      <PasswordField
        field={name}
        label={label}
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        placeholder={c.passwordPlaceholder}
        autoComplete="new-password"
        showStrength
        helper={c.passwordRule}
      />
      <PasswordField
        field="confirm"
        label={confirmLabel}
        value={confirm}
        onChange={onConfirmChange}
        error={errors.confirm}
        placeholder={c.confirmPlaceholder}
        autoComplete="new-password"
      />
    </>
  );
}
