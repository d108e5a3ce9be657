import { useMemo } from "react";
import { Form, Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useField, ValidatedForm } from "remix-validated-form";
import { CheckboxField } from "~/components/form/CheckboxField";
import { InputField } from "~/components/form/controls";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import type { WalkInView } from "~/services/admin/walk-in/booking.server";
import {
  FORM_ERROR_FIELD,
  WALK_IN_FORM_IDS,
  WALK_IN_PAYMENT_ANCHOR,
  walkInDetailsSchema,
} from "~/services/admin/walk-in/forms";
import { WALK_IN_PATH } from "~/services/admin/walk-in/paths";
import { WALK_IN_TEXT as T } from "~/services/admin/walk-in/text";
import { extraField, NO_SHUTTLE } from "~/services/booking/steps/forms";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import * as formStyles from "~/styles/form.css";
import { DeskPaymentForm } from "./DeskPaymentForm";

function FormError() {
  const { error } = useField(FORM_ERROR_FIELD);
  return error ? (
    <p className={booking.notice.warning} role="alert">
      {error}
    </p>
  ) : null;
}

function CustomerFinder({ view }: { view: WalkInView }) {
  return (
    <section className={styles.card} aria-labelledby="walk-in-find-title">
      <h2 id="walk-in-find-title" className={styles.sectionTitle}>
        {T.findCustomerTitle}
      </h2>
      <Form method="get" className={styles.inlineForm} role="search">
        <InputField
          id="walk-in-find"
          name="find"
          type="search"
          label={T.findCustomerLabel}
          defaultValue={view.find}
        />
        <button type="submit" className={formStyles.button}>
          {T.findCustomer}
        </button>
      </Form>
      {view.customerUnknown ? <p role="alert">{T.noCustomers}</p> : null}
      {view.customers && view.customers.length === 0 ? <p>{T.noCustomers}</p> : null}
      {view.customers && view.customers.length > 0 ? (
        <ul>
          {view.customers.map((customer) => (
            <li key={customer.key}>
              {customer.firstName} {customer.lastName}, {customer.email}, {customer.phone}
              {customer.accountId ? ` (${T.accountBadge})` : ""}{" "}
              <Link
                to={`?use=${encodeURIComponent(customer.key)}`}
                aria-label={`${T.useCustomer}: ${customer.email}`}
              >
                {T.useCustomer}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DetailsForm({ view }: { view: WalkInView }) {
  const id = WALK_IN_FORM_IDS.details;
  // The website's step 2 and 3 schemas for this branch's options: the action checks the same.
  const validator = useMemo(
    () =>
      withZod(
        walkInDetailsSchema({
          extras: view.extras,
          insuranceCodes: view.insurance.map((option) => option.code),
          shuttleCodes: [],
          countryCodes: view.countries.map((country) => country.value),
        }),
      ),
    [view.extras, view.insurance, view.countries],
  );
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {T.customerTitle}
      </h2>
      <ValidatedForm
        id={id}
        key={view.defaults.email + view.defaults.accountId}
        validator={validator}
        method="post"
        noValidate
        defaultValues={view.defaults}
      >
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="accountId" value={view.defaults.accountId} />
        <FormError />
        <div className={styles.grid}>
          <TextField name="firstName" label={T.fields.firstName} autoComplete="off" />
          <TextField name="lastName" label={T.fields.lastName} autoComplete="off" />
          <TextField name="email" label={T.fields.email} type="email" autoComplete="off" />
          <TextField name="phone" label={T.fields.phone} type="tel" autoComplete="off" />
          <SelectField name="country" label={T.fields.country} options={view.countries} />
          <SelectField
            name="insurance"
            label={T.fields.cover}
            options={view.insurance.map((option) => ({
              value: option.code,
              label: T.fields.coverOption(option.name, option.dailyPrice, option.excess),
            }))}
          />
          {view.extras.map((extra) => (
            <TextField
              key={extra.code}
              name={extraField(extra.code)}
              label={T.fields.extra(extra.name, extra.price)}
              type="number"
              min={0}
              max={extra.maxQuantity}
            />
          ))}
        </div>
        <input type="hidden" name="shuttle" value={NO_SHUTTLE} />
        <CheckboxField name="acceptTerms" label={T.acceptTerms} />
        <div className={booking.stepActions}>
          <SubmitButton formId={id} pendingText={T.pending}>
            {T.saveDetails}
          </SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}

function PayForm({ view, declined }: { view: WalkInView; declined: string | null }) {
  const id = WALK_IN_FORM_IDS.pay;
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} id={WALK_IN_PAYMENT_ANCHOR}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {T.payTitle}
      </h2>
      {view.total === null ? (
        <p>{T.detailsFirst}</p>
      ) : (
        <DeskPaymentForm id={id} toPay={T.toPay(view.total)} declined={declined} submitLabel={T.pay} />
      )}
    </section>
  );
}

/** /admin/bookings/new/<reference>/: the held car, the customer, extras and cover, the payment at the desk. */
export function WalkInBookingPage({ view, declined }: { view: WalkInView; declined: string | null }) {
  return (
    <>
      <h1 className={styles.title}>{T.heldTitle(view.reference)}</h1>
      <p>{T.heldFor(view.vehicle, view.pickup, view.dropOff)}</p>
      <p>
        <Link to={WALK_IN_PATH}>{T.start}</Link>
      </p>
      <CustomerFinder view={view} />
      <DetailsForm view={view} />
      <PayForm view={view} declined={declined} />
    </>
  );
}
