import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { InputField } from "~/components/form/controls";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";

/**
 * A back-office page's GET filter by dates (the audit log, the reports): a fieldset with its
 * legend, the page's other fields `before` and `after` the From and To dates, the submit button and
 * an optional link that clears the filter. The loader reads it, so it works without JavaScript;
 * each field shows its value and its message from the page's answer.
 */
export function DateRangeFilter({
  action,
  idPrefix,
  legend,
  labels,
  values,
  errors,
  button,
  clear,
  before,
  after,
}: {
  action: string;
  idPrefix: string;
  legend: string;
  labels: { from: string; to: string };
  values: { from: string; to: string };
  errors: { from?: string; to?: string };
  button: string;
  clear?: { to: string; label: string };
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Form method="get" action={action} noValidate>
      <fieldset className={booking.fieldset}>
        <legend className={booking.legend}>{legend}</legend>
        <div className={styles.inlineForm}>
          {before}
          <InputField
            id={`${idPrefix}-from`}
            name="from"
            type="date"
            label={labels.from}
            defaultValue={values.from}
            error={errors.from}
          />
          <InputField
            id={`${idPrefix}-to`}
            name="to"
            type="date"
            label={labels.to}
            defaultValue={values.to}
            error={errors.to}
          />
          {after}
          <div className={booking.stepActions}>
            <button type="submit" className={formStyles.button}>
              {button}
            </button>
            {clear ? <Link to={clear.to}>{clear.label}</Link> : null}
          </div>
        </div>
      </fieldset>
    </Form>
  );
}
