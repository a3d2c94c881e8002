import { PasswordInput } from './PasswordInput';

interface NewPasswordFieldsProps {
  /** The first field's id; the confirmation's is `${id}-confirm`. */
  id: string;
  /** The confirmation's form name (the API's own spelling where the form mirrors a call). */
  confirmName: string;
  labels: { newPassword: string; confirmPassword: string };
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirmPassword(value: string): void;
}

/**
 * A new password typed twice, as the password reset and the staff invitation ask for it (docs/product.md#reset-password):
 * both fields `new-password`, so password managers offer to generate and save one.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { id, labels } = props;
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{labels.newPassword}</label>
        <PasswordInput
          id={id}
          name="password"
          autoComplete="new-password"
          value={props.password}
          onChange={(e) => props.onPassword(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>{labels.confirmPassword}</label>
        <PasswordInput
          id={`${id}-confirm`}
          name={props.confirmName}
          autoComplete="new-password"
          value={props.confirmPassword}
          onChange={(e) => props.onConfirmPassword(e.target.value)}
        />
      </div>
    </>
  );
}
