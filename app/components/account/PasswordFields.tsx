import { TextField } from "~/components/form/TextField";
import * as styles from "~/styles/booking.css";

/**
 * The fieldset of a new password: the current one first when changing it (not when resetting
 * with an emailed link), the new one and its confirmation. `newName` is the new password's field
 * name in the form's schema.
 */
export function PasswordFields({
  legend,
  withCurrent = false,
  newName = "newPassword",
}: {
  legend: string;
  withCurrent?: boolean;
  newName?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {withCurrent ? (
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        name={newName}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
      />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </fieldset>
  );
}
