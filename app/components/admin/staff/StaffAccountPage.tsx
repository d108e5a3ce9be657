import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import {
  STAFF_FORM_IDS,
  staffAccessSchema,
  staffBranchesSchema,
  staffPasswordSchema,
} from "~/services/admin/staff/forms";
import type { branchOptions, staffAccountOr404 } from "~/services/admin/staff/staff.server";
import { STAFF_TEXT } from "~/services/admin/staff/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { BranchCheckboxes } from "./BranchCheckboxes";

const branchesValidator = withZod(staffBranchesSchema);
const passwordValidator = withZod(staffPasswordSchema);
const accessValidator = withZod(staffAccessSchema);

/**
 * /admin/staff/<id>/: one account, the notice of the last change, and its forms: the branches (a
 * Staff account), a new password, disable or enable (`canDisable`: not one's own account);
 * `formError` is why the last disable or enable was refused.
 */
export function StaffAccountPage({
  account,
  notice,
  branches,
  canDisable,
  formError,
}: {
  account: Awaited<ReturnType<typeof staffAccountOr404>>;
  notice: string | null;
  branches: Awaited<ReturnType<typeof branchOptions>>;
  canDisable: boolean;
  formError: string | null;
}) {
  const name = `${account.firstName} ${account.lastName}`;
  return (
    <>
      <h1 className={styles.title}>{name}</h1>
      <p>
        <Link to={ADMIN_PATHS.staff}>{STAFF_TEXT.backToList}</Link>
      </p>
      {notice ? (
        <div className={booking.notice.info} role="status">
          {notice}
        </div>
      ) : null}
      <dl className={styles.grid}>
        <div>
          <dt className={styles.muted}>{STAFF_TEXT.emailLabel}</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{STAFF_TEXT.role}</dt>
          <dd>{account.role}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{STAFF_TEXT.status}</dt>
          <dd>
            <span className={account.disabled ? styles.status.warn : styles.status.ok}>
              {account.disabled ? STAFF_TEXT.disabled : STAFF_TEXT.active}
            </span>
          </dd>
        </div>
        <div>
          <dt className={styles.muted}>{STAFF_TEXT.secondStep}</dt>
          <dd>{account.totpEnabled ? STAFF_TEXT.on : STAFF_TEXT.off}</dd>
        </div>
      </dl>

      {account.role === "Staff" ? (
        <ValidatedForm id={STAFF_FORM_IDS.branches} validator={branchesValidator} method="post" noValidate>
          <input type="hidden" name="intent" value="branches" />
          <BranchCheckboxes
            legend={STAFF_TEXT.branches}
            hint={STAFF_TEXT.branchesHint}
            options={branches}
            checked={account.branchIds.map(String)}
          />
          <div className={booking.stepActions}>
            <SubmitButton formId={STAFF_FORM_IDS.branches} pendingText="Saving…">
              {STAFF_TEXT.saveBranches}
            </SubmitButton>
          </div>
        </ValidatedForm>
      ) : null}

      <ValidatedForm id={STAFF_FORM_IDS.password} validator={passwordValidator} method="post" noValidate>
        <input type="hidden" name="intent" value="password" />
        <fieldset className={booking.fieldset}>
          <legend className={booking.legend}>{STAFF_TEXT.resetLegend}</legend>
          <TextField
            name="password"
            label={STAFF_TEXT.newPasswordLabel}
            hint={STAFF_TEXT.passwordHint}
            type="password"
            autoComplete="new-password"
          />
          <div className={booking.stepActions}>
            <SubmitButton formId={STAFF_FORM_IDS.password} pendingText="Saving…" variant="secondary">
              {STAFF_TEXT.resetButton}
            </SubmitButton>
          </div>
        </fieldset>
      </ValidatedForm>

      <ValidatedForm id={STAFF_FORM_IDS.access} validator={accessValidator} method="post" noValidate>
        <input type="hidden" name="intent" value={account.disabled ? "enable" : "disable"} />
        <fieldset className={booking.fieldset}>
          {formError ? (
            <div className={booking.notice.warning} role="alert">
              {formError}
            </div>
          ) : null}
          <legend className={booking.legend}>{STAFF_TEXT.accessLegend}</legend>
          {account.disabled ? (
            <div className={booking.stepActions}>
              <SubmitButton formId={STAFF_FORM_IDS.access} pendingText="Saving…">
                {STAFF_TEXT.enableButton}
              </SubmitButton>
            </div>
          ) : canDisable ? (
            <>
              <p className={styles.muted}>{STAFF_TEXT.disableHint}</p>
              <div className={booking.stepActions}>
                <SubmitButton formId={STAFF_FORM_IDS.access} pendingText="Saving…" variant="secondary">
                  {STAFF_TEXT.disableButton}
                </SubmitButton>
              </div>
            </>
          ) : (
            <p className={styles.muted}>{STAFF_TEXT.selfDisableHint}</p>
          )}
        </fieldset>
      </ValidatedForm>
    </>
  );
}
