import { SelectField } from "~/components/form/SelectField";
import { TextField } from "~/components/form/TextField";
import * as styles from "~/styles/account.css";

export type DialCodeChoice = { value: string; label: string };

/** The phone number with its country code: a select of the country lookup's dialling codes and the number. */
export function PhoneFields({
  dialCodes,
  label = "Phone number",
}: {
  dialCodes: readonly DialCodeChoice[];
  label?: string;
}) {
  return (
    <div className={styles.phoneRow}>
      <SelectField
        name="phoneCountryCode"
        label="Country code"
        options={dialCodes}
        autoComplete="tel-country-code"
      />
      <TextField
        name="phone"
        label={label}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint="Digits, spaces and brackets, at least 7."
      />
    </div>
  );
}
